/**
 * @jest-environment node
 */
// A note's body is rendered once: a page that renders it again (a rebuild, another worker, the dev
// server's next request) reads the rendering from the build cache; an edit renders it again.
// Counted by the cache's own record of what it computed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toString } from 'hast-util-to-string';
import { computedRecord } from '@/lib/content/buildCache';
import { renderNote } from '@/lib/content/noteRender';
import { interfaceDefaults } from '@/lib/model/interfaceText';

const texts = interfaceDefaults.notes;
// A diagram of the test owner's notes (its title is the interface text's), so that its drawing is in tests/fixtures/full-owner/notes/.diagrams/.
const diagram = [
  'sequenceDiagram',
  '  participant F as Forecast',
  '  participant O as Duty officer',
  '  F->>O: Exceedance per gauge',
  '  O-->>F: Asks for the next run',
].join('\n');
const body = `## Flood line\n\nThe members above $h^\\star$:\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n`;
const note = { file: 'notes/flood-line.md', body };

let cache = '';
const previous = process.env.SITE_CACHE_DIR;
beforeEach(() => {
  cache = mkdtempSync(path.join(tmpdir(), 'note-render-'));
  process.env.SITE_CACHE_DIR = cache;
});
afterEach(() => {
  process.env.SITE_CACHE_DIR = previous;
  rmSync(cache, { recursive: true, force: true });
});
const renders = () => computedRecord(cache).filter((entry) => entry.kind === 'note');

describe('a note rendered once', () => {
  it('gives the kept rendering to the next page that asks, with its formula and diagram', async () => {
    const first = await renderNote(note, texts);
    const again = await renderNote(note, texts);
    expect(renders()).toHaveLength(1);
    expect(again).toEqual(first);
    expect(again.toc.map((entry) => entry.text)).toEqual(['Flood line']);
    const html = JSON.stringify(again.tree);
    expect(html).toContain('<math');
    expect(html).toContain('<svg');
  });

  it('renders an edited note again, and the page shows the edit', async () => {
    await renderNote(note, texts);
    const edited = await renderNote({ ...note, body: body.replace('Flood line', 'Flood level') }, texts);
    expect(renders()).toHaveLength(2);
    expect(toString(edited.tree)).toContain('Flood level');
  });

  it('renders again in other interface texts, which the rendering words', async () => {
    await renderNote(note, texts);
    const renamed = await renderNote(note, { ...texts, diagram: 'Figure {number}: {words}' });
    expect(renders()).toHaveLength(2);
    expect(JSON.stringify(renamed.tree)).toContain('Figure 1');
  });
});
