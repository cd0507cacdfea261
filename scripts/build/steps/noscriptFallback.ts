// noscript-fallback: a page behind a loading screen is prerendered inside React's Suspense
// boundary: a placeholder (<template id="B:0">) where the content goes, and the content itself in
// a hidden <div> whose id React gives ("S:0") and that an inline script moves into place. Without
// JavaScript the <noscript> style (lib/theme/noscript.ts) shows those hidden parts by their id
// prefix. This check-only step counts both on every page, so a React that names the parts
// differently fails the build instead of leaving the page empty without JavaScript.
import { NOSCRIPT_STYLE } from '@/lib/theme/noscript';
import { tagAttributes } from '@/scripts/build/html/scriptTags';
import { rewritePages, type PostbuildStep } from '@/scripts/build/steps/step';

/** The id prefix of the hidden parts the style shows ('S:' in `div[hidden][id^="S:"]{display:block}`). */
const SHOWN_PREFIX = /div\[hidden\]\[id\^="([^"]+)"\]\{display:block\}/.exec(NOSCRIPT_STYLE)?.[1] ?? '';

/** The ids of the page's tags of one name. */
function idsOf(html: string, name: string, where: (attributes: Map<string, string>) => boolean = () => true): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))]
    .map(([tag]) => tagAttributes(tag))
    .filter((attributes) => attributes.has('id') && where(attributes))
    .map((attributes) => attributes.get('id') ?? '');
}

/** The streamed parts of a page: React's placeholders, and the hidden parts the style shows. */
function streamedParts(html: string) {
  return {
    placeholders: idsOf(html, 'template'),
    shown: idsOf(html, 'div', (attributes) => attributes.has('hidden') && !!attributes.get('id')?.startsWith(SHOWN_PREFIX)),
  };
}

/** A streamed part the <noscript> style would leave hidden. */
export function noscriptProblems(html: string): string[] {
  if (!SHOWN_PREFIX) return ['the <noscript> style of lib/theme/noscript.ts no longer shows hidden parts by id prefix.'];
  const { placeholders, shown } = streamedParts(html);
  if (placeholders.length === shown.length) return [];
  return [
    `${placeholders.length} streamed parts (<template id>) but ${shown.length} hidden parts with an id starting "${SHOWN_PREFIX}" ` +
      'for the <noscript> style to show: without JavaScript the page would miss content.',
  ];
}

export const noscriptFallbackStep: PostbuildStep = {
  name: 'noscript-fallback',
  run(site) {
    const pages = rewritePages(this.name, site.pages, (page) => page.html, noscriptProblems);
    const streaming = pages.filter((page) => streamedParts(page.html).placeholders.length > 0).length;
    return {
      site,
      summary: `${streaming} of ${pages.length} pages stream parts (Suspense); the <noscript> style shows every one without JavaScript.`,
    };
  },
};
