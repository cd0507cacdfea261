/**
 * @jest-environment node
 */
// A new engine is outside input: its preview runs nothing of it, its migrations run sandboxed and
// write only their copy of the content, its paths go through the one path policy before anything
// is written anywhere, and its text reaches the terminal with control characters made visible.
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commitHostile, git, makeEngine, makeSite, read, tempDir, upgrade } from './upgradeRepos';

const SLOW = 60_000;

/** A site from the first version and an engine whose newest commit adds `files`. */
function hostile(files: Record<string, string>, message = 'v3') {
  const engine = makeEngine();
  const site = makeSite(engine, 'download');
  commitHostile(engine, files, message);
  return { engine, site, head: git(site, 'rev-parse', 'HEAD') };
}

function unchanged(site: string, head: string) {
  expect(git(site, 'rev-parse', 'HEAD')).toBe(head);
  expect(git(site, 'status', '--porcelain', '--ignored')).toBe('');
}

/** A migration that writes `marker` (outside the site) when imported or when run. */
const markingMigration = (marker: string, when: 'import' | 'run') => `import { writeFileSync } from 'node:fs';
export const summary = 'looks harmless';
${when === 'import' ? `writeFileSync(${JSON.stringify(marker)}, String(process.env.GITHUB_TOKEN));\n` : ''}export function migrate() {
  ${when === 'run' ? `writeFileSync(${JSON.stringify(marker)}, String(process.env.GITHUB_TOKEN));` : ''}
}
`;

describe('the dry run reads the new engine as data only', () => {
  it("imports no migration: one that writes a file on import leaves no file, and its summary is in the plan", () => {
    const marker = path.join(tempDir('outside'), 'ran-on-import');
    const { engine, site, head } = hostile({ 'scripts/upgrade/migrations/002-marker.mjs': markingMigration(marker, 'import') });
    const run = upgrade(site, '--from', engine.dir, '--dry-run', '--no-install', '--no-gate');
    expect([run.status, run.output]).toEqual([
      0,
      expect.stringMatching(/002-marker: looks harmless[^]*Dry run: nothing was changed, and nothing of the new engine was run/),
    ]);
    expect(existsSync(marker)).toBe(false);
    unchanged(site, head);
  }, SLOW);
});

describe('a real upgrade runs each migration sandboxed', () => {
  it('fails naming the migration that writes outside its copy of content/, the site and the outside unchanged', () => {
    const outside = tempDir('outside');
    const marker = path.join(outside, 'ran');
    const { engine, site, head } = hostile({ 'scripts/upgrade/migrations/002-marker.mjs': markingMigration(marker, 'run') });
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/migration 002-marker tried to reach outside its copy of content\/[^]*was stopped/);
    expect(readdirSync(outside)).toEqual([]);
    unchanged(site, head);
  }, SLOW);

  it("runs a migration with the site's packages when its node_modules is a link to a folder elsewhere", () => {
    const engine = makeEngine();
    const site = makeSite(engine, 'download');
    symlinkSync(path.join(__dirname, '../../../../node_modules'), path.join(site, 'node_modules'));
    writeFileSync(path.join(site, '.git/info/exclude'), 'node_modules\n');
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect([run.status, run.output]).toEqual([0, expect.stringMatching(/migration 001-projects-title: .*\(2\):/)]);
    expect(read(site, 'content/interface.ts')).toMatch(/title: 'Projects'/);
  }, SLOW);

  it("runs a migration that edits a note's front matter with the engine's own reader of it", () => {
    const engineFile = (file: string) => readFileSync(path.join(__dirname, '../../../..', file), 'utf8');
    const { engine, site } = hostile({
      'scripts/upgrade/frontmatter.mjs': engineFile('scripts/upgrade/frontmatter.mjs'),
      'lib/format/frontMatter.mjs': engineFile('lib/format/frontMatter.mjs'),
      'scripts/upgrade/migrations/002-summary.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { editFrontmatter } from '../frontmatter.mjs';
export const summary = 'notes get a summary';
export function migrate(dir) {
  const file = dir + '/notes/hello.md';
  writeFileSync(file, editFrontmatter(readFileSync(file, 'utf8'), (document) => document.set('summary', 'Added')));
}
`,
    });
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect([run.status, run.output]).toEqual([0, expect.stringMatching(/migration 002-summary[^]*content\/notes\/hello\.md/)]);
    expect(read(site, 'content/notes/hello.md')).toBe('---\ntitle: Hello again\nsummary: Added\n---\n\nThe sample note, second version.\n');
  }, SLOW);

  it("gives a migration none of the owner's environment: no token to read", () => {
    const { engine, site } = hostile({
      'scripts/upgrade/migrations/002-token.mjs': `import { writeFileSync } from 'node:fs';
export const summary = 'writes what it can read of the environment';
export function migrate(dir) { writeFileSync(dir + '/seen.txt', JSON.stringify(Object.keys(process.env))); }
`,
    });
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect([run.status, run.output]).toEqual([0, expect.stringMatching(/migration 002-token[^]*content\/seen\.txt/)]);
    expect(JSON.parse(read(site, 'content/seen.txt'))).toEqual([]);
  }, SLOW);
});

describe('code a migration writes into the content is shown before anything runs it', () => {
  /** A site whose gate leaves a mark, and an engine whose new migration adds code to content/profile.ts. */
  function withInjection() {
    const { engine, site } = hostile({
      'scripts/upgrade/migrations/002-inject.mjs': `import { appendFileSync } from 'node:fs';
export const summary = 'tidies the profile';
export function migrate(dir) { appendFileSync(dir + '/profile.ts', "export const tidy = process.env;\\n"); }
`,
    });
    const pkg = JSON.parse(read(site, 'package.json'));
    pkg.scripts.gate = 'node -e "require(\'fs\').writeFileSync(\'gate-ran\', \'\')"';
    writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    writeFileSync(path.join(site, '.git/info/exclude'), 'gate-ran\n');
    git(site, 'commit', '-qam', 'my gate');
    return { engine, site, head: git(site, 'rev-parse', 'HEAD') };
  }

  it('stops before the gate without a terminal to ask in, printing the diff and the command that goes on', () => {
    const { engine, site, head } = withInjection();
    const run = upgrade(site, '--from', engine.dir, '--no-install');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/changed code in your content[^]*\+\+\+ content\/profile\.ts\n@@[^]*\n\+export const tidy = process\.env;/);
    expect(run.output).toMatch(/Stopped before the gate: nothing was changed\.[^]*npm run upgrade -- --dir \S+ --from \S+ --no-install --yes/);
    expect(existsSync(path.join(site, 'gate-ran'))).toBe(false);
    unchanged(site, head);
  }, SLOW);

  it('goes on with --yes (the scheduled workflow, whose pull request shows the diff)', () => {
    const { engine, site, head } = withInjection();
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--yes');
    expect([run.status, run.output]).toEqual([0, expect.stringMatching(/\+export const tidy = process\.env;[^]*--yes: going on[^]*The gate is green/)]);
    expect(existsSync(path.join(site, 'gate-ran'))).toBe(true);
    expect(git(site, 'rev-parse', 'HEAD~1')).toBe(head);
  }, SLOW);
});

describe("the engine's paths go through the path policy before anything is written", () => {
  it("refuses a file under .git/ (a hook would run at the upgrade's own commit), in any letter case", () => {
    const { engine, site, head } = hostile({ '.git/hooks/post-commit': '#!/bin/sh\ntouch hooked\n', '.GIT/hooks/pre-commit': '#!/bin/sh\n' });
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/\.git\/hooks\/post-commit: .*inside a \.git folder/);
    expect(run.output).toMatch(/\.GIT\/hooks\/pre-commit: .*inside a \.git folder/);
    expect(existsSync(path.join(site, '.git/hooks/post-commit'))).toBe(false);
    unchanged(site, head);
  }, SLOW);

  it('refuses a scripts/ entry with ".." parts before staging anything in the temporary folder', () => {
    const name = `escaped-${process.pid}-${Date.now()}`;
    const { engine, site, head } = hostile({ [`scripts/../../../${name}`]: 'escaped\n', 'scripts/upgrade/migrations/002-noop.mjs': "export const summary = 'nothing';\nexport function migrate() {}\n" });
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/scripts\/\.\.\/\.\.\/\.\.\/escaped-\S+: .*not a plain path/);
    expect(existsSync(path.join(tmpdir(), name))).toBe(false);
    expect(existsSync(path.join(path.dirname(tmpdir()), name))).toBe(false);
    unchanged(site, head);
  }, SLOW);
});

describe("the engine's text reaches the terminal with its control characters made visible", () => {
  it('shows the escape sequences of a CHANGELOG line, a commit subject and a migration summary', () => {
    const { engine, site } = hostile({
      'CHANGELOG.md': '# Changelog\n\n## 3.0.0\n\n- \u001b[2J\u001b[Hcleared\n',
      'engine.json': '{\n  "version": "3.0.0"\n}\n',
      'scripts/upgrade/migrations/002-noop.mjs': "export const summary = 'title \\u001b]0;owned\\u0007';\nexport function migrate() {}\n",
    }, 'v3 \u001b[31mred');
    const run = upgrade(site, '--from', engine.dir, '--dry-run', '--no-install', '--no-gate');
    expect(run.status).toBe(0);
    expect(run.output).not.toMatch(/[\u001b\u0007]/);
    expect(run.output).toContain('\\u{1b}[2J\\u{1b}[Hcleared');
    expect(run.output).toContain('v3 \\u{1b}[31mred');
    expect(run.output).toContain('002-noop: title \\u{1b}]0;owned\\u{7}');
  }, SLOW);
});
