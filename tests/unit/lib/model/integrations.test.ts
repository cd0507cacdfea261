// The add-ons of content/integrations.ts: what the content check refuses, and the policies the
// postbuild writes for them on pages `next build` really exported (tests/fixtures/export/).
import { checkContent, type ContentModules } from '@/lib/content/check';
import type { IntegrationsContent } from '@/lib/model/integrations';
import { HEADERS_FILE } from '@/scripts/build/steps/headers';
import { POSTBUILD_STEPS, runSteps, type ExportedSite } from '@/scripts/build/steps/index';
import { headersFor, parseHeadersFile } from '@/scripts/check/headers-file.mjs';
import { commentsShown, integrationsSchema } from '@/lib/model/integrations';
import { mayShowComments } from '@/lib/content/buildTarget.mjs';
import { isPlaceholderAddress } from '@/lib/seo/siteUrl';
import { giscusThemeCss } from '@/lib/theme/giscusTheme';
import { colors as ownerColors } from '../../../fixtures/full-owner/theme';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportedSite } from '../../scripts/build/postbuildFixture';

const problemsOf = (integrations: unknown) =>
  checkContent({ 'integrations.ts': { integrations } } as ContentModules, { publicFileExists: () => true })
    .filter((problem) => problem.file === 'integrations.ts')
    .map((problem) => `${problem.entry}, ${problem.field}: ${problem.message}`);

const giscus = { provider: 'giscus', repo: 'someone/site', repoId: 'R_kgDOabcd', category: 'Comments', categoryId: 'DIC_kwDOabcd' } as const;

describe('the content check of content/integrations.ts', () => {
  it('accepts a site without the file, and each provider as documented', () => {
    expect(checkContent({}, { publicFileExists: () => true }).filter((problem) => problem.file === 'integrations.ts')).toEqual([]);
    const valid: IntegrationsContent[] = [
      { analytics: { provider: 'plausible', domain: 'someone.github.io' }, comments: giscus },
      { analytics: { provider: 'umami', websiteId: '94db1cb1-74f4-4a40-ad6c-962362670409' } },
      { analytics: { provider: 'goatcounter', code: 'someone' } },
      { analytics: { provider: 'cloudflare', token: '0123456789abcdef0123456789abcdef' } },
      { analytics: { provider: 'custom', name: 'Stats', scriptUrl: 'https://stats.example.org/s.js', hosts: ['https://collect.example.org'] } },
    ];
    expect(valid.flatMap(problemsOf)).toEqual([]);
  });

  it('refuses a provider address that is not https, naming the field', () => {
    expect(problemsOf({ analytics: { provider: 'plausible', domain: 'someone.github.io', scriptUrl: 'http://stats.example.org/js/script.js' } })).toEqual([
      'integrations, analytics.scriptUrl: must be an https:// URL (got "http://stats.example.org/js/script.js")',
    ]);
  });

  it('refuses a malformed repository name, naming the field', () => {
    expect(problemsOf({ comments: { ...giscus, repo: 'https://github.com/someone/site' } })).toEqual([
      'integrations, comments.repo: must be a GitHub repository written owner/name (e.g. someone/site) (got "https://github.com/someone/site")',
    ]);
    expect(problemsOf({ comments: { ...giscus, repo: 'someone/..' } })).toHaveLength(1);
  });

  it('refuses a wildcard host, naming the entry and the field', () => {
    expect(
      problemsOf({ analytics: { provider: 'custom', name: 'Stats', scriptUrl: 'https://stats.example.org/s.js', hosts: ['https://collect.example.org', 'https://*.example.org'] } }),
    ).toEqual(['integrations.analytics.hosts[1], (the whole entry): must not contain a wildcard "*": name each host (got "https://*.example.org")']);
  });
});

describe('an address that is not one address is named, never thrown', () => {
  // A policy written into the host, a line break (which the URL parser drops without a word) and an
  // encoded one: each must come back as a problem of its field, not as an exception of the loader.
  const hostile = ["https://a.example; script-src 'unsafe-inline'", 'https://a.example\nb', 'https://a.example%0a', 'https://a.example:99999'];
  const fields = (host: string) => [
    ['comments.host', { comments: { ...giscus, host } }],
    ['analytics.apiHost', { analytics: { provider: 'plausible', domain: 'someone.github.io', apiHost: host } }],
    ['analytics.hostUrl', { analytics: { provider: 'umami', websiteId: '94db1cb1-74f4-4a40-ad6c-962362670409', hostUrl: host } }],
    ['analytics.scriptUrl', { analytics: { provider: 'plausible', domain: 'someone.github.io', scriptUrl: host } }],
    ['analytics.hosts[0]', { analytics: { provider: 'custom', name: 'Stats', scriptUrl: 'https://stats.example.org/s.js', hosts: [host] } }],
  ] as const;

  it.each(hostile)('%j: one problem, naming the file and the field', (host) => {
    for (const [field, integrations] of fields(host)) {
      const found = checkContent({ 'integrations.ts': { integrations } } as ContentModules, { publicFileExists: () => true }).filter((problem) => problem.file === 'integrations.ts');
      expect([field, found.length]).toEqual([field, 1]);
      expect(`${found[0]!.entry}.${found[0]!.field}`.replace(', (the whole entry)', '')).toContain(field.replace(/\[0\]$/, ''));
      expect(found[0]!.message).toContain(`(got ${JSON.stringify(host)})`);
    }
  });

  it('says what is wrong with a line break, which the URL parser would have dropped', () => {
    expect(problemsOf({ comments: { ...giscus, host: 'https://a.example\nb' } })).toEqual([
      'integrations, comments.host: must be one address on one line (no line break, tab or other control character) (got "https://a.example\\nb")',
    ]);
  });
});

// The analytics and comments of the full test owner, on a site whose About page shows comments.
const integrations = integrationsSchema.parse({
  analytics: { provider: 'plausible', domain: 'someone.github.io', scriptUrl: 'https://stats.example.test/js/script.js' },
  comments: { ...giscus, host: 'https://comments.example.test' },
});
const withComments = (html: string, file: string) =>
  file === 'about/index.html' ? html.replace('</main>', '<section data-comments=""><a href="https://github.com/someone/site/discussions">Comments</a></section></main>') : html;
const build = (site: ExportedSite) => runSteps(site, POSTBUILD_STEPS, () => {});
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the policies follow the add-ons', () => {
  it('a site without add-ons builds byte for byte as one that never had them', () => {
    const before = build(exportedSite());
    for (const none of [{}, { analytics: undefined, comments: undefined }]) {
      const after = build({ ...exportedSite(), integrations: none });
      expect(after.pages).toEqual(before.pages);
      expect(after.written).toEqual(before.written);
    }
  });

  it('each page allows the analytics host; only the page with comments allows their frame', () => {
    const built = build({ ...exportedSite(withComments), integrations });
    const policy = (file: string) => metaPolicy(built.pages.find((page) => page.file === file)!.html);
    for (const file of ['about/index.html', '404.html']) {
      expect(directive(policy(file), 'script-src')).toMatch(/^script-src 'self' https:\/\/stats\.example\.test 'sha256-/);
      expect(directive(policy(file), 'connect-src')).toBe("connect-src 'self' https://api.github.com https://stats.example.test");
    }
    expect(directive(policy('about/index.html'), 'frame-src')).toBe('frame-src https://comments.example.test');
    expect(directive(policy('404.html'), 'frame-src')).toBe("frame-src 'none'");
    for (const file of ['about/index.html', '404.html']) {
      for (const name of ['script-src', 'connect-src', 'frame-src']) expect(directive(policy(file), name)).not.toMatch(/unsafe|\*/);
    }
  });

  it("the _headers policy allows the frame only where a page shows comments (a second policy narrows the others)", () => {
    const built = build({ ...exportedSite(withComments), integrations });
    const rules = parseHeadersFile(built.written[HEADERS_FILE]!);
    const policies = (route: string) => (headersFor(rules, route)['content-security-policy'] ?? '').split(/\s*,\s*/);
    // A browser enforces every policy it gets: a frame loads only if each of them allows it.
    const allowsFrame = (route: string) => policies(route).every((policy) => !directive(policy, 'frame-src') || directive(policy, 'frame-src').includes('https://comments.example.test'));
    expect(allowsFrame('/about/')).toBe(true);
    expect(allowsFrame('/404.html')).toBe(false);
    expect(policies('/about/').join()).toContain('https://stats.example.test');
  });
});

describe('a script on a host that serves many parties\' files', () => {
  const jsdelivr = 'https://cdn.jsdelivr.net/npm/some-stats@1.2.3/dist/s.js';

  it('is allowed by its own address in script-src, never by the whole host; the host reaches no other directive', () => {
    const custom = integrationsSchema.parse({ analytics: { provider: 'custom', name: 'Stats', scriptUrl: jsdelivr, hosts: ['https://collect.example.test'] } });
    const built = build({ ...exportedSite(), integrations: custom });
    for (const page of built.pages.filter((page) => page.file.endsWith('.html'))) {
      const policy = metaPolicy(page.html);
      expect(directive(policy, 'script-src')).toMatch(new RegExp(`^script-src 'self' ${jsdelivr.replace(/[.?/]/g, '\\$&')} 'sha256-`));
      expect(policy).not.toMatch(/https:\/\/cdn\.jsdelivr\.net[ ;]/);
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.github.com https://collect.example.test");
    }
  });

  it('keeps a self-hosted script allowed by its origin', () => {
    const own = integrationsSchema.parse({ analytics: { provider: 'umami', websiteId: '94db1cb1-74f4-4a40-ad6c-962362670409', scriptUrl: 'https://stats.example.test/u/script.js' } });
    const policy = metaPolicy(build({ ...exportedSite(), integrations: own }).pages.find((page) => page.file === '404.html')!.html);
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' https:\/\/stats\.example\.test 'sha256-/);
  });

  it('writes a character that would end the directive or the attribute percent-encoded, which CSP decodes before it compares', () => {
    const combined = integrationsSchema.parse({ analytics: { provider: 'custom', name: 'Stats', scriptUrl: "https://cdn.jsdelivr.net/combine/npm/a@1/a.js,npm/b@1/b.js;x'y&z", hosts: ['https://collect.example.test'] } });
    const policy = metaPolicy(build({ ...exportedSite(), integrations: combined }).pages.find((page) => page.file === '404.html')!.html);
    expect(directive(policy, 'script-src')).toContain(' https://cdn.jsdelivr.net/combine/npm/a@1/a.js%2Cnpm/b@1/b.js%3Bx%27y%26z ');
  });

  it('is refused when it names a folder (a source ending in "/" allows everything under it) or leaves the visits to the CDN', () => {
    expect(problemsOf({ analytics: { provider: 'custom', name: 'Stats', scriptUrl: 'https://unpkg.com/', hosts: ['https://collect.example.org'] } })).toEqual([
      expect.stringMatching(/^integrations, analytics\.scriptUrl: is on a host that serves many parties' files, so the policy allows only this file/),
    ]);
    expect(problemsOf({ analytics: { provider: 'plausible', domain: 'someone.github.io', scriptUrl: 'https://raw.githubusercontent.com/someone/stats/main/script.js' } })).toEqual([
      expect.stringMatching(/^integrations, analytics\.apiHost: must be set when scriptUrl is on raw\.githubusercontent\.com/),
    ]);
    expect(problemsOf({ analytics: { provider: 'custom', name: 'Stats', scriptUrl: jsdelivr } })).toEqual([expect.stringMatching(/^integrations, analytics\.hosts: must be set when scriptUrl is on cdn\.jsdelivr\.net/)]);
  });
});

describe("the comments frame in the site's colours", () => {
  const css = (shade: 'light' | 'dark') => giscusThemeCss(ownerColors, shade, 'https://comments.example.test');
  /** The value a stylesheet gives a custom property on giscus's main element. */
  const variable = (text: string, name: string) => new RegExp(`${name}: ([^;]+);`).exec(text)?.[1];

  it("gives giscus's colour variables the owner's palette of each theme, on top of giscus's own theme of that shade", () => {
    for (const shade of ['light', 'dark'] as const) {
      const palette = ownerColors[shade];
      const text = css(shade);
      expect(text.split('\n')[1]).toBe(`@import url("https://comments.example.test/themes/${shade}.css");`);
      expect(variable(text, 'color-scheme')).toBe(shade);
      expect(variable(text, '--color-fg-default')).toBe(palette.text);
      expect(variable(text, '--color-fg-muted')).toBe(palette.textMuted);
      expect(variable(text, '--color-canvas-default')).toBe(palette.surface);
      expect(variable(text, '--color-border-default')).toBe(palette.border);
      expect(variable(text, '--color-accent-fg')).toBe(palette.accentStrong);
      expect(variable(text, '--color-btn-primary-bg')).toBe(palette.accent);
      expect(variable(text, '--color-btn-primary-text')).toBe(palette.onAccent);
      expect(variable(text, '--color-danger-fg')).toBe(palette.danger);
    }
    expect(css('light')).not.toEqual(css('dark'));
  });

  it('refuses a colour that is not hex rather than write it into the stylesheet', () => {
    const broken = { ...ownerColors, dark: { ...ownerColors.dark, text: 'red;} body{display:none' } };
    expect(() => giscusThemeCss(broken, 'dark', 'https://giscus.app')).toThrow('colors.dark.text is not a hex colour');
  });

  it('_headers lets other sites read the stylesheets (giscus loads them cross-origin), and nothing else', () => {
    const site = exportedSite(withComments);
    const built = build({ ...site, otherFiles: [...site.otherFiles, 'giscus/light.css', 'giscus/dark.css'], integrations });
    const rules = parseHeadersFile(built.written[HEADERS_FILE]!);
    for (const path of ['/giscus/light.css', '/giscus/dark.css']) expect(headersFor(rules, path)['access-control-allow-origin']).toBe('*');
    for (const path of ['/', '/about/', '/og/home.png']) expect(headersFor(rules, path)['access-control-allow-origin']).toBeUndefined();
    // Without the stylesheets (no comments) no path is readable.
    const without = parseHeadersFile(build({ ...site, integrations }).written[HEADERS_FILE]!);
    expect(headersFor(without, '/giscus/light.css')['access-control-allow-origin']).toBeUndefined();
  });

  it('the frame takes the stylesheets from the site address, none while it is the placeholder of a new site', () => {
    expect(isPlaceholderAddress('https://example.com')).toBe(true);
    expect(isPlaceholderAddress('https://EXAMPLE.org/')).toBe(true);
    expect(isPlaceholderAddress('https://ingrid.example.net')).toBe(false);
    expect(isPlaceholderAddress('https://someone.github.io')).toBe(false);
  });
});

describe('which builds carry the comments frame', () => {
  const shown = (comments: unknown) => commentsShown(integrationsSchema.parse({ comments }));
  it('only a site whose pages show comments: not one with analytics only, nor comments on no kind of page', () => {
    expect(shown({ ...giscus })).toBe(true);
    expect(shown({ ...giscus, on: { notes: false, projects: true } })).toBe(true);
    expect(shown({ ...giscus, on: { notes: false, projects: false } })).toBe(false);
    expect(shown(undefined)).toBe(false);
    expect(commentsShown(undefined)).toBe(false);
  });

  it('the bundler gets the frame unless the build says no page shows it or the site has no integrations.ts', () => {
    const withFile = mkdtempSync(path.join(tmpdir(), 'integrations-'));
    writeFileSync(path.join(withFile, 'integrations.ts'), 'export const integrations = {};\n');
    const withoutFile = mkdtempSync(path.join(tmpdir(), 'no-integrations-'));
    const environments = [{}, { SITE_COMMENTS: '1' }, { SITE_COMMENTS: '0' }];
    expect(environments.map((env) => mayShowComments(withFile, env))).toEqual([true, true, false]);
    expect(mayShowComments(withoutFile, { SITE_COMMENTS: '1' })).toBe(false);
  });
});
