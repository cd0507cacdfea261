/**
 * @jest-environment node
 */
// The link check (npm run check:links) reads an address in the HTML as a browser does, character
// references and all: "&#x2F;" is a slash, "&amp;" an ampersand.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../../../..');
// The check starts Node and loads the test owner's content: seconds on a busy two-core machine.
jest.setTimeout(60_000);

function checkLinks(pages: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  try {
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `<!doctype html><title>t</title>${html}`);
    }
    const env = { ...process.env, BASE_PATH: '' };
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/check/links.mjs'), '--dir', dir], { cwd: root, encoding: 'utf8', env });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('npm run check:links', () => {
  it('follows an href written with character references to the file it names', () => {
    const run = checkLinks({
      'index.html': '<a href="&#x2F;notes&#x2F;tides&#x2F;#part&#45;two">Tides</a><img src="/a&amp;b.png" alt="">',
      'notes/tides/index.html': '<h2 id="part-two">Part two</h2>',
      'a&b.png': '',
    });
    expect(run).toEqual({ status: 0, output: expect.stringContaining('Links: 2 internal references') });
  });

  it('reports the address a reference leads to when nothing is there', () => {
    const run = checkLinks({ 'index.html': '<a href="&#x2F;notes&#x2F;gone&#x2F;">Gone</a>' });
    expect(run).toEqual({ status: 1, output: expect.stringContaining('index.html → /notes/gone/: no such file') });
  });
});
