// The owner's notes: the list, the tag pages, a note page, the feed and the links to them, all
// read from the owner's content (tests/e2e/content.ts). An owner without notes (the sparse test
// owner's build) gets none of it: no pages, no feed, no links and no empty section.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { target } from './targets';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { notes, profile, site, ui } from './content';
import { tagSlug, type Note } from '@/lib/model/noteSchema';
import { formatText } from '@/lib/format/text';

const noteTexts = ui.notes;

const FENCE = /^(```|~~~)([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
/** The level-2 headings of a note's Markdown, outside code blocks. */
const sections = (note: Note) => note.body.replace(FENCE, '').match(/^## .+$/gm) ?? [];
/** The code blocks of a note's Markdown (a ```math or ```mermaid block is a formula or a diagram, drawn at build). */
const codeBlocks = (note: Note) =>
  [...note.body.matchAll(FENCE)]
    .map((m) => ({ language: m[2]!.trim() || 'text', code: m[3]!.replace(/\n$/, '') }))
    .filter((block) => block.language !== 'math' && block.language !== 'mermaid');
/** The site address in feed links stands for this server. */
const localPath = (url: string) => new URL(url).pathname;
const feedLink = (page: Page) => page.locator('head link[rel="alternate"][type="application/rss+xml"]');

if (notes.length === 0) {
  test('an owner without notes gets no notes pages, feed, links or home section', { tag: '@sparse' }, async ({ page, request, problems }) => {
    problems.allowConsole(/status of 404/); // /notes/ itself answers 404 before the redirect home
    await page.goto('/');
    await expect(feedLink(page)).toHaveCount(0);
    await expect(page.locator('a[href*="/notes"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: noteTexts.latestHeading })).toHaveCount(0);
    expect((await request.get('/feed.xml')).status()).toBe(404);
    await page.goto('/notes/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  });
} else {
  const list = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  /** The notes of a list's first page: the newest, as many as the owner's page size. */
  const firstPage = (all: readonly Note[]) => all.slice(0, site.notesPerPage);

  test('the list shows the newest published notes, newest first, with date, reading time, summary and tags', async ({ page }) => {
    await page.goto('/notes/');
    await expect(page.getByRole('heading', { level: 1, name: noteTexts.title })).toBeVisible();
    await expect(list(page)).toHaveText(firstPage(notes).map((note) => note.title));
    for (const note of firstPage(notes)) {
      const item = page.getByRole('article', { name: note.title });
      await expect(item.locator(`time[datetime="${note.date}"]`)).toBeVisible();
      await expect(item.getByText(formatText(noteTexts.minRead, { minutes: note.readingMinutes }))).toBeVisible();
      await expect(item.getByText(note.summary)).toBeVisible();
      await expect(item.getByRole('list', { name: noteTexts.noteTagsLabel }).getByRole('link')).toHaveText([...note.tags]);
    }
    await expectNoAxeViolations(page, 'notes list');
  });

  test('the tag filter shows only the notes carrying a tag, and leads back to all of them', async ({ page }) => {
    // The tag that narrows the list most, so the filter visibly removes notes when it can.
    const counts = new Map<string, number>();
    for (const tag of notes.flatMap((note) => note.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const [tag] = [...counts.entries()].sort((a, b) => a[1] - b[1])[0]!;
    const tagged = notes.filter((note) => note.tags.some((t) => tagSlug(t) === tagSlug(tag)));

    await page.goto('/notes/');
    const filter = page.getByRole('navigation', { name: noteTexts.tagsLabel });
    await filter.getByRole('link', { name: new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).click();
    await expect(page).toHaveURL(new RegExp(`/notes/tag/${tagSlug(tag)}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formatText(noteTexts.tagged, { tag }));
    await expect(list(page)).toHaveText(firstPage(tagged).map((note) => note.title));
    await expect(filter.locator('[aria-current="page"]')).toHaveCount(1);
    await expectNoAxeViolations(page, 'tag page');

    await filter.getByRole('link', { name: noteTexts.allNotes }).click();
    await expect(page).toHaveURL(/\/notes\/$/);
    await expect(list(page)).toHaveCount(firstPage(notes).length);
  });

  test.describe('the pages of the list without JavaScript', () => {
    test.use({ javaScriptEnabled: false, hydration: false });
    const pages = Math.ceil(notes.length / site.notesPerPage);
    const pageLinks = (page: Page) => page.getByRole('navigation', { name: noteTexts.pagesLabel });

    if (pages > 1) {
      test('older notes are a link away, on prerendered pages that lead back', async ({ page }) => {
        await page.goto('/notes/');
        await expect(pageLinks(page).getByRole('link', { name: formatText(noteTexts.pageNumber, { page: pages, total: pages }) })).toBeVisible();
        await pageLinks(page).getByRole('link', { name: noteTexts.olderPage }).click();
        await expect(page).toHaveURL(/\/notes\/page\/2\/$/);
        await expect(list(page)).toHaveText(notes.slice(site.notesPerPage, 2 * site.notesPerPage).map((note) => note.title));
        await expect(pageLinks(page).getByRole('link', { name: formatText(noteTexts.pageNumber, { page: 2, total: pages }) })).toHaveAttribute('aria-current', 'page');
        await pageLinks(page).getByRole('link', { name: noteTexts.newerPage }).click();
        await expect(page).toHaveURL(/\/notes\/$/);
        await expect(list(page)).toHaveText(firstPage(notes).map((note) => note.title));
      });
    } else {
      test('a list that fits on one page has no page links', async ({ page }) => {
        await page.goto('/notes/');
        await expect(list(page)).toHaveCount(notes.length);
        await expect(pageLinks(page)).toHaveCount(0);
      });
    }
  });

  // The note with the most sections: the one most likely to have a table of contents.
  const note = [...notes].sort((a, b) => sections(b).length - sections(a).length)[0]!;
  const index = notes.indexOf(note);

  test('a note page shows its title, dates, reading time, tags, contents, article and neighbours', async ({ page }) => {
    await page.goto(`/notes/${note.slug}/`);
    const article = page.getByRole('article', { name: note.title });
    await expect(article.getByRole('heading', { level: 1, name: note.title })).toBeVisible();
    await expect(article.locator(`time[datetime="${note.date}"]`).first()).toBeVisible();
    if (note.updated) await expect(article.locator(`time[datetime="${note.updated}"]`)).toBeVisible();
    await expect(article.getByText(formatText(noteTexts.minRead, { minutes: note.readingMinutes }))).toBeVisible();
    await expect(article.getByRole('list', { name: noteTexts.noteTagsLabel }).getByRole('link')).toHaveText([...note.tags]);

    // The page hydrated (its scripts run), and no heading id clashes with another element's: an
    // id is also a global of the page, and one named like the framework's stops hydration.
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')))).toBe(true);
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);

    const contents = page.getByRole('navigation', { name: noteTexts.contents });
    if (sections(note).length >= 3) {
      const links = contents.getByRole('link');
      await expect(links).toHaveText(sections(note).map((line) => line.replace(/^## /, '').replace(/[`*_]/g, '')));
      // Each entry lands on its heading, below the fixed navigation bar.
      for (const link of await links.all()) {
        const target = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${target}$`));
        const heading = page.locator(`h2[id="${target}"]`);
        await expect(heading).toBeInViewport();
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        const navBottom = await page.getByRole('navigation', { name: ui.nav.mainLabel }).evaluate((nav) => nav.getBoundingClientRect().bottom);
        expect(top).toBeGreaterThanOrEqual(navBottom - 1);
      }
    } else {
      await expect(contents).toHaveCount(0);
    }

    const around = page.getByRole('navigation', { name: noteTexts.aroundLabel });
    const newer = notes[index - 1];
    const older = notes[index + 1];
    if (newer) await expect(around.getByRole('link', { name: new RegExp(newer.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('rel', 'next');
    if (older) await expect(around.getByRole('link', { name: new RegExp(older.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('rel', 'prev');

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text))).toContainEqual(
      expect.objectContaining({ '@type': 'BlogPosting', headline: note.title, datePublished: note.date, dateModified: note.updated ?? note.date }),
    );
    await expectNoAxeViolations(page, 'note page');
  });

  // A note with formulas on lines of their own ("$$…$$", ```math) and one that has none.
  const withMath = notes.find((candidate) => /^\$\$/m.test(candidate.body) && /\\tag\{/.test(candidate.body));
  const withoutMath = notes.find((candidate) => !/\$|```math/.test(candidate.body));
  if (withMath && withoutMath) {
    test('a note draws its formulas as GitHub does, without a script: displayed blocks, its letters and \\tag numbers, in a math font, with their stylesheet on that page only', { tag: '@layouts' }, async ({ page }) => {
      const mathStylesheet = page.locator('link[rel="stylesheet"][href$="/math/math.css"]');
      await page.goto(`/notes/${withoutMath.slug}/`);
      await expect(mathStylesheet).toHaveCount(0);
      await page.goto(`/notes/${withMath.slug}/`);
      await expect(mathStylesheet).toHaveCount(1);
      const article = page.getByRole('article');
      // "$$…$$" paragraphs (one line or several) and ```math blocks are displayed, each in a box of its own.
      const displayed = (withMath.body.match(/^\$\$[\s\S]*?\$\$$/gm)?.length ?? 0) + (withMath.body.match(/^```math$/gm)?.length ?? 0);
      await expect(article.locator('div.note-math > math[display="block"]')).toHaveCount(displayed);
      // \mathbb, \tag: the letter itself and each number, right of its equation.
      if (/\\mathbb\{R\}/.test(withMath.body)) await expect(article.locator('math').filter({ hasText: 'ℝ' }).first()).toBeVisible();
      for (const [, tag] of withMath.body.matchAll(/\\tag\{([^}]*)\}/g)) {
        const label = article.locator('mtext', { hasText: `(${tag})` });
        await expect(label).toBeVisible();
        const row = label.locator('xpath=ancestor::*[local-name()="mtr"][1]');
        const [labelBox, equationBox] = [await label.boundingBox(), await row.locator('mtd').nth(2).boundingBox()];
        expect(labelBox!.x).toBeGreaterThan(equationBox!.x + equationBox!.width);
      }
      // A math font draws a displayed sum larger than the text; without one Chromium leaves it text-sized.
      const sum = article.locator('math[display="block"] mo', { hasText: '∑' }).first();
      if (await sum.count()) {
        const [height, fontSize] = await sum.evaluate((mo) => [mo.getBoundingClientRect().height, parseFloat(getComputedStyle(mo).fontSize)]);
        expect(height).toBeGreaterThan(1.2 * fontSize);
      }
      // A wide formula scrolls in its own box: the page keeps the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  // A note's diagrams, drawn at build time by Mermaid: in both themes at once (their colours are
  // light-dark() pairs), and on a phone no text smaller than 11 px, a wide one scrolling sideways in
  // its own box, which takes focus and scrolls with the keyboard.
  const withDiagrams = notes.find((candidate) => /^```mermaid$/m.test(candidate.body));
  if (withDiagrams) {
    test('a note\'s diagrams are drawn in both themes, and on a phone keep their text at 11 px or more, scrolling sideways', { tag: '@layouts' }, async ({ page }, testInfo) => {
      const count = withDiagrams.body.match(/^```mermaid$/gm)!.length;
      const fills: Record<string, string[]> = {};
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`/notes/${withDiagrams.slug}/`);
        const boxes = page.getByRole('article').locator('.note-diagram');
        await expect(boxes).toHaveCount(count);
        fills[scheme] = [];
        for (const [i, box] of (await boxes.all()).entries()) {
          const diagram = box.getByRole('img');
          await expect(diagram).toBeVisible();
          await expect(diagram).toHaveAccessibleName(/\S/);
          const drawn = await box.evaluate((element) => {
            const svg = element.querySelector('svg')!;
            const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            const texts = [...svg.querySelectorAll('*')].filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()));
            const shape = svg.querySelector('g.node rect, g.node polygon, g.node path, rect.actor, rect');
            return {
              smallestText: Math.min(...texts.map((node) => parseFloat(getComputedStyle(node).fontSize) * scale)),
              texts: texts.length,
              overflows: element.scrollWidth > element.clientWidth + 1,
              fill: shape ? getComputedStyle(shape).fill : '',
            };
          });
          expect(drawn.texts).toBeGreaterThan(0);
          expect(drawn.smallestText).toBeGreaterThanOrEqual(11);
          fills[scheme].push(drawn.fill);
          if (drawn.overflows) {
            // Wider than the column: its own box scrolls, by keyboard too, and the page does not.
            await expect(box).toHaveAttribute('tabindex', '0');
            await box.focus();
            await page.keyboard.press('ArrowRight');
            await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
          }
          await box.screenshot({ path: testInfo.outputPath(`diagram-${i + 1}-${scheme}.png`) });
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      // The same drawings in the other theme's colours.
      expect(fills.dark!.some((fill, i) => fill !== fills.light![i])).toBe(true);
    });
  }

  const withCode = notes.find((candidate) => codeBlocks(candidate).length > 0);
  test('code in notes is highlighted in the prerendered HTML and copies with its button', async ({ page, request, context, browserName }) => {
    if (!withCode) {
      // Nothing to highlight: no note page carries a copy button.
      await page.goto(`/notes/${note.slug}/`);
      await expect(page.getByRole('article').getByRole('figure')).toHaveCount(0);
      return;
    }
    const html = await (await request.get(`/notes/${withCode.slug}/`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">/i);

    if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/notes/${withCode.slug}/`);
    const blocks = codeBlocks(withCode);
    const figures = page.getByRole('article').getByRole('figure');
    await expect(figures).toHaveCount(blocks.length);
    const first = figures.first();
    expect(await first.locator('pre').innerText()).toBe(blocks[0]!.code);
    const title = formatText(noteTexts.codeTitle, { language: blocks[0]!.language, number: 1 });
    await first.getByRole('button', { name: formatText(ui.code.copyLabel, { title }) }).click();
    await expect(first.getByRole('status')).toHaveText(ui.code.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(blocks[0]!.code);
  });

  test('every page announces the feed, which has one absolute link per note, the newest up to the owner\'s limit', async ({ page, request }) => {
    for (const path of ['/', '/about/', `/notes/${notes[0]!.slug}/`]) {
      await page.goto(path);
      await expect(feedLink(page)).toHaveCount(1);
    }
    const href = (await feedLink(page).getAttribute('href'))!;
    expect(href).toMatch(/^https?:\/\//);
    const response = await request.get(localPath(href));
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links.map((link) => localPath(link).replace(/^.*?(\/notes\/)/, '$1'))).toEqual(notes.slice(0, site.feedItems).map((n) => `/notes/${n.slug}/`));
    for (const link of links) expect((await request.get(localPath(link))).status()).toBe(200);
  });

  test('the home page shows the newest notes and the footer links to all of them', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: noteTexts.latestHeading });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(notes.slice(0, 3).map((n) => n.title));
    await page.getByRole('contentinfo').getByRole('link', { name: noteTexts.title, exact: true }).click();
    await expect(page).toHaveURL(/\/notes\/$/);
    await expect(page.getByRole('heading', { level: 1, name: noteTexts.title })).toBeVisible();
  });

  // A post brought by import:notes (its picture, alert, footnote and titled code), and its old
  // address, which lands on it whether the host reads _redirects (a 301) or not (the page there).
  const moved = notes.find((candidate) => candidate.redirectFrom?.length);
  if (moved) {
    test('an imported post renders its picture with its caption, its alert, its footnote and its titled code', async ({ page }) => {
      await page.goto(`/notes/${moved.slug}/`);
      const article = page.getByRole('article', { name: moved.title });
      const figure = article.locator('figure.note-figure');
      await expect(figure.locator('img')).toBeVisible();
      expect(await figure.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(figure.locator('figcaption')).toHaveText(/\S/);
      const alert = article.locator('.note-alert');
      expect(Object.values(noteTexts.alerts)).toContain(await alert.first().locator('.note-alert-title').innerText());
      const reference = article.locator('sup a[data-footnote-ref]').first();
      await reference.click();
      await expect(page.locator(decodeURIComponent((await reference.getAttribute('href'))!))).toBeInViewport();
      const titled = article.locator('figure').filter({ has: page.locator('pre.shiki') }).first();
      const fence = /^```\S+ title="([^"]+)"/m.exec(moved.body)?.[1];
      if (fence) await expect(titled.locator('figcaption')).toContainText(fence);
      await expect(titled.locator('.line.highlighted')).not.toHaveCount(0);
      await expectNoAxeViolations(page, 'imported note');
    });

    test('its old address lands on it, with the redirects file and without it', async ({ page }) => {
      const old = moved.redirectFrom![0]!;
      const response = await page.goto(old);
      expect(response!.request().redirectedFrom()).not.toBeNull();
      await expect(page).toHaveURL(new RegExp(`/notes/${moved.slug}/$`));
      // A host that reads no _redirects serves the page at the old address: its refresh leads on.
      const server = spawn(process.execPath, [path.join(__dirname, '../../scripts/serve.mjs'), '--port', '0', '--dir', target.dir, '--no-redirects'], { env: { ...process.env, BASE_PATH: target.basePath } });
      try {
        const origin = await new Promise<string>((resolve, reject) => {
          server.stdout.on('data', (chunk: Buffer) => {
            const found = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(chunk));
            if (found) resolve(found[1]!);
          });
          server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
        });
        const plain = await page.goto(`${origin}${target.basePath}${old}`);
        expect(plain!.status()).toBe(200);
        await expect(page).toHaveURL(`${origin}${target.basePath}/notes/${moved.slug}/`);
        await expect(page.getByRole('article', { name: moved.title })).toBeVisible();
      } finally {
        server.kill();
      }
    });
  }
}
