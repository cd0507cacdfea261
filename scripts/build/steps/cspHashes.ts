// csp-hashes: every page gets a Content-Security-Policy <meta> tag that allows exactly its own
// inline scripts by hash (scripts/build/html/csp.ts says why). It runs after every step that adds
// or changes an inline script. The check reads the finished page again: one policy, before any
// script or stylesheet, and every inline script and <style> in it allowed by hash, so one the
// hashing missed (a new tag shape, script type or escaping) fails the build instead of being
// blocked in browsers.
import { addOnHosts } from '@/lib/model/integrations';
import { inlineScripts, pageCsp, pageShowsComments, scriptHash, withCspMeta } from '@/scripts/build/html/csp';
import { scriptElements, scriptOpeningCount, tagAttributes } from '@/scripts/build/html/scriptTags';
import { rewritePages, type PostbuildStep } from '@/scripts/build/steps/step';

/** Data blocks (JSON-LD, JSON) are never executed, so they need no hash. */
const DATA_BLOCK = /^application\/([\w.-]+\+)?json$/;

const preview = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** The sources of a directive of a serialized policy ([] when the policy does not have it). */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').find((part) => part.trim().split(/\s+/)[0] === name);
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

/** What is wrong with a page's Content-Security-Policy <meta> tag and its inline scripts. */
export function cspProblems(html: string): string[] {
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].filter(
    (match) => tagAttributes(match[0]).get('http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  const [meta] = metas;
  if (!meta || metas.length > 1) return [`${metas.length} Content-Security-Policy <meta> tags where one is expected.`];
  const problems: string[] = [];
  // A <meta> policy applies only to what comes after it.
  const firstScript = html.search(/<script\b/i);
  const firstStylesheet = html.search(/<link\b[^>]*\brel=["']?stylesheet|<style\b/i);
  if ((firstScript >= 0 && firstScript < meta.index) || (firstStylesheet >= 0 && firstStylesheet < meta.index)) {
    problems.push('a script or stylesheet comes before the Content-Security-Policy <meta> tag.');
  }
  const policy = tagAttributes(meta[0]).get('content') ?? '';
  const allowed = directive(policy, 'script-src');
  const elements = scriptElements(html);
  const opened = scriptOpeningCount(html);
  if (opened !== elements.length) problems.push(`${opened} <script> tags but ${elements.length} whole script elements.`);
  for (const { attributes, text } of elements) {
    if (attributes.has('src')) continue;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (DATA_BLOCK.test(type)) continue;
    if (!allowed.includes(scriptHash(text))) {
      const shown = type ? ` (type="${type}")` : '';
      problems.push(`the inline script${shown} "${preview(text)}" is not allowed by hash in the page's script-src.`);
    }
  }
  const allowedStyles = directive(policy, 'style-src');
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    const text = match[1] ?? '';
    if (!allowedStyles.includes(scriptHash(text))) problems.push(`the <style> "${preview(text)}" is not allowed by hash in the page's style-src.`);
  }
  return problems;
}

export const cspHashesStep: PostbuildStep = {
  name: 'csp-hashes',
  run(site) {
    let hashes = 0;
    const pages = rewritePages(
      this.name,
      site.pages,
      (page) => {
        const pageHashes = inlineScripts(page.html).map(scriptHash);
        hashes += pageHashes.length;
        return withCspMeta(page.html, pageCsp(pageHashes, site.formEndpoint, addOnHosts(site.integrations, pageShowsComments(page.html))));
      },
      cspProblems,
    );
    return {
      site: { ...site, pages },
      summary: `${pages.length} pages, ${hashes} inline scripts allowed by hash; every inline script and style of every page is in its policy.`,
    };
  },
};
