// The drawn diagrams of the notes: one SVG per ```mermaid block in {content}/notes/.diagrams/,
// named by the hash of the block's text. Drawing needs a browser (scripts/diagrams/); reading a
// drawing needs nothing, so a site whose diagrams are drawn and committed builds on any host, and a
// diagram is drawn once, whatever the number of builds or of processes that load the content.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveSite } from './buildTarget.mjs';

/** Where the drawings are kept, relative to the content folder. */
export const DIAGRAM_FOLDER = 'notes/.diagrams';

/** The file a block's drawing is kept in: the start of the SHA-256 of its text, as written. */
export function diagramFile(code: string): string {
  return `${createHash('sha256').update(code, 'utf8').digest('hex').slice(0, 20)}.svg`;
}

/** The drawings of one content folder, looked up by a block's text. */
export interface DrawnDiagrams {
  /** The folder, as messages name it ("content/notes/.diagrams"). */
  shown: string;
  has(code: string): boolean;
  /** The drawing's SVG; throws naming the file when there is none or it is not one of ours. */
  read(code: string): string;
}

/** An opening or empty tag: its name and attributes, their values quoted as XML writes them (a ">" may be in one). */
export const TAG = /<([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*"[^"]*")?)*)\s*\/?>/g;
const FOREIGN_ELEMENT = /^(script|style|iframe|object|embed|link|meta)$/i;
const FOREIGN_ATTRIBUTE = /\s(on[a-z]+\s*=|(xlink:)?href\s*=\s*"\s*(javascript|data|vbscript):)/i;

/**
 * Whether a drawing is one this engine writes: an SVG with no script, handler, stylesheet, frame or
 * script address in any of its tags (its texts may say anything). The file is the owner's, in their
 * repository; one that is not a drawing (edited by hand, or from elsewhere) is refused rather than
 * put in a page.
 */
function isDrawing(svg: string): boolean {
  if (!svg.startsWith('<svg')) return false;
  for (const [, name, attributes] of svg.matchAll(TAG)) if (FOREIGN_ELEMENT.test(name!) || FOREIGN_ATTRIBUTE.test(attributes ?? '')) return false;
  return true;
}

export function drawnDiagrams(contentDir: string, shownContentDir = path.basename(contentDir)): DrawnDiagrams {
  const folder = path.join(contentDir, DIAGRAM_FOLDER);
  const shown = `${shownContentDir}/${DIAGRAM_FOLDER}`;
  const files = new Map<string, string>();
  return {
    shown,
    has: (code) => existsSync(path.join(folder, diagramFile(code))),
    read(code) {
      const name = diagramFile(code);
      let svg = files.get(name);
      if (svg === undefined) {
        const file = path.join(folder, name);
        if (!existsSync(file)) throw new Error(`${shown}/${name} is missing: run "npm run diagrams" to draw the diagram`);
        svg = readFileSync(file, 'utf8');
        if (!isDrawing(svg)) {
          throw new Error(`${shown}/${name} is not a drawing this site made (it holds a script, a stylesheet or no SVG): delete it and run "npm run diagrams"`);
        }
        files.set(name, svg);
      }
      return svg;
    },
  };
}

let siteDrawings: DrawnDiagrams | undefined;

/** The drawings of the site this process builds (CONTENT_DIR, else content/). */
export function siteDiagrams(): DrawnDiagrams {
  const { content } = resolveSite();
  siteDrawings ??= drawnDiagrams(content.absolute, content.shown);
  return siteDrawings;
}

/**
 * The drawings of a content folder as one line of names, sizes and times written: what a kept check
 * or rendering depended on besides the notes (./readContent.ts, ./noteRender.ts). A diagram drawn
 * again is written again, so nothing kept from the old drawing is read.
 */
export function drawingsStamp(contentDir: string): string {
  const folder = path.join(contentDir, DIAGRAM_FOLDER);
  if (!existsSync(folder)) return 'no drawings';
  return readdirSync(folder)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => {
      const { size, mtimeMs } = statSync(path.join(folder, name));
      return `${name}\0${size}\0${mtimeMs}`;
    })
    .join('\0');
}
