/**
 * @jest-environment node
 */
// `npm run diagrams` and the build's first step: the notes' diagrams without a drawing are drawn
// into the content's notes/.diagrams/, once (a second run draws nothing), the drawings no note uses
// any more are removed, and a diagram Mermaid refuses is named by note, line of the file and reason.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIAGRAM_FOLDER, diagramFile } from '@/lib/content/noteDiagramCache';
import { drawMissing, notesDiagrams } from '@/scripts/diagrams/drawMissing';

jest.setTimeout(120_000);

const frontmatter = '---\ntitle: A note\ndate: 2025-03-01\nsummary: What it is about.\ntags: [python]\n---\n';
const FLOW = 'flowchart LR\n  A --> B';
const BROKEN = 'sequenceDiagram\n  A->>B: hi\n  B-x: no one';

let contentDir: string;
beforeEach(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'draw-missing-'));
  mkdirSync(path.join(contentDir, 'notes'));
  writeFileSync(path.join(contentDir, 'notes/one.md'), `${frontmatter}Intro.\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n`);
});
afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

const drawings = () => (existsSync(path.join(contentDir, DIAGRAM_FOLDER)) ? readdirSync(path.join(contentDir, DIAGRAM_FOLDER)).sort() : []);

it('finds every ```mermaid block of the notes with the line of its fence in the file', () => {
  writeFileSync(path.join(contentDir, 'notes/two.md'), `${frontmatter}## A\n\n\`\`\`mermaid\n${BROKEN}\n\`\`\`\n\n\`\`\`python\nx = 1\n\`\`\`\n`);
  expect(notesDiagrams(contentDir)).toEqual([
    { file: 'notes/one.md', line: 9, code: FLOW },
    { file: 'notes/two.md', line: 9, code: BROKEN },
  ]);
});

it('draws what is not drawn, once, names what Mermaid refuses by note and line of the file, and prunes', async () => {
  writeFileSync(path.join(contentDir, 'notes/two.md'), `${frontmatter}## A\n\n\`\`\`mermaid\n${BROKEN}\n\`\`\`\n`);
  const first = await drawMissing(contentDir);
  expect(first).toMatchObject({ drawn: 1, kept: 0, undrawn: 0 });
  expect(drawings()).toEqual([diagramFile(FLOW)]);
  expect(first.problems).toEqual([
    { file: 'notes/two.md', entry: 'note "two"', field: '(body, line 12)', message: expect.stringMatching(/^has a diagram Mermaid cannot read at this line: .*\(got "B-x: no one"\)$/) },
  ]);
  const second = await drawMissing(contentDir);
  expect(second).toMatchObject({ drawn: 0, kept: 1 });
  // Asked to, it removes the drawings no note uses any more.
  writeFileSync(path.join(contentDir, 'notes/one.md'), `${frontmatter}No diagram any more.\n`);
  expect(await drawMissing(contentDir, { prune: true })).toMatchObject({ drawn: 0, removed: 1 });
  expect(drawings()).toEqual([]);
});
