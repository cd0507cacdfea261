/**
 * @jest-environment node
 */
// The JavaScript budget belongs to the engine: measured on the engine's reference export, it holds
// for an owner with other content (more pages of a template, other texts) and for one who turns
// on a documented feature (its measured cost is added), and a kilobyte more of engine code on a
// page is over.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compare, engineFigures, featuresOf, measureExport } from '@/scripts/check/js-budget.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'js-budget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Code that gzip cannot shrink much: `kb` kilobytes of it stay about `kb` kilobytes. */
const code = (kb: number) => `self.x="${randomBytes(kb * 1024).toString('base64')}";`;
const FRAMEWORK = code(40);
const LAYOUT = code(8);
const PROJECT = code(4);
const SWITCH = code(2);

/** An export in `name`: each page (a site path) loads the named chunks. */
function exportOf(name: string, pages: Record<string, string[]>, chunks: Record<string, string>): string {
  const dir = path.join(root, name);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const [chunk, text] of Object.entries(chunks)) write(`_next/static/chunks/${chunk}.js`, text);
  for (const [page, loads] of Object.entries(pages)) {
    const scripts = loads.map((chunk) => `<script src="/_next/static/chunks/${chunk}.js" async></script>`).join('');
    write(`${page.slice(1)}index.html`.replace(/^index\.html$/, 'index.html'), `<!doctype html><html><head>${scripts}</head><body>${page}</body></html>`);
  }
  write('404.html', '<!doctype html><html><head><script src="/_next/static/chunks/framework.js"></script></head></html>');
  return dir;
}

const engineChunks = { framework: FRAMEWORK, layout: LAYOUT, project: PROJECT };
const reference = exportOf('reference', { '/': ['framework', 'layout'], '/projects/one/': ['framework', 'layout', 'project'] }, engineChunks);
const bilingual = exportOf(
  'bilingual',
  { '/': ['framework', 'layout', 'switch'], '/about/': ['framework', 'layout', 'switch'], '/de/': ['framework', 'layout', 'switch'] },
  { ...engineChunks, switch: SWITCH },
);
// The second language's pages under /de/, with its own résumé: the same scripts as the first's.
writeFileSync(path.join(bilingual, 'de/resume.json'), '{}');

function budgetSpec() {
  const { engine, features } = engineFigures(measureExport(reference, ''), { languages: measureExport(bilingual, '') });
  return { tolerance: 512, engine: { ...engine, '/about/': engine['/']! }, features: { languages: { bytes: features.languages! } } };
}

describe('the engine\'s JavaScript budget', () => {
  it('holds for an owner with other content: sixty project pages, other texts', () => {
    const pages = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`/projects/p${i}/`, ['framework', 'layout', 'project']]));
    const owner = exportOf('sixty', { '/': ['framework', 'layout'], ...pages }, engineChunks);
    expect(featuresOf(owner)).toEqual([]);
    expect(compare(measureExport(owner, ''), budgetSpec(), []).filter((row) => row.over)).toEqual([]);
  });

  it('holds for a site in several languages, with the switch\'s cost added to every route', () => {
    expect(featuresOf(bilingual)).toEqual(['languages']);
    const spec = budgetSpec();
    expect(compare(measureExport(bilingual, ''), spec, ['languages']).filter((row) => row.over)).toEqual([]);
    // Without the feature's allowance the switch's 2 kB would be over: the allowance is what holds it.
    expect(compare(measureExport(bilingual, ''), spec, []).filter((row) => row.over).map((row) => row.route)).toEqual(['/', '/about/']);
  });

  it('is over when the engine\'s code on a page grows by a kilobyte', () => {
    const grown = exportOf('grown', { '/': ['framework', 'layout'], '/projects/one/': ['framework', 'layout', 'project'] }, { ...engineChunks, project: PROJECT + code(1) });
    const rows = compare(measureExport(grown, ''), budgetSpec(), []);
    expect(rows.filter((row) => row.over).map((row) => row.route)).toEqual(['/projects/[projectId]/']);
  });

  it('is over on a route the engine has no budget for', () => {
    const extra = exportOf('extra', { '/': ['framework', 'layout'], '/guestbook/': ['framework'] }, engineChunks);
    expect(compare(measureExport(extra, ''), budgetSpec(), [])).toContainEqual(expect.objectContaining({ route: '/guestbook/', budget: undefined, over: true }));
  });
});
