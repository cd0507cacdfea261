// defer-scripts: every page's framework scripts start after its first paint
// (scripts/build/html/scriptDeferral.ts says why and how). The rewrite looks for the exact tags
// Next.js writes; the check reads every <script> and <link> whatever its shape, so a tag the
// rewrite no longer recognises after a framework upgrade fails the build instead of quietly
// loading before the paint.
import { deferScripts, isScriptPreload, LOADER_MARK } from '@/scripts/build/html/scriptDeferral';
import { scriptElements } from '@/scripts/build/html/scriptTags';
import { rewritePages, type PostbuildStep } from '@/scripts/build/steps/step';

/** Where the framework's files are served from (under the base path, if any). */
const FRAMEWORK_FILES = '/_next/';

/** What is wrong with a page whose scripts should all wait for the first paint. */
export function deferralProblems(html: string): string[] {
  const problems: string[] = [];
  for (const { tag, attributes } of scriptElements(html)) {
    // A nomodule script is never fetched by a browser that runs modules.
    if (attributes.get('src')?.includes(FRAMEWORK_FILES) && !attributes.has('nomodule')) {
      problems.push(`framework script ${tag} still loads before the first paint: the rewrite did not recognise its shape.`);
    }
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (isScriptPreload(tag)) problems.push(`script preload ${tag} still fetches before the first paint.`);
  }
  if (html.includes(FRAMEWORK_FILES)) {
    const loaders = html.split(LOADER_MARK).length - 1;
    if (loaders === 0) problems.push('no after-paint script loader: no framework <script src> tag in the shape the rewrite knows.');
    if (loaders > 1) problems.push(`${loaders} after-paint script loaders where one is expected.`);
  }
  return problems;
}

export const deferScriptsStep: PostbuildStep = {
  name: 'defer-scripts',
  run(site) {
    let moved = 0;
    const pages = rewritePages(
      this.name,
      site.pages,
      (page) => {
        const { html, scripts } = deferScripts(page.html);
        moved += scripts.length;
        return html;
      },
      deferralProblems,
    );
    return {
      site: { ...site, pages },
      summary: `${moved} framework script tags in ${pages.length} pages moved into their after-paint loaders; none left before the first paint.`,
    };
  },
};
