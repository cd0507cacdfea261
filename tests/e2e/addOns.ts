// The add-ons of the build under test (content/integrations.ts of its owner) and the stubs that
// answer for their hosts: the analytics script, where it reports, and the comments frame. No test
// reaches the internet; the full test owner's hosts are under the reserved .test domain anyway.
import type { Page } from '@playwright/test';
import { addOnHosts, analyticsScript } from '@/lib/model/integrations';
import { content } from './content';
import { target } from './targets';

const { integrations } = content;
export const analytics = integrations?.analytics && analyticsScript(integrations.analytics);
export const comments = integrations?.comments;

/** Where the site serves the comments frame's stylesheet of a theme, at its public address (giscus fetches it there). */
export const frameTheme = (shade: 'light' | 'dark') => `${content.site.url.replace(/\/+$/, '')}${target.basePath}/giscus/${shade}.css`;

/**
 * The origins a page's add-ons may reach: the analytics on every page, the comments frame where it
 * is shown, and the site's own public address, where the frame fetches its theme's stylesheet.
 */
export const addOnOrigins = (withComments: boolean): string[] => {
  const hosts = addOnHosts(integrations, withComments);
  const themeOrigin = withComments && comments ? [new URL(frameTheme('light')).origin] : [];
  // The script's origin, not its policy source: on a shared host that is the script's own address.
  return [...new Set([...(analytics?.scriptOrigins ?? []), ...hosts.connect, ...hosts.frame, ...themeOrigin])];
};

/** Whether a request goes to one of these origins. */
export const toOneOf = (origins: readonly string[]) => (url: string) => origins.some((origin) => url.startsWith(`${origin}/`));

/** What the stubbed analytics script does: count itself, so a test sees it ran. */
const ANALYTICS_STUB = 'window.__analyticsRuns = (window.__analyticsRuns || 0) + 1;';
/**
 * The stubbed comments frame: shows the theme it was opened in or set to (giscus's setConfig
 * message), and its height; a theme given as a stylesheet's address is loaded as giscus loads it
 * (a cross-origin <link>, which needs the site's permission), and marked loaded once it applies.
 */
const FRAME_STUB = `<!DOCTYPE html><html lang="en"><head><title>Comments</title></head><body><main><p>Comments</p></main><script>
var body = document.body;
function show(theme) {
  body.dataset.theme = theme;
  delete body.dataset.loaded;
  if (!/^https?:/.test(theme)) return;
  var link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = 'anonymous';
  link.href = theme;
  link.onload = function () { if (body.dataset.theme === theme) body.dataset.loaded = theme; };
  document.head.appendChild(link);
}
show(new URLSearchParams(location.search).get('theme'));
addEventListener('message', function (event) {
  var config = event.data && event.data.giscus && event.data.giscus.setConfig;
  if (config && config.theme) show(config.theme);
});
parent.postMessage({ giscus: { resizeHeight: 240 } }, '*');
</script></body></html>`;

/** Answers the add-ons' hosts with the stubs (registered after the fixture's refusal of every other server, so they win). */
export async function stubAddOns(page: Page): Promise<void> {
  if (analytics) {
    for (const origin of analytics.scriptOrigins) {
      await page.route(`${origin}/**`, (route) =>
        route.request().url() === analytics.src
          ? route.fulfill({ status: 200, contentType: 'text/javascript', body: ANALYTICS_STUB })
          : route.fulfill({ status: 202, body: '' }),
      );
    }
    for (const origin of analytics.connectOrigins.filter((origin) => !analytics.scriptOrigins.includes(origin))) {
      await page.route(`${origin}/**`, (route) => route.fulfill({ status: 202, body: '' }));
    }
  }
  if (comments) {
    await page.route(`${comments.host}/**`, (route) =>
      // giscus's own themes, which the site's stylesheets build on.
      new URL(route.request().url()).pathname.startsWith('/themes/')
        ? route.fulfill({ status: 200, contentType: 'text/css', body: '' })
        : route.fulfill({ status: 200, contentType: 'text/html', body: FRAME_STUB }),
    );
    // The site's public address is this build, served here: its stylesheets come with the headers the local server gives them (_headers).
    const site = new URL(frameTheme('light')).origin;
    await page.route(`${site}/**`, async (route) => {
      const url = new URL(route.request().url());
      const local = new URL(`${url.pathname}${url.search}`, page.url());
      // A test may end while the frame still loads its theme: the request then simply goes unanswered.
      const response = await route.fetch({ url: local.href, headers: route.request().headers() }).catch(() => undefined);
      return response && route.fulfill({ response }).catch(() => undefined);
    });
  }
}
