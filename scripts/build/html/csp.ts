// The Content-Security-Policy of the site, in one place.
//
// Next's static export inlines small scripts in every page (the React Server Components payload,
// `self.__next_f.push(...)`), and they differ per page. Rather than allow 'unsafe-inline', the
// build hashes each page's inline scripts (scripts/build/postbuild.mjs, npm "postbuild") and
// writes the page's full policy into a <meta http-equiv="Content-Security-Policy"> tag.
// The HTTP header (public/_headers, for Netlify and Cloudflare Pages) carries everything except
// the script rules plus frame-ancestors, which a <meta> policy cannot set. A header cannot hold
// the per-page hashes: unknown paths are answered with 404.html under any URL, Cloudflare caps a
// header line at 2,000 characters, and GitHub Pages sends no custom headers at all.
// Browsers enforce both policies, so the result is the full policy with hashes on every host.
import { createHash } from 'node:crypto';
import { NO_ADD_ONS, type AddOnHosts } from '@/lib/model/integrations';
import { NOSCRIPT_STYLE } from '@/lib/theme/noscript';

type Directives = Record<string, string[]>;

// Directives shared by the header and the per-page policy.
const SHARED: Directives = {
  'connect-src': ["'self'", 'https://api.github.com'], // repository stats come from the code-hosting API
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  // CSS comes from files (plus the one <noscript> style, by hash); React and framer-motion set
  // inline style attributes.
  'style-src': ["'self'", sha256(NOSCRIPT_STYLE)],
  'style-src-attr': ["'unsafe-inline'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // Set per build by shared(): the contact form posts to its endpoint, or opens the e-mail app.
  'form-action': ['mailto:'],
};

/**
 * The shared directives, plus the origin of the owner's contact-form endpoint when one is set
 * (content/contact.ts or NEXT_PUBLIC_CONTACT_ENDPOINT): the form POSTs there from the browser
 * (fetch) and, before the page's scripts run or without JavaScript, as a plain form post. Without
 * an endpoint the form can only open the e-mail app: form-action allows exactly one of the two.
 * The add-ons of content/integrations.ts add exactly the hosts they reach: where analytics sends
 * its visits (connect-src) and, on a page that shows comments, the comments frame (frame-src).
 */
function shared(formEndpoint = '', addOns: AddOnHosts = NO_ADD_ONS): Directives {
  let directives = SHARED;
  if (formEndpoint) {
    const origin = new URL(formEndpoint).origin;
    directives = { ...directives, 'connect-src': [...(directives['connect-src'] ?? []), origin], 'form-action': [origin] };
  }
  if (addOns.connect.length > 0) directives = { ...directives, 'connect-src': unique([...(directives['connect-src'] ?? []), ...addOns.connect]) };
  if (addOns.frame.length > 0) directives = { ...directives, 'frame-src': unique(addOns.frame) };
  return directives;
}

const unique = (sources: readonly string[]) => [...new Set(sources)];

/** The policy of the HTTP header: everything a <meta> policy can't do, and no script rules. */
export function headerCsp(formEndpoint?: string, addOns?: AddOnHosts): string {
  return serialize({ ...shared(formEndpoint, addOns), 'frame-ancestors': ["'none'"] });
}

/** The policy of one page: only the site's own files, the page's own inline scripts and its add-ons' scripts run. */
export function pageCsp(scriptHashes: readonly string[], formEndpoint?: string, addOns: AddOnHosts = NO_ADD_ONS): string {
  return serialize({ 'default-src': ["'self'"], 'script-src': unique(["'self'", ...addOns.script, ...scriptHashes]), ...shared(formEndpoint, addOns) });
}

/** The narrowing a page without comments gets in the header when other pages show them. */
export const NO_FRAMES_CSP = "frame-src 'none'";

/** Whether a page shows the comments section (components/addOns/Comments.tsx marks it). */
export function pageShowsComments(html: string): boolean {
  return /<section\b[^>]*\sdata-comments[\s=>]/i.test(html);
}

/** The CSP source expression of an inline script: 'sha256-<base64 of its exact text>'. */
export function scriptHash(source: string): string {
  return sha256(source);
}

function sha256(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

// Script types a browser executes (a missing type is JavaScript); JSON-LD and other data blocks
// are not executed and need no hash.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script the browser would execute in `html`. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) found.push(match[2] ?? '');
  }
  return found;
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/** Puts the page's policy in a <meta> tag right after the charset declaration (before any
 * script or stylesheet, which is where a <meta> policy starts to apply), replacing an older one. */
export function withCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const clean = html.replace(CSP_META, '');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(clean);
  const anchor = charset ?? /<head[^>]*>/i.exec(clean);
  if (!anchor) throw new Error('No <head> in the page: cannot add its Content-Security-Policy.');
  const at = anchor.index + anchor[0].length;
  return clean.slice(0, at) + tag + clean.slice(at);
}
