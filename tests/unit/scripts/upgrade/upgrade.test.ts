/**
 * @jest-environment node
 */
// `npm run upgrade` on small synthetic repositories: an owner's site made from the engine's first
// version (its content replaced, a picture replaced, an engine file changed, a dependency added) is
// upgraded to the second version, as a clone with shared history and as a download without; a
// conflict, uncommitted work or a path that cannot be written safely leaves the site as it was.
import { existsSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { V2, MIGRATED_SAMPLE, OWN_PICTURE, commitAll, git, makeEngine, makeItMine, makeSite, read, readBytes, tempDir, upgrade, write } from './upgradeRepos';

// Child processes can be slow on a busy machine: a generous limit, not a performance check.
const SLOW = 60_000;
const engine = makeEngine();

describe.each([
  ['a clone with shared history', 'clone', /history contains it/],
  ['a download without history', 'download', /engine files are the closest/],
] as const)('upgrading %s', (_, how, baseFound) => {
  let site: string;
  let before: string;
  let run: ReturnType<typeof upgrade>;
  beforeAll(() => {
    site = makeSite(engine, how);
    before = makeItMine(site);
    run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
  }, SLOW);

  it('finds the version the site is built on and says how', () => {
    expect([run.status, run.output]).toEqual([0, expect.stringMatching(baseFound)]);
    expect(run.output).toContain(`Your site is built on ${engine.v1.slice(0, 7)}`);
  });

  it("takes the new engine's files, its new files and its removals", () => {
    for (const file of ['lib/a.ts', 'lib/new.ts', 'CHANGELOG.md', 'scripts/upgrade/moveFields.mjs']) {
      expect([file, read(site, file)]).toEqual([file, V2[file]!.toString()]);
    }
    expect(existsSync(path.join(site, 'lib/gone.ts'))).toBe(false);
  });

  it('merges the engine file the owner changed with the new version of it', () => {
    const merged = read(site, 'lib/b.ts');
    expect(merged).toContain('b0 = 42'); // the owner's change
    expect(merged).toContain('b11 = 1100'); // the new engine's
    expect(run.output).toMatch(/merged with your changes[^]*lib\/b\.ts/);
  });

  it("keeps the owner's content and pictures; sample files they never touched follow the new version", () => {
    expect(read(site, 'content/projects/index.ts')).toBe("export { mine } from './mine';\n");
    expect(existsSync(path.join(site, 'content/projects/sample.ts'))).toBe(false);
    expect(readBytes(site, 'public/images/sample.png').equals(OWN_PICTURE)).toBe(true);
    expect(read(site, 'content/notes/hello.md')).toBe(V2['content/notes/hello.md']);
    expect(existsSync(path.join(site, 'public/images/old-sample.png'))).toBe(false);
  });

  it("runs the new engine's migration on the owner's content, comment and value kept", () => {
    expect(read(site, 'content/profile.ts')).toBe("export const profile = {\n  name: 'Ada Owner',\n};\n");
    expect(read(site, 'content/interface.ts')).toBe(
      "export const interfaceText = {\n  projects: {\n    // Shown above the projects\n    title: 'My work',\n  },\n};\n",
    );
    expect(run.output).toMatch(/migration 001-projects-title/);
  });

  it("has the new engine's dependency versions and keeps the owner's own", () => {
    const pkg = JSON.parse(read(site, 'package.json'));
    expect(pkg.dependencies).toEqual({ alpha: '2.0.0', gamma: '1.0.0', 'left-pad': '1.3.0' });
  });

  it('records the new version and commit, commits the result, and says how to go back', () => {
    expect(JSON.parse(read(site, 'engine.json'))).toEqual({ version: '2.0.0', commit: engine.v2 });
    expect(git(site, 'status', '--porcelain')).toBe('');
    expect(git(site, 'rev-parse', 'HEAD~1')).toBe(before);
    expect(run.output).toContain(`git reset --hard ${before.slice(0, 12)}`);
  });

  it('finds the recorded version next time, with nothing left to do', () => {
    const again = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect([again.status, again.output]).toEqual([0, expect.stringMatching(/engine\.json records it[^]*nothing to do/)]);
  }, SLOW);
});

describe("a migration into a file the new version's sample already holds", () => {
  // The new version ships its sample already migrated: interface.ts holds the sample's heading. The
  // owner changed only the heading in profile.ts, never interface.ts, which the plan therefore
  // takes from the new version; the migration then finds the heading there already.
  it("keeps the owner's wording, merged with what the new version changed in the file", () => {
    const migrated = makeEngine(MIGRATED_SAMPLE);
    const site = makeSite(migrated, 'download');
    write(site, 'content/profile.ts', read(site, 'content/profile.ts').replace("projectsTitle: 'Projects'", "projectsTitle: 'Things I made'"));
    commitAll(site, 'my heading');
    const run = upgrade(site, '--from', migrated.dir, '--no-install', '--no-gate');
    expect([run.status, run.output]).toEqual([0, expect.stringMatching(/merged with the new version of the file:\n\s+content\/interface\.ts/)]);
    expect(read(site, 'content/interface.ts')).toBe(
      "export const interfaceText = {\n  projects: {\n    // Shown above the projects\n    title: 'Things I made',\n  },\n  notes: {\n    title: 'Writing',\n  },\n};\n",
    );
    expect(read(site, 'content/profile.ts')).toBe("export const profile = {\n  name: 'Sample Person',\n};\n");
  }, SLOW);

  it('lets an owner who changed nothing take the new sample as it is', () => {
    const migrated = makeEngine(MIGRATED_SAMPLE);
    const site = makeSite(migrated, 'download');
    const run = upgrade(site, '--from', migrated.dir, '--no-install', '--no-gate');
    expect(run.status).toBe(0);
    for (const [file, text] of Object.entries(MIGRATED_SAMPLE)) expect([file, read(site, file)]).toEqual([file, text]);
  }, SLOW);
});

describe('an upgrade that cannot be done safely changes nothing', () => {
  function unchanged(site: string, head: string) {
    expect(git(site, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(site, 'status', '--porcelain', '--ignored')).toMatch(/^(!! .*\n?)*$/);
    expect(read(site, 'lib/a.ts')).not.toBe(V2['lib/a.ts']);
  }

  it('stops on a conflict, naming the file and the lines', () => {
    const site = makeSite(engine, 'download');
    write(site, 'lib/a.ts', `// my own first line\n${read(site, 'lib/a.ts')}`);
    const head = commitAll(site, 'my change where the engine changes too');
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/Conflicts[^]*lib\/a\.ts: line 1 of your version/);
    unchanged(site, head);
    expect(read(site, 'lib/a.ts')).toMatch(/^\/\/ my own first line\n/);
  }, SLOW);

  it('refuses to run over changes that are not committed', () => {
    const site = makeSite(engine, 'download');
    const head = git(site, 'rev-parse', 'HEAD');
    write(site, 'public/images/new-photo.png', OWN_PICTURE);
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/not committed[^]*public\/images\/new-photo\.png/);
    expect(git(site, 'rev-parse', 'HEAD')).toBe(head);
    expect(readBytes(site, 'public/images/new-photo.png').equals(OWN_PICTURE)).toBe(true);
  }, SLOW);

  it('never writes through a symbolic link or over a file git does not track', () => {
    const site = makeSite(engine, 'download');
    const elsewhere = tempDir('elsewhere');
    // lib/extra is a link to a folder outside the site, and an ignored file of the owner's sits
    // where the new engine adds one.
    symlinkSync(elsewhere, path.join(site, 'lib/extra'));
    write(site, '.gitignore', 'lib/new.ts\n');
    write(site, 'lib/new.ts', 'my own notes\n');
    const head = commitAll(site, 'lib/extra is elsewhere');
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--no-gate');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/lib\/extra\/tool\.ts: lib\/extra is a symbolic link/);
    expect(run.output).toMatch(/lib\/new\.ts: a file git does not track/);
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(read(site, 'lib/new.ts')).toBe('my own notes\n');
    unchanged(site, head);
  }, SLOW);

  it('prints the plan and changes nothing with --dry-run', () => {
    const site = makeSite(engine, 'clone');
    const head = makeItMine(site);
    const run = upgrade(site, '--from', engine.dir, '--dry-run', '--no-install', '--no-gate');
    expect([run.status, run.output]).toEqual([0, expect.stringMatching(/engine files added[^]*lib\/new\.ts[^]*Dry run: nothing was changed/)]);
    unchanged(site, head);
  }, SLOW);
});

describe("the owner's gate after the upgrade", () => {
  it('on red, says what failed and how to go back', () => {
    const site = makeSite(engine, 'download');
    const pkg = JSON.parse(read(site, 'package.json'));
    // The owner's gate fails while a sample note is in the site.
    pkg.scripts.gate = 'node -e "process.exit(require(\'fs\').existsSync(\'content/notes/hello.md\') ? 1 : 0)"';
    write(site, 'package.json', `${JSON.stringify(pkg, null, 2)}\n`);
    const before = commitAll(site, 'my gate');
    const run = upgrade(site, '--from', engine.dir, '--no-install', '--yes');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/The gate: npm run gate[^]*The gate is red: npm run gate failed/);
    expect(run.output).toContain(`git reset --hard ${before.slice(0, 12)}`);
    git(site, 'reset', '-q', '--hard', before);
    expect(readFileSync(path.join(site, 'lib/a.ts'), 'utf8')).not.toBe(V2['lib/a.ts']);
  }, SLOW);
});
