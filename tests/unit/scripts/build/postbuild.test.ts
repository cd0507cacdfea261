// The postbuild's steps on pages `next build` really exported (tests/fixtures/export/, captured before
// the postbuild ran). After upgrading Next.js, refresh them: node scripts/test/capture-export.mjs
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headerCsp } from '@/scripts/build/html/csp';
import { LOADER_FALLBACK_MS } from '@/scripts/build/html/scriptDeferral';
import { HEADERS_FILE, headersProblems } from '@/scripts/build/steps/headers';
import { styledMarkupStep } from '@/scripts/build/steps/styledMarkup';
import { POSTBUILD_STEPS, PostbuildError, runSteps, type ExportedSite } from '@/scripts/build/steps/index';
import { headersFor, parseHeadersFile } from '@/scripts/check/headers-file.mjs';
import { content } from '@/lib/content';
import { exportedPage, exportedSite, exportFixture } from './postbuildFixture';

const ROOT = path.join(__dirname, '../../../..');
/** The URL path each captured page is served from. */
const ROUTES: Record<string, string> = { '404.html': '/404.html', 'about/index.html': '/about/' };

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const scripts = (doc: Document) => [...doc.querySelectorAll('script')];
/** The framework scripts a browser that runs modules fetches, in page order, once each. */
const frameworkScripts = (doc: Document) => [
  ...new Set(
    scripts(doc)
      .filter((script) => script.getAttribute('src')?.includes('/_next/') && !script.hasAttribute('nomodule'))
      .map((script) => script.getAttribute('src')),
  ),
];
const inlineTexts = (doc: Document) => scripts(doc).filter((script) => !script.hasAttribute('src')).map((script) => script.text);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const quiet = () => {};
const build = (site: ExportedSite) => runSteps(site, POSTBUILD_STEPS, quiet);
const failure = (site: ExportedSite): PostbuildError => {
  try {
    build(site);
  } catch (error) {
    if (error instanceof PostbuildError) return error;
    throw error;
  }
  throw new Error('the postbuild passed');
};

it('the captured pages come from the installed Next.js (else refresh them: node scripts/test/capture-export.mjs)', () => {
  const installed = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
  expect(exportFixture.next).toBe(installed);
  expect(exportFixture.pages.sort()).toEqual(Object.keys(ROUTES).sort());
});

describe('the postbuild on exported pages', () => {
  let built: ExportedSite;
  let pages: { file: string; raw: Document; doc: Document }[];
  beforeAll(() => {
    built = build(exportedSite());
    pages = built.pages.map((page) => ({ file: page.file, raw: parse(exportedPage(page.file)), doc: parse(page.html) }));
  });

  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('leaves no framework script or script preload to load before the first paint', () => {
    for (const { file, raw, doc } of pages) {
      expect([file, frameworkScripts(raw).length > 0]).toEqual([file, true]);
      expect([file, frameworkScripts(doc)]).toEqual([file, []]);
      expect([file, doc.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]').length]).toEqual([file, 0]);
    }
  });

  it("loads the page's framework scripts after the paint: the same ones, in the same order, async", () => {
    for (const { file, raw, doc } of pages) {
      const loader = scripts(doc).at(-1)!;
      expect([file, loader.hasAttribute('src'), loader.parentElement?.tagName]).toEqual([file, false, 'BODY']);
      document.head.innerHTML = '';
      jest.useFakeTimers();
      new Function(loader.text)();
      jest.advanceTimersByTime(LOADER_FALLBACK_MS);
      const added = [...document.head.querySelectorAll('script')];
      expect([file, added.map((script) => script.getAttribute('src'))]).toEqual([file, frameworkScripts(raw)]);
      expect(added.every((script) => script.async)).toBe(true);
      jest.useRealTimers();
    }
  });

  it('keeps the stylesheets, the nomodule polyfill and every inline script and data block in place', () => {
    for (const { file, raw, doc } of pages) {
      const styles = (d: Document) => [...d.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
      const noModule = (d: Document) => scripts(d).filter((script) => script.hasAttribute('nomodule')).map((script) => script.src);
      expect([file, styles(doc)]).toEqual([file, styles(raw)]);
      expect([file, noModule(doc)]).toEqual([file, noModule(raw)]);
      // The loader is the one inline script added, at the end.
      expect([file, inlineTexts(doc).slice(0, -1)]).toEqual([file, inlineTexts(raw)]);
    }
  });

  it("allows every inline script the browser runs (the loader too) by its hash in the page's policy, set before any script", () => {
    for (const { file, doc } of pages) {
      const metas = doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
      expect([file, metas.length]).toEqual([file, 1]);
      const meta = metas[0]!;
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(meta.getAttribute('content') ?? '')?.[1]?.split(' ') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const runnable = scripts(doc).filter((script) => !script.src && script.type !== 'application/ld+json');
      for (const script of runnable) expect([file, scriptSrc]).toEqual([file, expect.arrayContaining([sha256(script.text)])]);
      const first = doc.querySelector('script, link[rel="stylesheet"]')!;
      expect(meta.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('writes a _headers file in which every page revalidates and every file gets the security headers and policy', () => {
    const rules = parseHeadersFile(built.written[HEADERS_FILE] ?? '');
    for (const route of Object.values(ROUTES)) {
      const headers = headersFor(rules, route);
      expect([route, headers['cache-control'], headers['content-security-policy']]).toEqual([route, 'no-cache', headerCsp()]);
    }
    for (const file of exportFixture.otherFiles) {
      const headers = headersFor(rules, `/${file}`);
      expect([file, headers['x-content-type-options']]).toEqual([file, 'nosniff']);
      expect([file, headers['content-security-policy']?.split(', ')]).toEqual([file, expect.arrayContaining([headerCsp()])]);
    }
    const buildFile = exportFixture.otherFiles.find((file) => file.startsWith('_next/static/') && file.endsWith('.js'))!;
    expect(headersFor(rules, `/${buildFile}`)['cache-control']).toContain('immutable');
  });

  it('publishes no TypeScript source: the copy of the 3D worker\'s source the bundler leaves is dropped, with no header rule for it', () => {
    const sources = exportFixture.otherFiles.filter((file) => /\.[cm]?tsx?$/.test(file));
    expect(built.otherFiles.filter((file) => /\.[cm]?tsx?$/.test(file))).toEqual([]);
    expect(built.removed).toEqual(expect.arrayContaining(sources));
    expect(built.written[HEADERS_FILE]).not.toMatch(/^\/\*\.[cm]?tsx?$/m);
  });

  it('shows every part behind a loading screen without JavaScript, by a <noscript> style the policy allows', () => {
    const { doc } = pages.find((page) => page.file === 'about/index.html')!;
    const style = doc.querySelector('noscript style')!.textContent ?? '';
    const shown = style.split('}').filter((rule) => /display:\s*block/.test(rule)).map((rule) => rule.split('{')[0]!.trim());
    const hiddenParts = [...doc.querySelectorAll('div[hidden][id]')];
    expect(hiddenParts.length).toBeGreaterThan(0);
    for (const part of hiddenParts) expect([part.id, shown.some((selector) => part.matches(selector))]).toEqual([part.id, true]);
    const policy = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content') ?? '';
    expect(/(?:^|;)\s*style-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toContain(sha256(style));
  });

  it("finds the CSS-module classes of the captured pages' markup, each styled by a stylesheet its page links", () => {
    const { summary } = styledMarkupStep.run(exportedSite());
    // The bundler's class names are recognised (else the step would pass on nothing).
    expect(Number(/(\d+) CSS-module classes/.exec(summary)?.[1])).toBeGreaterThan(10);
  });

  it('changes nothing when it runs again on its own output', () => {
    expect(build(built).pages).toEqual(built.pages);
  });
});

describe('a page the steps cannot handle fails the build, naming the step and the page', () => {
  it('defer-scripts: one framework script written in another shape', () => {
    let changed = '';
    const error = failure(
      exportedSite((html, file) => {
        if (file !== 'about/index.html') return html;
        changed = /<script src="([^"]+)" async=""><\/script>/.exec(html)![1]!;
        return html.replace(`<script src="${changed}" async="">`, `<script src="${changed}" async="" crossorigin="">`);
      }),
    );
    expect(error.message).toMatch(
      new RegExp(`^defer-scripts: about/index\\.html: framework script <script src="${changed}" async="" crossorigin="">`),
    );
    expect(error.message).not.toContain('404.html');
  });

  it('defer-scripts: every framework script written in another shape', () => {
    const error = failure(exportedSite((html, file) => (file === '404.html' ? html.replaceAll(' async=""', ' defer=""') : html)));
    expect(error.message).toContain('defer-scripts: 404.html: no after-paint script loader');
    expect(error.message).not.toContain('about/index.html');
  });

  it('csp-hashes: an inline script of a type the hashing does not know (an import map is subject to script-src)', () => {
    const importMap = '<script type="importmap">{"imports":{}}</script>';
    const error = failure(exportedSite((html, file) => (file === 'about/index.html' ? html.replace('</head>', `${importMap}</head>`) : html)));
    expect(error.message).toBe(
      'csp-hashes: about/index.html: the inline script (type="importmap") "{"imports":{}}" is not allowed by hash in the page\'s script-src.',
    );
  });

  it('csp-hashes: an inline style escaped differently from the one the policy allows', () => {
    const error = failure(
      exportedSite((html, file) =>
        file === '404.html' ? html.replace(/(<noscript><style>)([^<]*)/, (_all, open: string, css: string) => open + css.replaceAll('"', '&quot;')) : html,
      ),
    );
    expect(error.message).toMatch(/^csp-hashes: 404\.html: the <style> ".*&quot;.*" is not allowed by hash in the page's style-src\.$/);
  });

  it('styled-markup: markup whose styles come only with a script (a stylesheet the page does not link)', () => {
    let unlinked = '';
    const error = failure(
      exportedSite((html, file) => {
        if (file !== 'about/index.html') return html;
        const [tag, href] = /<link rel="stylesheet" href="([^"]+)"[^>]*>/.exec(html)!;
        unlinked = href!;
        return html.replace(tag, '');
      }),
    );
    expect(unlinked).not.toBe('');
    expect(error.message).toMatch(/^styled-markup: about\/index\.html: \d+ classes of its markup have no rule in the stylesheets it links \(_?[\w-]{6}_\w+/);
    expect(error.message).not.toContain('404.html');
  });

  it('styled-markup: a linked stylesheet missing from the export', () => {
    const error = failure(
      exportedSite((html, file) => (file === '404.html' ? html.replace('</head>', '<link rel="stylesheet" href="/_next/static/chunks/gone.css"/></head>') : html)),
    );
    expect(error.message).toBe('styled-markup: 404.html: links the stylesheet /_next/static/chunks/gone.css, which is not in the export.');
  });

  it('noscript-fallback: a hidden part React names differently from what the <noscript> style shows', () => {
    let renamed = '';
    const error = failure(
      exportedSite((html, file) => {
        if (file !== 'about/index.html') return html;
        const id = /<div hidden id="([^"]+)">/.exec(html)![1]!;
        renamed = `Q${id}`;
        return html.replaceAll(`"${id}"`, `"${renamed}"`);
      }),
    );
    expect(renamed).not.toBe('');
    expect(error.message).toMatch(/^noscript-fallback: about\/index\.html: 1 streamed parts \(<template id>\) but 0 hidden parts with an id starting "[^"]+" for the <noscript> style to show/);
  });

  it('headers: a _headers file without a page rule, without a file\'s own policy, or with a policy line too long for the host', () => {
    const built = build(exportedSite());
    const text = built.written[HEADERS_FILE]!;
    const pageFiles = built.pages.map((page) => page.file);
    const withoutAbout = text.replace('\n/about/\n  Cache-Control: no-cache', '');
    expect(headersProblems(withoutAbout, headerCsp(), pageFiles, [])).toEqual([
      { page: 'about/index.html', problem: '_headers does not give /about/ a rule of its own for /about/, Cache-Control: no-cache.' },
    ]);
    // A file the rules were not written for (its extension spelled another way) lacks its own policy.
    expect(headersProblems(text, headerCsp(), pageFiles, ['images/Diagram.SVG'])).toEqual([
      { page: 'images/Diagram.SVG', problem: '_headers does not give /images/Diagram.SVG its file policy (Content-Security-Policy of a picture or file that is not a page).' },
    ]);
    const longPolicy = `${headerCsp()}; img-src 'self' ${'https://images.example.org/ '.repeat(80).trim()}`;
    const problems = headersProblems(text.replace(headerCsp(), longPolicy), longPolicy, pageFiles, []);
    expect(problems[0]?.page).toBe(HEADERS_FILE);
    expect(problems[0]?.problem).toMatch(/^line \d+ has \d+ characters; hosts drop lines over 2000\.$/);
  });
});

describe('node scripts/build/postbuild.mjs', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'export-'));
    cpSync(path.join(ROOT, 'tests/fixtures/export'), dir, { recursive: true });
    // The captured export holds two pages; the notes the owner's old addresses lead to stand in
    // as copies of one, since the redirects step refuses an address that leads nowhere.
    for (const { to } of content.noteRedirects) {
      mkdirSync(path.join(dir, to), { recursive: true });
      cpSync(path.join(dir, 'about/index.html'), path.join(dir, to, 'index.html'));
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const postbuild = () => spawnSync(process.execPath, ['scripts/build/postbuild.mjs', dir], { cwd: ROOT, encoding: 'utf8' });

  it('prints each step by name and rewrites the export', () => {
    const source = path.join(dir, '_next/static/media/sceneWorker.a1b2c3.tsx');
    mkdirSync(path.dirname(source), { recursive: true });
    writeFileSync(source, 'export {};\n');
    const run = postbuild();
    expect(run.status).toBe(0);
    expect(existsSync(source)).toBe(false);
    expect(run.stdout.match(/^postbuild [\w-]+(?=:)/gm)).toEqual(POSTBUILD_STEPS.map((step) => `postbuild ${step.name}`));
    expect(readFileSync(path.join(dir, 'about/index.html'), 'utf8')).toContain('Content-Security-Policy');
    expect(existsSync(path.join(dir, HEADERS_FILE))).toBe(true);
  });

  it('exits 1 naming the step and the page, and leaves the export as it was', () => {
    const file = path.join(dir, '404.html');
    const broken = readFileSync(file, 'utf8').replaceAll(' async=""', ' defer=""');
    writeFileSync(file, broken);
    const run = postbuild();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('defer-scripts: 404.html: ');
    expect(readFileSync(file, 'utf8')).toBe(broken);
    expect(readFileSync(path.join(dir, 'about/index.html'), 'utf8')).toBe(exportedPage('about/index.html'));
    expect(existsSync(path.join(dir, HEADERS_FILE))).toBe(false);
  });
});
