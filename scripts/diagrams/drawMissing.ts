// Draws the notes' diagrams that have no drawing yet into {content}/notes/.diagrams/ (see
// lib/content/noteDiagramCache.ts), for `npm run diagrams` and for the build's first step on a host
// with a browser. A diagram Mermaid refuses is named like any content problem: note, line, reason.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from '@/lib/content/check';
import { diagramBlocks } from '@/lib/content/noteBody';
import { DIAGRAM_FOLDER, diagramFile } from '@/lib/content/noteDiagramCache';
import { noteBodyOf, readNoteSources, slugOf } from '@/lib/content/noteFiles';
import { launchDrawingBrowser } from './browser';
import { openDrawer } from './draw';

export interface DiagramBlock {
  /** The note's file, relative to the content folder ("notes/x.md"). */
  file: string;
  /** The line of the file the block's fence is on. */
  line: number;
  code: string;
}

/** Every ```mermaid block of the notes in `contentDir`, with its file and line. */
export function notesDiagrams(contentDir: string): DiagramBlock[] {
  return readNoteSources(contentDir).flatMap(({ file, source }) => {
    const note = noteBodyOf(source);
    return note ? diagramBlocks(note.body).map(({ line, code }) => ({ file, line: line + note.bodyLine - 1, code })) : [];
  });
}

export interface DrawReport {
  /** Drawn now, and already drawn before. */
  drawn: number;
  kept: number;
  /** Drawings no note uses any more, removed (with `prune`). */
  removed: number;
  /** The diagrams left to draw when there is no browser to draw with. */
  undrawn: number;
  problems: ContentProblem[];
  seconds: number;
}

/**
 * Draws what has no drawing (with `redraw`, everything), one browser for all; `prune` removes the
 * drawings no note uses. Without a browser, draws nothing and says how many are left (`undrawn`).
 */
export async function drawMissing(contentDir: string, { redraw = false, prune = false } = {}): Promise<DrawReport> {
  const started = Date.now();
  const folder = path.join(contentDir, DIAGRAM_FOLDER);
  const blocks = notesDiagrams(contentDir);
  const wanted = new Map<string, DiagramBlock[]>();
  for (const block of blocks) wanted.set(diagramFile(block.code), [...(wanted.get(diagramFile(block.code)) ?? []), block]);
  const missing = [...wanted.entries()].filter(([name]) => redraw || !existsSync(path.join(folder, name)));
  const report: DrawReport = { drawn: 0, kept: wanted.size - missing.length, removed: 0, undrawn: 0, problems: [], seconds: 0 };

  if (missing.length) {
    const browser = await launchDrawingBrowser();
    if (!browser) report.undrawn = missing.length;
    else {
      try {
        const drawer = await openDrawer(browser);
        mkdirSync(folder, { recursive: true });
        for (const [name, uses] of missing) {
          const result = await drawer.draw(uses[0]!.code);
          if ('svg' in result) {
            writeFileSync(path.join(folder, name), result.svg);
            report.drawn++;
            continue;
          }
          for (const use of uses) {
            for (const { line, message } of result.problems) {
              report.problems.push({ file: use.file, entry: `note "${slugOf(use.file)}"`, field: `(body, line ${use.line + line})`, message: `has a diagram ${message}` });
            }
          }
        }
        await drawer.close();
      } finally {
        await browser.close();
      }
    }
  }
  if (prune && existsSync(folder)) {
    for (const name of readdirSync(folder)) {
      if (name.endsWith('.svg') && !wanted.has(name)) {
        rmSync(path.join(folder, name));
        report.removed++;
      }
    }
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}
