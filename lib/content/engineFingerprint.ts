// The engine as a result of the build cache (./buildCache.ts) depends on it: a change of the loader,
// a check or a renderer, or of an installed package, makes every entry it kept stale.
import 'server-only';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from './buildCache';

/** The files of the engine a result may depend on: the loader, the checks and the renderers. */
const ENGINE_FOLDERS = ['lib'];

/** The lock file of the installed packages (npm's own copy in node_modules/), nearest the root. */
function installedPackages(root: string): string | undefined {
  for (let dir = root; ; dir = path.dirname(dir)) {
    for (const file of ['node_modules/.package-lock.json', 'package-lock.json']) {
      if (existsSync(path.join(dir, file))) return path.join(dir, file);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The engine's files, by name, size and time written: read again only when this changes (`next dev` after an edit of lib/). */
function engineFiles(root: string): { files: string[]; stamp: string } | undefined {
  if (!ENGINE_FOLDERS.every((folder) => existsSync(path.join(root, folder)))) return undefined;
  const files = ENGINE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const lock = installedPackages(root);
  files.sort().push(...[lock, path.join(root, 'package.json')].filter((file): file is string => Boolean(file && existsSync(file))));
  const stamp = files
    .map((file) => {
      const { size, mtimeMs } = statSync(file);
      return `${file}\0${size}\0${mtimeMs}`;
    })
    .join('\0');
  return { files, stamp };
}

const fingerprints = new Map<string, { stamp: string; fingerprint: string }>();
/**
 * The engine as a result depends on it: every file of lib/ and the versions of every installed
 * package (the math, diagram and highlighting renderers among them). A new renderer, an upgraded
 * package or an edited check makes every earlier entry stale. Undefined when the root holds no
 * engine (a script started from another folder): nothing is then kept or read.
 */
export function engineFingerprint(root = process.cwd()): string | undefined {
  const found = engineFiles(root);
  if (!found) return undefined;
  const known = fingerprints.get(root);
  if (known?.stamp === found.stamp) return known.fingerprint;
  const fingerprint = hashOf(...found.files.flatMap((file) => [path.relative(root, file), readFileSync(file)]));
  fingerprints.set(root, { stamp: found.stamp, fingerprint });
  return fingerprint;
}

