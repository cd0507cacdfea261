/**
 * @jest-environment node
 */
// The importers hold against odd and hostile input: TypeScript that parses whatever the résumé
// holds (ids that read alike, every line terminator), checked before anything is written, with the
// file, line and field named; never a write through a symbolic link; the résumé's own keys printed
// with their control characters made visible.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadedContent } from '@/lib/content';
import { loadSiteContent, makeSite, runScript } from '../../helpers/importSite';

const SLOW = 120_000;
const site = makeSite('import-safety-');
const resumeFile = (resume: object) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'resume-')), 'resume.json');
  writeFileSync(file, JSON.stringify(resume));
  return file;
};
const importResume = (resume: object) => runScript('scripts/content/import-resume.mjs', [resumeFile(resume), '--dir', site.dir, '--yes']);

interface Checker {
  writtenProblems(files: Array<[string, string]>): string[];
}
const checker = jest.requireActual<Checker>('../../../../scripts/content/checkWritten.mjs');

describe('npm run import:resume writes TypeScript that parses, whatever the résumé holds', () => {
  it('gives ids that read alike ("a-1" and "a1") their own export names, and keeps every line terminator inside its string', async () => {
    site.reset();
    const summary = 'line one\u2028line two\rthree\u2029four';
    const run = await importResume({
      basics: { name: 'Ada Owner', summary },
      projects: [{ name: 'a-1', description: 'The first.' }, { name: 'a1', description: 'The second.' }],
    });
    expect([run.status, run.stderr]).toEqual([0, '']);
    const content: LoadedContent = await loadSiteContent(site.at('content'));
    expect(content.projects.map((project) => project.id).sort()).toEqual(['a-1', 'a1']);
    expect(JSON.stringify(content)).toContain(JSON.stringify(summary).slice(1, -1));
  }, SLOW);

  it("prints the résumé's unknown keys with their control characters made visible", async () => {
    site.reset();
    const run = await importResume({ basics: { name: 'Ada Owner' }, 'x\u001b]0;owned\u0007': 'value' });
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(/[\u001b\u0007]/);
    expect(run.stdout).toContain('x\\u{1b}]0;owned\\u{7}');
  }, SLOW);

  it('never writes through a symbolic link: content/profile.ts linked to a file elsewhere stays as it is, and the link is named', async () => {
    site.reset();
    const elsewhere = path.join(mkdtempSync(path.join(tmpdir(), 'elsewhere-')), 'profile.ts');
    writeFileSync(elsewhere, 'outside\n');
    rmSync(site.at('content/profile.ts'));
    symlinkSync(elsewhere, site.at('content/profile.ts'));
    site.git('add', '-A');
    site.git('commit', '-q', '-m', 'profile kept elsewhere');
    try {
      const run = await importResume({ basics: { name: 'Ada Owner' } });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/content\/profile\.ts: .*symbolic link[^]*|nothing was written/);
      expect(run.stderr).toMatch(/content\/profile\.ts: content\/profile\.ts is a symbolic link/);
      expect(readFileSync(elsewhere, 'utf8')).toBe('outside\n');
      expect(site.git('status', '--porcelain')).toBe('');
    } finally {
      site.git('reset', '-q', '--hard', 'HEAD~1');
    }
  }, SLOW);
});

describe('npm run import:resume and what git does not hold', () => {
  it('runs beside an ignored file of notes and keeps it, and refuses to remove an ignored project file it would replace', async () => {
    site.reset();
    writeFileSync(site.at('.gitignore'), 'content/private-ideas.md\ncontent/projects/private.ts\n');
    site.git('add', '.gitignore');
    site.git('commit', '-q', '-m', 'drafts stay private');
    try {
      writeFileSync(site.at('content/private-ideas.md'), 'Exists nowhere else.\n');
      writeFileSync(site.at('content/projects/private.ts'), '// exists nowhere else\n');
      const refused = await importResume({ basics: { name: 'Ada Owner' } });
      expect([refused.status, refused.stderr]).toEqual([1, expect.stringMatching(/not committed:\n {4}!! content\/projects\/private\.ts\n/)]);
      expect(readFileSync(site.at('content/projects/private.ts'), 'utf8')).toBe('// exists nowhere else\n');

      rmSync(site.at('content/projects/private.ts'));
      const run = await importResume({ basics: { name: 'Ada Owner' } });
      expect([run.status, run.stderr]).toEqual([0, '']);
      expect(readFileSync(site.at('content/private-ideas.md'), 'utf8')).toContain('Exists nowhere else.');
    } finally {
      rmSync(site.at('content/private-ideas.md'), { force: true });
      site.git('reset', '-q', '--hard', 'HEAD~1');
    }
  }, SLOW);
});

describe('the check of what an import would write', () => {
  it('names the file, the line and the field of a text that does not parse', () => {
    const text = "export const profile = {\n  name: 'Ada',\n  title: 'broken\rline',\n};\n";
    expect(checker.writtenProblems([['content/profile.ts', text]])).toEqual([expect.stringMatching(/^content\/profile\.ts line 3 \(field profile\.title\): /)]);
  });

  it('names a name declared twice', () => {
    const text = "import { a1 } from './a-1';\nimport { a1 } from './a1';\nexport const projects = [a1, a1];\n";
    expect(checker.writtenProblems([['content/projects/index.ts', text]])).toEqual(['content/projects/index.ts line 2: the name a1 is declared twice']);
  });

  it('finds nothing in a file that parses', () => {
    expect(checker.writtenProblems([['content/site.ts', "export const site = { title: 'x\\u2028y' };\n"]])).toEqual([]);
  });
});
