/**
 * @jest-environment node
 */
// `npm run new-site` on a copy of the full test owner (tests/fixtures/full-owner: its content files
// and its pictures as public/), with a few files of an earlier owner added: the skeleton it writes
// passes the real content loader with zero problems (so a schema change the skeleton misses fails
// here), the old projects, notes and the pictures only they name are gone, and every other file stays. It refuses to run over
// uncommitted changes and, without --yes, when it cannot ask.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coverPath } from '@/lib/model/schema';
import type { LoadedContent } from '@/lib/content';

const root = path.join(__dirname, '../../../..');
const skeleton = path.join(root, 'scripts/content/skeleton');
const site = mkdtempSync(path.join(tmpdir(), 'new-site-'));
const at = (file: string) => path.join(site, file);
// Child processes can be slow on a busy machine: a generous limit, not a performance check.
const SLOW = 120_000;

function write(file: string, text: string) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), text);
}

function git(...args: string[]) {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], { cwd: site, stdio: 'ignore' });
}

function newSite(...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/content/new-site.mjs'), '--dir', site, ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CONTENT_DIR: '' },
  });
}

/** The content of the site folder as the build loads it (lib/content/index.ts in a Node process). */
function loadThroughBuild(script: string) {
  return spawnSync(process.execPath, [path.join(root, script)], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: at('content') },
  });
}

const NAVIGATION = 'content/navigation.ts';
const OWN_SETTINGS = 'content/owner-settings.ts';

beforeAll(() => {
  const owner = path.join(root, 'tests/fixtures/full-owner');
  cpSync(owner, at('content'), { recursive: true, filter: (source) => source !== path.join(owner, 'public') });
  cpSync(path.join(owner, 'public'), at('public'), { recursive: true });
  // An earlier owner's project with a picture and its narrow copy, a note with a picture, and a
  // settings file no template knows that names a picture of its own.
  write('content/projects/old-project.ts', "export const oldProject = { images: ['/images/projects/old-project/shot.png'] };\n");
  write('public/images/projects/old-project/shot.png', 'png');
  write('public/images/projects/old-project/shot-640.png', 'png');
  write('content/notes/old-note.md', '---\ntitle: Old\n---\n\n![A chart](/images/notes/old-chart.svg)\n');
  write('public/images/notes/old-chart.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(OWN_SETTINGS, "export const banner = '/images/banner.png';\n");
  write('package.json', '{ "name": "an-owners-site", "private": true }\n');
  write('public/images/banner.png', 'png');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'an owner');
}, SLOW);

describe('npm run new-site', () => {
  it('refuses to run over changes of content/ that are not committed', () => {
    const profile = readFileSync(at('content/profile.ts'), 'utf8');
    writeFileSync(at('content/profile.ts'), `${profile}// not committed\n`);
    const run = newSite('--yes');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/not committed[\s\S]*content\/profile\.ts/);
    expect(existsSync(at('content/projects/old-project.ts'))).toBe(true);
    git('checkout', '--', 'content');
  }, SLOW);

  it('asks before it deletes anything, and without a terminal to ask in, stops', () => {
    const run = newSite();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/--yes/);
    expect(existsSync(at('content/projects/old-project.ts'))).toBe(true);
    expect(existsSync(at('public/images/notes/old-chart.svg'))).toBe(true);
  }, SLOW);

  describe('with --yes', () => {
    const navigation = () => (existsSync(at(NAVIGATION)) ? readFileSync(at(NAVIGATION), 'utf8') : undefined);
    let navigationBefore: string | undefined;
    let run: ReturnType<typeof newSite>;
    beforeAll(() => {
      navigationBefore = navigation();
      run = newSite('--yes');
    }, SLOW);

    it('writes content that the build loads with no problem', () => {
      // The exit code with what the script printed on failure.
      expect([run.status, run.stderr]).toEqual([0, expect.any(String)]);
      const check = loadThroughBuild('scripts/build/check-content.mjs');
      expect([check.status, check.stderr]).toEqual([0, expect.any(String)]);
      expect(check.stdout).toMatch(/has no problems/);
    }, SLOW);

    it('leaves one project without pictures (the build draws its cover), no notes and a placeholder owner', () => {
      const loaded = loadThroughBuild('scripts/node/print-content.mjs');
      expect([loaded.status, loaded.stderr]).toEqual([0, expect.any(String)]);
      const content = JSON.parse(loaded.stdout) as LoadedContent;
      expect(content.projects).toHaveLength(1);
      const [project] = content.projects;
      expect(project!.images).toEqual([]);
      expect(project!.thumbnail).toBe(coverPath(project!.id));
      expect(content.resume.projectIds).toEqual([project!.id]);
      expect(content.notes).toEqual([]);
      expect(content.profile.name).toBe('Your Name');
    }, SLOW);

    it('removes the old projects and notes, and the pictures only they named', () => {
      expect(run.stdout).toContain('content/projects/old-project.ts');
      for (const gone of [
        'content/projects/old-project.ts',
        'content/notes/old-note.md',
        'public/images/projects/old-project',
        'public/images/notes/old-chart.svg',
      ]) {
        expect([gone, existsSync(at(gone))]).toEqual([gone, false]);
      }
    });

    it('keeps the settings, the files it has no template for, what they name, and the site icon', () => {
      // navigation.ts as it was, or the skeleton's when there was none.
      expect(navigation()).toBe(navigationBefore ?? readFileSync(path.join(skeleton, 'navigation.ts'), 'utf8'));
      expect(readFileSync(at(OWN_SETTINGS), 'utf8')).toBe("export const banner = '/images/banner.png';\n");
      expect(existsSync(at('public/images/banner.png'))).toBe(true);
      expect(existsSync(at('public/icon.svg'))).toBe(true);
    });

    it('writes every identity file from the skeleton', () => {
      const templates = readdirSync(skeleton, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
      for (const file of templates.filter((name) => name !== 'navigation.ts')) {
        expect([file, readFileSync(at(`content/${file}`), 'utf8')]).toEqual([file, readFileSync(path.join(skeleton, file), 'utf8')]);
      }
    });
  });
});
