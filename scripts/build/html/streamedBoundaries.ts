// React's server renderer sends a finished Suspense boundary in place when it is small, and moves a
// large one (over its "progressive chunk" of 12.8 kB, counted from the start of the page) to the
// end of the document: a placeholder where it belongs (<!--$?--><template id="B:0"></template>),
// the content in a hidden <div id="S:0">, and an inline script ($RC("B:0","S:0")) that moves it
// into place. Over a network that lets the browser paint the top of the page before the rest has
// arrived; in a static file the whole page arrives at once, and React 19 delays the move by up to
// 300 ms after the first paint to reveal boundaries together. So the content a boundary holds
// (the Projects list: its first picture is the largest paint) painted late, and without
// JavaScript at the end of the page. A boundary without a fallback gains nothing from being
// streamed: this rewrite puts its content where React would have put a small one. A boundary with
// a fallback (a loading screen) is left as React wrote it.

/** A `$RC("B:0","S:0")` call: the boundary's placeholder id, then its content's id. */
const REVEAL_CALL = /\$RC\("([^"\\]+)","([^"\\]+)"\)/g;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** The tokens that open or close a <div>, and the raw-text elements whose text may hold anything. */
const DIV_TOKEN = /<div\b[^>]*>|<\/div\s*>|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;

/** Where the element opened at `start` (a <div>) ends: the index just past its closing tag. */
function divEnd(html: string, start: number): number {
  DIV_TOKEN.lastIndex = start;
  let depth = 0;
  for (let match = DIV_TOKEN.exec(html); match; match = DIV_TOKEN.exec(html)) {
    const token = match[0];
    if (/^<div\b/i.test(token)) depth += 1;
    else if (/^<\/div/i.test(token)) depth -= 1;
    if (depth === 0) return DIV_TOKEN.lastIndex;
  }
  throw new Error(`the hidden part at character ${start} has no closing </div>.`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ids of the boundaries an inline script of the page reveals: [placeholder, content]. */
export function revealedBoundaries(html: string): Array<[string, string]> {
  return [...html.matchAll(INLINE_SCRIPT)].flatMap(([, text]) =>
    [...(text ?? '').matchAll(REVEAL_CALL)].map(([, boundary, segment]) => [boundary ?? '', segment ?? ''] as [string, string]),
  );
}

/** The placeholder of a boundary without a fallback, exactly as React writes it. */
const emptyPlaceholder = (boundary: string) => `<!--$?--><template id="${boundary}"></template><!--/$-->`;

/**
 * Puts the content of every revealed boundary that has no fallback in its place, as a finished
 * boundary (<!--$-->…<!--/$-->, what React hydrates without waiting), and drops its reveal call.
 * Returns the page and the boundaries it inlined.
 */
export function inlineStreamedBoundaries(html: string): { html: string; inlined: string[] } {
  let page = html;
  const inlined: string[] = [];
  for (const [boundary, segment] of revealedBoundaries(html)) {
    const placeholder = emptyPlaceholder(boundary);
    // A fallback between the placeholder and its end: a loading screen, shown until the reveal.
    if (!page.includes(placeholder)) continue;
    const opening = `<div hidden id="${segment}">`;
    const start = page.indexOf(opening);
    if (start < 0) throw new Error(`boundary ${boundary} is revealed from a hidden part ${opening} the page does not have.`);
    const end = divEnd(page, start);
    const content = page.slice(start + opening.length, end - '</div>'.length);
    page = page.slice(0, start) + page.slice(end);
    page = page.replace(placeholder, () => `<!--$-->${content}<!--/$-->`);
    page = page.replace(new RegExp(`\\$RC\\("${escape(boundary)}","${escape(segment)}"\\)`), '');
    inlined.push(boundary);
  }
  if (inlined.length > 0 && revealedBoundaries(page).length === 0) page = dropRevealRuntime(page);
  return { html: page, inlined };
}

/**
 * With nothing left to reveal, the reveal functions ($RB, $RV, $RC) and the paint time they
 * throttle by ($RT) are dead code: their inline scripts go (the policy hashes what is left).
 */
function dropRevealRuntime(html: string): string {
  const runtimeOnly = (text: string) => text.includes('$RC=function') && !/\$R[A-Z]\("/.test(text);
  const paintTime = (text: string) => /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$/.test(text);
  return html.replace(INLINE_SCRIPT, (script, text: string) => (runtimeOnly(text) || paintTime(text) ? '' : script));
}

/** What is wrong with a page after the rewrite: a boundary without fallback still revealed by a script. */
export function streamedBoundaryProblems(html: string): string[] {
  return revealedBoundaries(html)
    .filter(([boundary]) => html.includes(emptyPlaceholder(boundary)))
    .map(([boundary, segment]) => `boundary ${boundary} has no fallback but its content (${segment}) is still moved in by a script after the paint.`);
}
