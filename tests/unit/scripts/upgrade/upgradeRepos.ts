// Small synthetic engine and owner repositories for the upgrade tests: an engine with two versions
// (the second changes, adds and removes engine files, updates and removes sample files, bumps a
// dependency and ships a content migration) and owners' sites made from the first version.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../../../..');
const identity = { GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.org', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.org' };

export function git(dir: string, ...args: string[]) {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...identity } }).trim();
}

export function write(dir: string, file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

export const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
export const readBytes = (dir: string, file: string) => readFileSync(path.join(dir, file));

export function commitAll(dir: string, message: string) {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

export function tempDir(name: string) {
  return mkdtempSync(path.join(tmpdir(), `${name}-`));
}

const lines = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `export const ${prefix}${i} = ${i};`).join('\n') + '\n';
const packageJson = (dependencies: Record<string, string>, extra: object = {}) =>
  `${JSON.stringify({ name: 'engine', private: true, scripts: { build: 'echo build' }, dependencies, ...extra }, null, 2)}\n`;

/** The engine's first version (before upgrade existed: no engine.json). */
export const V1 = {
  'package.json': packageJson({ alpha: '1.0.0' }),
  'lib/a.ts': lines('a', 12),
  'lib/b.ts': lines('b', 12),
  'lib/gone.ts': 'export const gone = true;\n',
  'content/profile.ts': "export const profile = {\n  name: 'Sample Person',\n  // Shown above the projects\n  projectsTitle: 'Projects',\n};\n",
  'content/interface.ts': 'export const interfaceText = {};\n',
  'content/projects/index.ts': "export { sample } from './sample';\n",
  'content/projects/sample.ts': "export const sample = { id: 'sample' };\n",
  'content/notes/hello.md': '---\ntitle: Hello\n---\n\nThe sample note.\n',
  'public/images/sample.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
  'public/images/old-sample.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 9, 9, 9]),
};

const MIGRATION = `// Moves the projects' heading into the interface texts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { moveField } from '../moveFields.mjs';

export const summary = 'the projects heading moves to content/interface.ts';

export function migrate(contentDir) {
  const at = (file) => path.join(contentDir, file);
  const result = moveField({
    source: { name: 'profile.ts', object: 'profile', text: readFileSync(at('profile.ts'), 'utf8') },
    destination: { name: 'interface.ts', object: 'interfaceText', text: readFileSync(at('interface.ts'), 'utf8') },
    field: 'projectsTitle',
    to: ['projects', 'title'],
  });
  writeFileSync(at('profile.ts'), result.source);
  writeFileSync(at('interface.ts'), result.destination);
}
`;

/** The second version: what every upgraded site's engine files must equal. */
export const V2 = {
  ...V1,
  'package.json': packageJson({ alpha: '2.0.0', gamma: '1.0.0' }),
  'engine.json': '{\n  "version": "2.0.0"\n}\n',
  'CHANGELOG.md': '# Changelog\n\n## 2.0.0\n\n- The projects heading is an interface text.\n',
  'lib/a.ts': `// a, second version\n${lines('a', 12)}`,
  'lib/b.ts': lines('b', 12).replace('b11 = 11', 'b11 = 1100'),
  'lib/new.ts': 'export const added = true;\n',
  'lib/extra/tool.ts': 'export const tool = true;\n',
  'content/profile.ts': "export const profile = {\n  name: 'Sample Person, v2',\n  // Shown above the projects\n  projectsTitle: 'Projects',\n};\n",
  'content/notes/hello.md': '---\ntitle: Hello again\n---\n\nThe sample note, second version.\n',
  'public/images/sample.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 2, 2, 2]),
  'scripts/upgrade/moveFields.mjs': readFileSync(path.join(root, 'scripts/upgrade/moveFields.mjs'), 'utf8'),
  'scripts/upgrade/migrations/001-projects-title.mjs': MIGRATION,
} as Record<string, string | Buffer | undefined>;
delete V2['lib/gone.ts'];
delete V2['public/images/old-sample.png'];

/**
 * The sample of V2 as the engine's developers leave it when they ship the migration: already in
 * the new shape (the heading in interface.ts), with a new interface text of its own beside it.
 */
export const MIGRATED_SAMPLE = {
  'content/profile.ts': "export const profile = {\n  name: 'Sample Person, v2',\n};\n",
  'content/interface.ts':
    "export const interfaceText = {\n  projects: {\n    // Shown above the projects\n    title: 'Projects',\n  },\n  notes: {\n    title: 'Writing',\n  },\n};\n",
};

/** An engine repository with V1 and V2 (with `changes` to V2) committed; returns its folder and both commits. */
export function makeEngine(changes: Record<string, string> = {}) {
  const dir = tempDir('engine');
  git(dir, 'init', '-q', '-b', 'main');
  for (const [file, text] of Object.entries(V1)) write(dir, file, text);
  const v1 = commitAll(dir, 'v1');
  rmSync(path.join(dir, 'lib/gone.ts'));
  rmSync(path.join(dir, 'public/images/old-sample.png'));
  for (const [file, text] of Object.entries({ ...V2, ...changes })) if (text !== undefined) write(dir, file, text);
  const v2 = commitAll(dir, 'v2');
  return { dir, v1, v2 };
}

/** An owner's site made from V1, as a clone (shared history) or from a download (none). */
export function makeSite(engine: { dir: string; v1: string }, how: 'clone' | 'download') {
  const dir = tempDir('site');
  if (how === 'clone') {
    git(dir, 'clone', '-q', engine.dir, '.');
    git(dir, 'reset', '-q', '--hard', engine.v1);
    git(dir, 'remote', 'remove', 'origin');
  } else {
    const archive = execFileSync('git', ['archive', engine.v1], { cwd: engine.dir });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    git(dir, 'init', '-q', '-b', 'main');
    commitAll(dir, 'my site, from the template');
  }
  return dir;
}

/** The owner's own work: content, a replaced picture, a changed engine file, an added dependency. */
export function makeItMine(dir: string) {
  write(dir, 'content/profile.ts', "export const profile = {\n  name: 'Ada Owner',\n  // Shown above the projects\n  projectsTitle: 'My work',\n};\n");
  rmSync(path.join(dir, 'content/projects/sample.ts'));
  write(dir, 'content/projects/mine.ts', "export const mine = { id: 'mine' };\n");
  write(dir, 'content/projects/index.ts', "export { mine } from './mine';\n");
  write(dir, 'public/images/sample.png', OWN_PICTURE);
  write(dir, 'lib/b.ts', read(dir, 'lib/b.ts').replace('b0 = 0', 'b0 = 42'));
  const pkg = JSON.parse(read(dir, 'package.json'));
  pkg.dependencies['left-pad'] = '1.3.0';
  write(dir, 'package.json', `${JSON.stringify(pkg, null, 2)}\n`);
  return commitAll(dir, 'my content');
}

export const OWN_PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 7, 7, 7]);

/** Runs the upgrade on a site; output and exit code. */
export function upgrade(site: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/upgrade/upgrade.mjs'), '--dir', site, ...args], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, ...identity },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A tree like `tree` with `parts` (any names, `..` and `.git` included) leading to the blob `oid`. */
function treeWith(dir: string, tree: string | undefined, parts: string[], oid: string): string {
  const all = tree ? git(dir, 'ls-tree', tree).split('\n').filter(Boolean) : [];
  const entries = all.filter((line) => line.split('\t')[1] !== parts[0]);
  const sub = all.find((line) => line.split('\t')[1] === parts[0] && line.includes(' tree '));
  const entry = parts.length === 1 ? `100755 blob ${oid}\t${parts[0]}` : `040000 tree ${treeWith(dir, sub?.split(/\s/)[2], parts.slice(1), oid)}\t${parts[0]}`;
  return execFileSync('git', ['mktree'], { cwd: dir, input: `${[...entries, entry].join('\n')}\n`, encoding: 'utf8' }).trim();
}

/**
 * A commit on the engine's main branch adding `files` (path → text) on top of its head, written
 * with git's plumbing so that paths git itself refuses to check out (`..`, `.git`) can be in it,
 * as a hostile engine's could; `message` is the commit's subject.
 */
export function commitHostile(engine: { dir: string }, files: Record<string, string>, message: string) {
  let tree = git(engine.dir, 'rev-parse', 'HEAD^{tree}');
  for (const [file, text] of Object.entries(files)) {
    const oid = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: engine.dir, input: text, encoding: 'utf8' }).trim();
    tree = treeWith(engine.dir, tree, file.split('/'), oid);
  }
  const commit = execFileSync('git', ['commit-tree', tree, '-p', 'HEAD', '-m', message], { cwd: engine.dir, encoding: 'utf8', env: { ...process.env, ...identity } }).trim();
  git(engine.dir, 'update-ref', 'refs/heads/main', commit);
  return commit;
}
