// noscript-fallback: a page behind a loading screen is prerendered inside React's Suspense
// boundary, in a hidden <div> whose id React gives ("S:0") and that an inline script reveals.
// Without JavaScript the <noscript> style (lib/site/noscript.ts) shows those parts by their id
// prefix. This check-only step reads every page for hidden parts the style would not show, so a
// React that names them differently fails the build instead of leaving a spinner without JavaScript.
import { NOSCRIPT_STYLE } from '@/lib/site/noscript';
import { tagAttributes } from '@/scripts/build/html/scriptTags';
import { rewritePages, type PostbuildStep } from '@/scripts/build/steps/step';

/** The id prefix of the hidden parts the style shows ('S:' in `div[hidden][id^="S:"]`). */
const SHOWN_PREFIX = /div\[hidden\]\[id\^="([^"]+)"\]/.exec(NOSCRIPT_STYLE)?.[1];

/** The hidden parts of a page that the <noscript> style would leave hidden. */
export function noscriptProblems(html: string): string[] {
  if (!SHOWN_PREFIX) return ['the <noscript> style of lib/site/noscript.ts no longer selects hidden parts by id prefix.'];
  const problems: string[] = [];
  for (const [tag] of html.matchAll(/<div\b[^>]*>/gi)) {
    const attributes = tagAttributes(tag);
    const id = attributes.get('id');
    if (attributes.has('hidden') && id && !id.startsWith(SHOWN_PREFIX)) {
      problems.push(`the hidden part ${tag} stays hidden without JavaScript: the <noscript> style shows ids starting "${SHOWN_PREFIX}".`);
    }
  }
  return problems;
}

export const noscriptFallbackStep: PostbuildStep = {
  name: 'noscript-fallback',
  run(site) {
    const pages = rewritePages(this.name, site.pages, (page) => page.html, noscriptProblems);
    const streamed = pages.filter((page) => page.html.includes(`id="${SHOWN_PREFIX}`)).length;
    return {
      site,
      summary: `${streamed} of ${pages.length} pages have parts behind a loading screen; the <noscript> style shows every one of them.`,
    };
  },
};
