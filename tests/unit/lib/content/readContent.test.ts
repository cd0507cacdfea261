/**
 * @jest-environment node
 */
// The content is checked once per build: the build's steps are separate processes that each
// import the content, and only the first checks it; the others read the check from the build
// cache. Counted by the cache's own record of what it computed. An edit to a note, a picture the
// check needed going missing or a file where it found none, is checked again; a mistake is still
// named in one line.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computedRecord } from '@/lib/content/buildCache';

const ROOT = path.resolve(__dirname, '../../../..');
const OWNER = path.join(ROOT, 'tests/fixtures/full-owner');

let dir = '';
let owner = '';
let cache = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'read-once-'));
  owner = path.join(dir, 'owner');
  cache = path.join(dir, 'cache');
  cpSync(OWNER, owner, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a build script for the copied owner, with the build cache in the test's folder. */
function step(script: string, ...args: string[]) {
  const env = { ...process.env, CONTENT_DIR: owner, PUBLIC_DIR: path.join(owner, 'public'), SITE_CACHE_DIR: cache };
  return spawnSync(process.execPath, [script, ...args], { cwd: ROOT, env, encoding: 'utf8' });
}
const checks = () => computedRecord(cache).filter((entry) => entry.kind === 'check');
const printed = () => JSON.parse(step('scripts/node/print-content.mjs').stdout) as { notes: Array<{ slug: string; body: string }> };

describe('the content read once per build', () => {
  it('is checked by the first step only: the later steps, the postbuild among them, read that check', () => {
    const exported = path.join(dir, 'out');
    cpSync(path.join(ROOT, 'tests/fixtures/export'), exported, { recursive: true });
    const runs = [
      step('scripts/build/check-content.mjs'),
      step('scripts/build/generate-resume-json.mjs', path.join(dir, 'resume.json')),
      step('scripts/node/print-content.mjs'),
    ];
    // What a later step read is what the check gave: the notes with their formulas and diagrams.
    const content = JSON.parse(runs[2]!.stdout) as { notes: Array<{ body: string }>; noteRedirects: Array<{ to: string }> };
    expect(content.notes.some((note) => note.body.includes('```mermaid'))).toBe(true);
    // The captured export stands in for Next's; the pages the notes' old addresses lead to are
    // copies of one of its pages (the redirects step refuses an address that leads nowhere).
    for (const { to } of content.noteRedirects) {
      mkdirSync(path.join(exported, to), { recursive: true });
      cpSync(path.join(exported, 'about/index.html'), path.join(exported, to, 'index.html'));
    }
    runs.push(step('scripts/build/postbuild.mjs', exported));
    expect(runs.map((run) => [run.status, run.stderr])).toEqual(runs.map(() => [0, '']));
    expect(checks().map((entry) => entry.script)).toEqual(['check-content.mjs']);
  });

  it('checks a site in two languages once: each language reads the one check', () => {
    // The bilingual owner is the sparse one plus its translation, imported from beside it.
    const fixtures = path.join(dir, 'fixtures');
    for (const name of ['bilingual-owner', 'sparse-owner']) cpSync(path.join(ROOT, 'tests/fixtures', name), path.join(fixtures, name), { recursive: true });
    owner = path.join(fixtures, 'bilingual-owner');
    // Its Arabic, named as docs/languages.md says (the owner path the engine's tests walk).
    appendFileSync(
      path.join(owner, 'site.ts'),
      "import { ar } from './translations/ar';\nexport const languages = { default: 'en', others: { ar }, partial: ['ar'] };\n",
    );
    const languages = [undefined, 'ar'].map((language) => {
      const env = { ...process.env, CONTENT_DIR: owner, PUBLIC_DIR: path.join(fixtures, 'sparse-owner/public'), SITE_CACHE_DIR: cache, SITE_LANGUAGE: language };
      const run = spawnSync(process.execPath, ['scripts/node/print-content.mjs'], { cwd: ROOT, env, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { language: { code: string } }).language.code;
    });
    expect(languages).toEqual(['en', 'ar']);
    expect(computedRecord(cache).map((entry) => entry.kind)).toEqual(['check', 'load', 'load']);
  });

  it('checks a note again once it is edited, and every step then reads the edit', () => {
    expect(step('scripts/build/check-content.mjs').status).toBe(0);
    const file = path.join(owner, 'notes/gauges-in-winter.md');
    appendFileSync(file, '\nA sentence written after the first build.\n');
    const edited = printed().notes.find((note) => note.slug === 'gauges-in-winter');
    expect(edited?.body).toContain('A sentence written after the first build.');
    expect(printed().notes.find((note) => note.slug === 'gauges-in-winter')?.body).toBe(edited?.body);
    expect(checks().map((entry) => entry.script)).toEqual(['check-content.mjs', 'print-content.mjs']);
  });

  it('names a mistake in an edited note in one line, though the note passed before', () => {
    expect(step('scripts/build/check-content.mjs').status).toBe(0);
    const file = path.join(owner, 'notes/gauges-in-winter.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('date: 2024-11-20', 'date: 20 November'));
    const run = step('scripts/build/check-content.mjs');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/notes\/gauges-in-winter\.md, note "gauges-in-winter", date: /);
    expect(checks()).toHaveLength(1);
  });

  it("checks again when a file appears at a note's old address, and names the address", () => {
    expect(step('scripts/build/check-content.mjs').status).toBe(0);
    mkdirSync(path.join(owner, 'public/2021/03/04'), { recursive: true });
    writeFileSync(path.join(owner, 'public/2021/03/04/tide-gauges.html'), '<!doctype html><title>Old</title>\n');
    const run = step('scripts/build/check-content.mjs');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/notes\/tide-gauges\.md, note "tide-gauges", redirectFrom\[0\]: is a file in public\//);
  });

  it('checks again when a picture the check found is gone, and names it', () => {
    expect(step('scripts/build/check-content.mjs').status).toBe(0);
    rmSync(path.join(owner, 'public/images/projects/tidewatch/thumbnail.webp'));
    const run = step('scripts/build/check-content.mjs');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/projects\/tidewatch\.ts, project "tidewatch", thumbnail: names a file that is not in public\//);
  });
});
