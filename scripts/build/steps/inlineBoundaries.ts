// inline-boundaries: the content of a Suspense boundary without a fallback is put in its place in
// the page, rather than at the end of the document for a script to move in after the first paint
// (scripts/build/html/streamedBoundaries.ts says why). The check fails the build if such a
// boundary is still moved in by a script, so a React that writes its parts differently is seen.
import { inlineStreamedBoundaries, streamedBoundaryProblems } from '@/scripts/build/html/streamedBoundaries';
import { rewritePages, type PostbuildStep } from '@/scripts/build/steps/step';

export const inlineBoundariesStep: PostbuildStep = {
  name: 'inline-boundaries',
  run(site) {
    const inlinedOn = new Set<string>();
    const pages = rewritePages(
      this.name,
      site.pages,
      (page) => {
        const { html, inlined } = inlineStreamedBoundaries(page.html);
        if (inlined.length > 0) inlinedOn.add(page.file);
        return html;
      },
      streamedBoundaryProblems,
    );
    return {
      site: { ...site, pages },
      summary: `${inlinedOn.size} of ${pages.length} pages had a boundary without fallback streamed to their end: its content is now in place.`,
    };
  },
};
