/**
 * @jest-environment node
 */
// The page shown when the site's layout itself fails: styled by stylesheets only, since the
// Content-Security-Policy blocks inline <style> (Next's own error page is unstyled under it).
import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from '@/app/global-error';
import { PAGE_ERROR_TEXTS } from '@/components/errors/PageError';

describe('global-error', () => {
  const html = renderToStaticMarkup(<GlobalError error={new Error('layout broke')} />);

  it('needs no inline <style> element', () => {
    expect(html).not.toMatch(/<style\b/i);
    expect(html).toMatch(/<body class="[^"]+"/);
  });

  it('says what happened and offers a retry and the way home', () => {
    expect(html).toContain(`<h1 id="page-error-title"`);
    expect(html).toContain(PAGE_ERROR_TEXTS.title);
    expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${PAGE_ERROR_TEXTS.retry}</button>`));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${PAGE_ERROR_TEXTS.home}</a>`));
  });
});
