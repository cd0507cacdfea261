import { headerCsp, inlineScripts, pageCsp, scriptHash, withCspMeta } from '@/scripts/build/html/csp';
import { headersFile as generateHeadersFile, pagePaths } from '@/scripts/build/html/headers';
import { headersFor, parseHeadersFile } from '@/scripts/check/headers-file.mjs';

// The page files of a small export (what the postbuild finds in out/).
const pageFiles = ['index.html', '404.html', 'about/index.html', 'projects/index.html', 'projects/alpha/index.html'];
const headersFile = parseHeadersFile(generateHeadersFile(headerCsp(), pageFiles));

describe('scriptHash', () => {
  it('is the CSP sha256 source of the exact script text', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('pageCsp', () => {
  const policy = pageCsp([scriptHash('a()'), scriptHash('b()'), scriptHash('a()')]);

  it("allows the site's own scripts and the page's inline scripts by hash, never any inline script", () => {
    expect(policy).toContain(`script-src 'self' ${scriptHash('a()')} ${scriptHash('b()')};`);
    expect(policy.match(/script-src[^;]*/)![0]).not.toContain('unsafe-inline');
    expect(policy).toContain("default-src 'self'");
  });

  it('allows connections only to the site and the code-hosting API', () => {
    expect(policy).toContain("connect-src 'self' https://api.github.com;");
  });
});

describe('the contact-form endpoint', () => {
  it('is allowed for connections when the owner sets one, in both policies', () => {
    const endpoint = 'https://forms.example.org/f/abc?x=1';
    expect(pageCsp([], endpoint)).toContain("connect-src 'self' https://api.github.com https://forms.example.org;");
    expect(headerCsp(endpoint)).toContain("connect-src 'self' https://api.github.com https://forms.example.org;");
  });
});

describe('headerCsp', () => {
  it('forbids framing and leaves script rules to the per-page policy', () => {
    const policy = headerCsp();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://api.github.com");
    expect(policy).not.toMatch(/(default|script)-src/);
  });
});

describe('inlineScripts', () => {
  it('finds the inline scripts a browser executes, not external ones or JSON-LD', () => {
    const html =
      '<script src="/a.js" async=""></script><script>self.__next_f.push([1])</script>' +
      '<script type="application/ld+json">{"@type":"Person"}</script><script type="module">go()</script>';
    expect(inlineScripts(html)).toEqual(['self.__next_f.push([1])', 'go()']);
  });
});

describe('withCspMeta', () => {
  const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/a.js"></script></head></html>';

  it('puts the policy right after the charset, before any script', () => {
    const html = withCspMeta(page, "default-src 'self'");
    expect(html).toContain(
      '<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><script',
    );
  });

  it('replaces the policy of an earlier run instead of adding a second one', () => {
    const html = withCspMeta(withCspMeta(page, 'old'), 'new');
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(html).toContain('content="new"');
  });
});

describe('the generated _headers file', () => {
  it('sends the header policy of scripts/build/html/csp.ts and the security headers with every response', () => {
    const headers = headersFor(headersFile, '/projects/alpha/');
    expect(headers['content-security-policy']).toBe(headerCsp());
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('caches hashed build files for a year and makes pages revalidate', () => {
    expect(headersFor(headersFile, '/_next/static/chunks/a1b2.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/index.html', '/404.html', '/about/', '/projects/', '/projects/alpha/']) {
      expect([route, headersFor(headersFile, route)['cache-control']]).toEqual([route, 'no-cache']);
    }
    expect(headersFor(headersFile, '/images/a.webp')['cache-control']).toBeUndefined();
  });

  it('names each page by the path it is served from', () => {
    expect(pagePaths('index.html')).toEqual(['/', '/index.html']);
    expect(pagePaths('projects/alpha/index.html')).toEqual(['/projects/alpha/']);
    expect(pagePaths('404.html')).toEqual(['/404.html']);
  });
});

describe('script rules of files that are not pages', () => {
  // Every file of a small export: pages (each with its own <meta> policy) and public/ files.
  const files = [...pageFiles, 'about', 'images/logo.svg', 'images/shot.webp', 'feed.xml', 'resume.pdf', '_next/static/chunks/a1b2.js'];
  const rules = parseHeadersFile(generateHeadersFile(headerCsp(), pageFiles, files));
  const policiesOf = (path: string) => (headersFor(rules, path)['content-security-policy'] ?? '').split(', ');

  it('gives every file that is not a page a default-src and script-src of the site only', () => {
    for (const path of ['/images/shot.webp', '/feed.xml', '/resume.pdf', '/_next/static/chunks/a1b2.js']) {
      const policies = policiesOf(path);
      expect([path, policies.some((p) => /default-src 'self'/.test(p) && /script-src 'self'(;|$)/.test(p))]).toEqual([path, true]);
    }
  });

  it('runs nothing in an SVG opened directly: no source allowed and a sandbox', () => {
    const svg = policiesOf('/images/logo.svg').find((p) => p.includes("default-src 'none'"));
    expect(svg).toMatch(/(^|; )sandbox(;|$)/);
    expect(svg).not.toMatch(/script-src/);
  });

  it('matches extensions whatever their case: an SVG named .SVG is sandboxed, an .HTML file gets the file policy', () => {
    const owned = [...pageFiles, 'images/Diagram.SVG', 'images/icon.Svg', 'x.HTML', 'docs/Data.XML'];
    const ownRules = parseHeadersFile(generateHeadersFile(headerCsp(), pageFiles, owned));
    const ownPolicies = (path: string) => (headersFor(ownRules, path)['content-security-policy'] ?? '').split(', ');
    for (const path of ['/images/Diagram.SVG', '/images/icon.Svg']) {
      expect([path, ownPolicies(path).some((p) => p.includes("default-src 'none'") && /(^|; )sandbox(;|$)/.test(p))]).toEqual([path, true]);
    }
    for (const path of ['/x.HTML', '/docs/Data.XML']) {
      expect([path, ownPolicies(path).some((p) => /default-src 'self'/.test(p) && /script-src 'self'(;|$)/.test(p))]).toEqual([path, true]);
    }
    // A host that matched paths case-insensitively would still leave the pages to their own policy.
    const caseBlind = ownRules.map((rule) => ({ ...rule, pattern: rule.pattern.toLowerCase() }));
    for (const path of ['/', '/about/', '/404.html']) {
      expect([path, (headersFor(caseBlind, path)['content-security-policy'] ?? '').includes('script-src')]).toEqual([path, false]);
    }
  });

  it('leaves script rules of pages to their <meta> policy, so their hashed inline scripts still run', () => {
    for (const path of ['/', '/about/', '/projects/alpha/', '/404.html']) {
      expect([path, policiesOf(path).some((p) => /(default|script)-src/.test(p))]).toEqual([path, false]);
    }
  });
});

describe('headersFor', () => {
  it('applies every matching rule and joins a header two rules set, as Netlify and Cloudflare do', () => {
    const rules = parseHeadersFile('/*\n  X-A: 1\n/blog/:slug\n  X-A: 2\n  X-B: 3\n');
    expect(headersFor(rules, '/blog/hello')).toEqual({ 'x-a': '1, 2', 'x-b': '3' });
    expect(headersFor(rules, '/blog/hello/more')).toEqual({ 'x-a': '1' });
  });
});
