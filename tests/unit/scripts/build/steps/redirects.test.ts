/**
 * @jest-environment node
 */
// The postbuild's redirects: a line of _redirects and a page without script at each old address of
// a note, which the later steps give a policy and a header rule like any page.
import { POSTBUILD_STEPS, PostbuildError, runSteps, type ExportedSite } from '@/scripts/build/steps/index';
import { REDIRECTS_FILE, type RedirectSettings } from '@/scripts/build/steps/redirects';
import { cspProblems } from '@/scripts/build/steps/cspHashes';

const page = (title: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${title}</title></head><body><main>${title}</main></body></html>`;
const settings = (redirects: RedirectSettings['redirects']): RedirectSettings => ({
  redirects,
  basePath: '/portfolio',
  siteUrl: 'https://you.example',
  lang: 'en-GB',
  moved: 'This note has moved:',
  titles: { '/notes/tides/': 'Tides & ice' },
});
const site = (redirects: RedirectSettings): ExportedSite => ({
  pages: [{ file: 'index.html', html: page('Home') }, { file: 'notes/tides/index.html', html: page('Tides') }],
  otherFiles: [],
  stylesheets: {},
  written: {},
  redirects,
});

describe('the redirects of the notes\' old addresses', () => {
  it('write a 301 line each and a page that sends the visitor on, names the note\'s address and runs no script', () => {
    const done = runSteps(site(settings([{ from: '/2021/03/04/tides.html', to: '/notes/tides/', file: 'notes/tides.md' }])), POSTBUILD_STEPS, () => {});
    expect(done.written[REDIRECTS_FILE]).toBe('/portfolio/2021/03/04/tides.html /portfolio/notes/tides/ 301\n');
    const old = done.pages.find((p) => p.file === '2021/03/04/tides.html')!.html;
    expect(old).toContain('<meta http-equiv="refresh" content="0; url=/portfolio/notes/tides/">');
    expect(old).toContain('<link rel="canonical" href="https://you.example/portfolio/notes/tides/">');
    expect(old).toContain('<a href="/portfolio/notes/tides/">Tides &amp; ice</a>');
    expect(old).not.toMatch(/<script/);
    expect(cspProblems(old)).toEqual([]);
    expect(done.written._headers).toContain('/2021/03/04/tides.html');
  });

  it('stop the build naming the note when an old address is a file the export has', () => {
    expect(() => runSteps(site(settings([{ from: '/notes/tides/', to: '/notes/tides/', file: 'notes/tides.md' }])), POSTBUILD_STEPS, () => {})).toThrow(PostbuildError);
  });
});
