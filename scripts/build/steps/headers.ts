// headers: writes the `_headers` file of the export (scripts/build/html/headers.ts, for Netlify
// and Cloudflare Pages) and reads it back the way those hosts do: every page has its own rule and
// every file of the export gets the security headers and the whole header policy, on lines short
// enough for the host to keep them.
import { addOnHosts } from '@/lib/model/integrations';
import { headerCsp, NO_FRAMES_CSP, pageShowsComments } from '@/scripts/build/html/csp';
import { filePolicyOf, headersFile, pagePaths, READABLE_HEADER, SECURITY_HEADERS } from '@/scripts/build/html/headers';
import { GISCUS_THEME_DIR } from '@/lib/theme/giscusTheme';
import { headersFor, parseHeadersFile, type HeaderRule } from '@/scripts/check/headers-file.mjs';
import { PostbuildError, type PostbuildStep, type Problem } from '@/scripts/build/steps/step';

export const HEADERS_FILE = '_headers';
/** Cloudflare Pages ignores a `_headers` line longer than this. */
const MAX_LINE = 2000;

/** A file's URL path in the export ("og/home.png" → "/og/home.png"). */
const urlPath = (file: string) => `/${file.split('\\').join('/')}`;

/**
 * What is wrong with a `_headers` file for this export and header policy, by the page (or file)
 * that gets it wrong; `readableFiles` must be readable by other sites.
 */
export function headersProblems(
  text: string,
  policy: string,
  pageFiles: readonly string[],
  otherFiles: readonly string[],
  readableFiles: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.length > MAX_LINE) {
      problems.push({ page: HEADERS_FILE, problem: `line ${index + 1} has ${line.length} characters; hosts drop lines over ${MAX_LINE}.` });
    }
  });
  let rules: HeaderRule[];
  try {
    rules = parseHeadersFile(text);
  } catch (error) {
    return [...problems, { page: HEADERS_FILE, problem: error instanceof Error ? error.message : String(error) }];
  }
  const patterns = new Set(rules.map((rule) => rule.pattern));
  const check = (file: string, route: string, page: boolean) => {
    const headers = headersFor(rules, route);
    const missing = SECURITY_HEADERS.filter(([name, value]) => headers[name.toLowerCase()] !== value).map(([name]) => name);
    // Several matching rules each add their own policy (comma-joined): the header policy must be one of them, whole.
    const policies = (headers['content-security-policy'] ?? '').split(/\s*,\s*/);
    if (!policies.includes(policy)) missing.push('Content-Security-Policy');
    const filePolicy = page ? undefined : filePolicyOf(file);
    if (filePolicy && !policies.includes(filePolicy)) missing.push('its file policy (Content-Security-Policy of a picture or file that is not a page)');
    if (page && !patterns.has(route)) missing.push(`a rule of its own for ${route}`);
    if (readableFiles.includes(file) && headers[READABLE_HEADER[0].toLowerCase()] !== READABLE_HEADER[1]) missing.push(`${READABLE_HEADER.join(': ')} (another site reads it)`);
    if (page && !/\bno-cache\b/.test(headers['cache-control'] ?? '')) missing.push('Cache-Control: no-cache');
    if (missing.length > 0) problems.push({ page: file, problem: `${HEADERS_FILE} does not give ${route} ${missing.join(', ')}.` });
  };
  for (const file of pageFiles) for (const route of pagePaths(file)) check(file, route, true);
  for (const file of otherFiles) check(file, urlPath(file), false);
  if (!/\bimmutable\b/.test(headersFor(rules, '/_next/static/chunks/build-file.js')['cache-control'] ?? '')) {
    problems.push({ page: HEADERS_FILE, problem: 'the hashed build files under /_next/static/ are not cached as immutable.' });
  }
  return problems;
}

export const headersStep: PostbuildStep = {
  name: 'headers',
  run(site) {
    // The header policy is every path's: it allows the comments frame when some page shows it, and
    // each page that does not gets a second policy that allows no frame (browsers enforce both).
    const withComments = site.pages.filter((page) => pageShowsComments(page.html));
    const policy = headerCsp(site.formEndpoint, addOnHosts(site.integrations, withComments.length > 0));
    const pageFiles = site.pages.map((page) => page.file);
    const narrowed = withComments.length > 0 ? site.pages.filter((page) => !withComments.includes(page)).map((page) => page.file) : [];
    // The comments frame's stylesheets, which giscus's frame loads from another site.
    const readableFiles = site.otherFiles.filter((file) => file.startsWith(`${GISCUS_THEME_DIR.slice(1)}/`));
    const readable = readableFiles.length > 0 ? [`${GISCUS_THEME_DIR}/*`] : [];
    const text = headersFile(policy, pageFiles, [...pageFiles, ...site.otherFiles], { files: narrowed, policy: NO_FRAMES_CSP }, readable);
    const problems = headersProblems(text, policy, pageFiles, site.otherFiles, readableFiles);
    if (problems.length > 0) throw new PostbuildError(this.name, problems);
    const routes = new Set(pageFiles.flatMap(pagePaths)).size;
    return {
      site: { ...site, written: { ...site.written, [HEADERS_FILE]: text } },
      summary: `wrote ${HEADERS_FILE}: ${routes} page paths and ${site.otherFiles.length} other files each get the security headers and the whole header policy.`,
    };
  },
};
