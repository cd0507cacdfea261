// The check of a ```mermaid block in every process that loads the content: what its text alone
// shows (./noteDiagramSource.ts: its size, front matter, directives, lines a page cannot honour),
// and whether it is drawn. Mermaid's own parser checked it, counted its parts and drew it when it
// was drawn (scripts/diagrams/, `npm run diagrams` or the build's first step on a host with a
// browser); a block that is not drawn yet is named with the command that draws it. One pass over
// the block's lines and a look-up of one file: no browser, and nothing drawn again.
import type { DrawnDiagrams } from './noteDiagramCache';
import { readDiagramSource, type DiagramProblem } from './noteDiagramSource';

/** What an owner runs to draw the diagrams the check names as not drawn. */
export const DRAW_DIAGRAMS = 'npm run diagrams';

/**
 * What is wrong with a diagram, every problem its text shows; with the content's drawings, also
 * that it is not drawn yet. Each message follows "has a diagram ".
 */
export function diagramProblems(code: string, drawn?: DrawnDiagrams): DiagramProblem[] {
  const source = readDiagramSource(code);
  if (source.problems.length || !drawn || drawn.has(code)) return source.problems;
  return [
    {
      line: source.headerIndex + 1,
      message: `that is not drawn yet: run "${DRAW_DIAGRAMS}" (it draws with the official Mermaid renderer in Chromium or Chrome, and writes ${drawn.shown}/), then commit what it wrote`,
    },
  ];
}
