// The three-way merge of one text file with `git merge-file`: the owner's version, the base they
// started from and the new engine's. A conflict is reported with the lines of the owner's file it
// covers, so the owner can find the place before anything is changed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @param {Buffer} bytes */
const isBinary = (bytes) => bytes.includes(0);

/**
 * The owner's line numbers covered by each conflict in merge-file's output, e.g. ["12-18", "40"].
 * @param {string} merged
 */
export function conflictPlaces(merged) {
  const places = [];
  let line = 0;
  let section = 'outside';
  let start = 0;
  for (const text of merged.split('\n')) {
    if (text.startsWith('<<<<<<< ')) {
      section = 'ours';
      start = line + 1;
    } else if (section === 'ours' && text.startsWith('||||||| ')) {
      section = 'base';
    } else if (section !== 'outside' && text === '=======') {
      section = 'theirs';
    } else if (section === 'theirs' && text.startsWith('>>>>>>> ')) {
      const end = Math.max(line, start);
      places.push(end > start ? `${start}-${end}` : `${start}`);
      section = 'outside';
    } else if (section === 'outside' || section === 'ours') {
      line += 1;
    }
  }
  return places;
}

/**
 * Merges `ours` and `theirs` (Buffers) from their common `base` (a Buffer, or undefined when both
 * added the file). Returns { merged: Buffer } or { conflict: string } saying where.
 * @param {{ ours: Buffer, base?: Buffer, theirs: Buffer, tmp: string }} sides
 * @returns {{ merged: Buffer, conflict?: undefined } | { conflict: string, merged?: undefined }}
 */
export function mergeThreeWay({ ours, base, theirs, tmp }) {
  if ([ours, base ?? Buffer.alloc(0), theirs].some(isBinary)) {
    return { conflict: 'not text, and changed both in your site and in the new engine' };
  }
  const dir = mkdtempSync(path.join(tmp, 'merge-'));
  try {
    /** @type {(name: string, data: Buffer) => string} */
    const write = (name, data) => {
      const at = path.join(dir, name);
      writeFileSync(at, data);
      return at;
    };
    const files = [write('yours', ours), write('base', base ?? Buffer.alloc(0)), write('new', theirs)];
    const run = spawnSync('git', ['merge-file', '-p', '-L', 'yours', '-L', 'base', '-L', 'new engine', ...files], {
      maxBuffer: 1 << 30,
    });
    if (run.status === 0) return { merged: run.stdout };
    if (run.status !== null && run.status > 0) {
      const places = conflictPlaces(run.stdout.toString('utf8'));
      return { conflict: `${places.length === 1 ? 'line' : 'lines'} ${places.join(', ')} of your version changed differently in the new engine` };
    }
    throw new Error(`git merge-file failed: ${run.stderr.toString('utf8')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
