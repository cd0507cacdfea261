// What a researcher's notes and papers need, rendered at build time: formulas (MathML, with the
// site's own small stylesheet), diagrams (inline SVG in Mermaid's light and dark colours, following the toggle without being
// drawn again), and the publications page, whose abstract and BibTeX open without JavaScript and
// copy once scripts run. Runs on the full test owner, which has all of them; expectations come from
// its content (tests/e2e/content.ts).
import { escapeRegExp, expect, test } from './fixtures';
import { content, notes, ui } from './content';
import { PUBLICATIONS_ROUTE } from '@/lib/model/publication';
import { formatText } from '@/lib/format/text';

const withDiagram = notes.find((note) => /^```mermaid/m.test(note.body) && /\$\$/.test(note.body));
const withoutMath = notes.find((note) => !/\$|```math|```mermaid/.test(note.body));
const { publications } = content;

test('a note draws its formulas and diagrams in the page, named, in the theme, with no stylesheet of the diagrams\' own and only the site\'s for formulas', async ({ page }) => {
  const stylesheets = () => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')).sort());
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto(`/notes/${withoutMath!.slug}/`);
  const plainNote = await stylesheets();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/notes/${withDiagram!.slug}/`);
  // MathML: the browser typesets it; the page links what a note without math links plus the
  // formulas' stylesheet, and any font comes from the site.
  await expect(page.getByRole('article').locator('math').first()).toBeVisible();
  expect((await stylesheets()).filter((href) => !/\/math\/math\.css$/.test(href ?? ''))).toEqual(plainNote);
  expect(fonts.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);

  const title = /^%% title: (.+)$/m.exec(withDiagram!.body)![1]!;
  const diagram = page.getByRole('img', { name: title });
  await expect(diagram).toBeVisible();
  // A diagram without a title line is named after the heading of its section, and described by its words.
  const blocks = [...withDiagram!.body.matchAll(/^```mermaid\n([\s\S]*?)^```/gm)];
  const untitled = blocks.findIndex((block) => !/^%% title:/m.test(block[1]!));
  const heading = [...withDiagram!.body.slice(0, blocks[untitled]!.index).matchAll(/^#{2,6} (.+)$/gm)].pop()![1]!;
  const named = page.getByRole('img', { name: formatText(ui.notes.diagram, { number: untitled + 1, words: heading }), exact: true });
  const message = blocks[untitled]![1]!.split('\n').find((line) => /->>/.test(line))!;
  await expect(named).toHaveAccessibleDescription(new RegExp(escapeRegExp(/:\s*(.+)$/m.exec(message)![1]!)));
  // Its colours are Mermaid's light and dark themes' as light-dark() pairs: the page's theme picks one.
  const node = diagram.locator('g.node rect, g.node polygon').first();
  const [, light, dark] = /fill: light-dark\((rgba?\([^)]*\)), (rgba?\([^)]*\))\)/.exec((await node.getAttribute('style')) ?? '')!;
  await expect(node).toHaveCSS('fill', light!);
  const drawn = await diagram.evaluate((svg) => svg.outerHTML);

  const openMenu = page.getByRole('button', { name: ui.nav.openMenu });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('group', { name: ui.theme.label }).getByRole('button', { name: ui.theme.dark }).click();
  await expect(node).toHaveCSS('fill', dark!);
  // The same SVG, repainted by the tokens: nothing drew it again.
  expect(await diagram.evaluate((svg) => svg.outerHTML)).toBe(drawn);
});

test.describe('the publications page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, hydration: false });
  test('lists the papers newest first by year, and opens an abstract and a BibTeX entry', async ({ page }) => {
    await page.goto(`${PUBLICATIONS_ROUTE}/`);
    await expect(page.getByRole('heading', { level: 1, name: ui.publications.title })).toBeVisible();
    const years = [...new Set(publications.map((publication) => String(publication.year)))];
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(years);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(publications.map((publication) => publication.title));
    const paper = publications.find((publication) => publication.abstract)!;
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: paper.title }) });
    await expect(item.getByText(paper.abstract!, { exact: true })).toBeHidden();
    await item.getByText(ui.publications.abstract, { exact: true }).click();
    await expect(item.getByText(paper.abstract!, { exact: true })).toBeVisible();
    await item.getByText(ui.publications.bibtex, { exact: true }).click();
    await expect(item.locator('pre')).toHaveText(paper.bibtex);
    // The owner's name is marked among the authors.
    await expect(item.locator('strong')).toContainText(paper.authors.find((author) => author.owner)!.name);
    // An entry written the al-folio way: its badge, its authors' marks, "et al.", and a BibTeX without
    // the fields only the site reads.
    const alFolio = publications.find((publication) => publication.abbr)!;
    const alFolioItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: alFolio.title }) });
    await expect(alFolioItem.getByText(alFolio.abbr!, { exact: true })).toBeVisible();
    await expect(alFolioItem.locator('strong sup')).toHaveText(alFolio.authors.find((author) => author.owner)!.marks!);
    await expect(alFolioItem.getByText(`, ${ui.publications.etAl}`, { exact: false })).toBeVisible();
    await alFolioItem.getByText(ui.publications.bibtex, { exact: true }).click();
    await expect(alFolioItem.locator('pre')).toHaveText(alFolio.bibtex);
    await expect(alFolioItem.locator('pre')).not.toContainText('selected');
  });
});

test('a publication\'s BibTeX copies with its button once scripts run', async ({ page, context, browserName }) => {
  if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${PUBLICATIONS_ROUTE}/`);
  const [first] = publications;
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first!.title }) });
  await item.getByText(ui.publications.bibtex, { exact: true }).click();
  await item.getByRole('button', { name: formatText(ui.code.copyLabel, { title: formatText(ui.publications.bibtexTitle, { key: first!.key }) }) }).click();
  await expect(item.getByRole('status')).toHaveText(ui.code.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first!.bibtex);
});
