/**
 * @jest-environment node
 */
// `npm run new-site` deletes only what git can give back: it never follows a symbolic link to a
// folder elsewhere (notes or pictures kept outside the site survive), it refuses to run over files
// in content/ or public/ that git does not hold (new pictures, edits) and keeps them, and an ignored draft, even
// with --force, and --dir must be a site checkout.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../../../..');
// Child processes can be slow on a busy machine: a generous limit, not a performance check.
const SLOW = 120_000;

function write(dir: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

function git(dir: string, ...args: string[]) {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], { cwd: dir, stdio: 'ignore' });
}

function newSite(dir: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/content/new-site.mjs'), '--dir', dir, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: '' },
  });
}

/** A committed site: this repository's content and its own pictures, plus an earlier owner's project. */
function makeSite() {
  const site = mkdtempSync(path.join(tmpdir(), 'new-site-safety-'));
  const generated = /\/public\/(og|covers|icons)(\/|$)|\/public\/[^/]+\.pdf$/;
  cpSync(path.join(root, 'content'), path.join(site, 'content'), { recursive: true });
  cpSync(path.join(root, 'public'), path.join(site, 'public'), { recursive: true, filter: (source) => !generated.test(source) });
  write(site, 'package.json', '{ "name": "site", "private": true }\n');
  write(site, 'content/projects/old-project.ts', "export const oldProject = { images: ['/images/shared/shot.png'] };\n");
  git(site, 'init', '-q');
  git(site, 'add', '-A');
  git(site, 'commit', '-q', '-m', 'an owner');
  return site;
}

describe('npm run new-site never follows a symbolic link', () => {
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'elsewhere-'));
  let site: string;
  let run: ReturnType<typeof newSite>;
  beforeAll(() => {
    site = makeSite();
    // Notes and shared pictures kept outside the site, linked in (and the links committed).
    write(elsewhere, 'notes/kept-elsewhere.md', '---\ntitle: Mine\n---\n\nKept elsewhere.\n');
    write(elsewhere, 'pictures/shot.png', 'png');
    execFileSync('rm', ['-rf', path.join(site, 'content/notes')]);
    symlinkSync(path.join(elsewhere, 'notes'), path.join(site, 'content/notes'));
    symlinkSync(path.join(elsewhere, 'pictures'), path.join(site, 'public/images/shared'));
    // And a content file the skeleton replaces, linked to a file elsewhere.
    write(elsewhere, 'profile.ts', 'my profile, kept elsewhere\n');
    execFileSync('rm', ['-f', path.join(site, 'content/profile.ts')]);
    symlinkSync(path.join(elsewhere, 'profile.ts'), path.join(site, 'content/profile.ts'));
    git(site, 'add', '-A');
    git(site, 'commit', '-q', '-m', 'notes and shared pictures live elsewhere');
    run = newSite(site, '--yes');
  }, SLOW);

  it('leaves the files of a linked notes folder and a linked picture folder where they are', () => {
    expect(readFileSync(path.join(elsewhere, 'notes/kept-elsewhere.md'), 'utf8')).toContain('Kept elsewhere.');
    expect(existsSync(path.join(elsewhere, 'pictures/shot.png'))).toBe(true);
    // The project that named the linked picture is gone; the picture stays.
    expect(run.stdout).toContain('content/projects/old-project.ts');
    expect(existsSync(path.join(site, 'content/projects/old-project.ts'))).toBe(false);
    expect(run.stdout).not.toContain('shared/shot.png');
  });

  it('never writes through a linked content file, and says it left it alone', () => {
    expect(readFileSync(path.join(elsewhere, 'profile.ts'), 'utf8')).toBe('my profile, kept elsewhere\n');
    expect(run.stdout).toMatch(/leave alone[^]*content\/profile\.ts: content\/profile\.ts is a symbolic link/);
  });
});

describe('npm run new-site keeps what git does not hold', () => {
  it('refuses to run over a new picture in public/ and keeps it with --force; runs beside an ignored draft in content/ and keeps it', () => {
    const site = makeSite();
    write(site, '.gitignore', 'content/notes/private-draft.md\n');
    git(site, 'add', '.gitignore');
    git(site, 'commit', '-q', '-m', 'drafts stay private');
    write(site, 'content/notes/private-draft.md', '---\ntitle: Draft\n---\n\nExists nowhere else.\n');
    write(site, 'public/images/projects/new-photo.png', 'png');

    const refused = newSite(site, '--yes');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not committed[^]*public\/images\/projects\/new-photo\.png/);
    expect(refused.stderr).not.toContain('private-draft.md');
    expect(existsSync(path.join(site, 'content/projects/old-project.ts'))).toBe(true);

    const forced = newSite(site, '--yes', '--force');
    expect(forced.stdout).toMatch(/keep, because git does not hold them unchanged:[^]*content\/notes\/private-draft\.md/);
    expect(readFileSync(path.join(site, 'content/notes/private-draft.md'), 'utf8')).toContain('Exists nowhere else.');
    expect(existsSync(path.join(site, 'public/images/projects/new-photo.png'))).toBe(true);
    expect(existsSync(path.join(site, 'content/projects/old-project.ts'))).toBe(false);
  }, SLOW);

  it('takes only a site checkout as --dir: not a folder outside git, not a folder inside a site', () => {
    const loose = mkdtempSync(path.join(tmpdir(), 'not-a-site-'));
    write(loose, 'content/profile.ts', 'export const profile = {};\n');
    write(loose, 'package.json', '{}\n');
    const outside = newSite(loose, '--yes', '--force');
    expect([outside.status, outside.stderr]).toEqual([1, expect.stringMatching(/not in a git repository/)]);
    expect(existsSync(path.join(loose, 'content/profile.ts'))).toBe(true);

    const site = makeSite();
    const inside = newSite(path.join(site, 'content'), '--yes', '--force');
    expect([inside.status, inside.stderr]).toEqual([1, expect.stringMatching(/not the top folder of a site checkout/)]);
    expect(existsSync(path.join(site, 'content/projects/old-project.ts'))).toBe(true);
  }, SLOW);
});
