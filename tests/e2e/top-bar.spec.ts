// The top bar holds whatever an owner turns on: the language switch (the bilingual owner has it),
// a sixth link, and a name of any length or script, from a phone to a wide screen. The name breaks
// between words only, or leaves words out whole (down to the mark's initials): never part of a
// word; and nothing in the bar reaches past the window. The names are set on the page (the
// layout is CSS: a name is text of any length), so one build checks them all.
import path from 'node:path';
import { ownerLanguages } from '@/scripts/test/ownerContent';
import { expect, test } from './fixtures';
import { target } from './targets';
import { SITE_URL } from '../../playwright.config';

const languages = ownerLanguages({ root: path.resolve(__dirname, '../..'), contentDir: target.contentDir, publicDir: target.publicDir });
const WIDTHS = [360, 390, 768, 1024, 1280, 1440];
const NAMES = [
  'Maximiliana Konstantinopoulou-Smythe de la Fuente y Alvarado',
  'Ярослава Кузнецова-Черноморская',
  'Παναγιώτης Αλεξανδρόπουλος',
  'Wolfeschlegelsteinhausenbergerdorff',
];

interface NameLayout {
  /** Characters drawn only in part (cut by the bar or the end of the line). */
  cut: string[];
  /** The lines the visitor sees, as drawn. */
  lines: string[];
  /** How far the bar's content reaches past the window, or past the bar, in px. */
  overflow: number;
}

/** How the name `text` is drawn in the logo's `span` once the page lays it out at this width. */
async function layoutOf(page: import('@playwright/test').Page, text: string): Promise<NameLayout> {
  return page.evaluate((name) => {
    const span = document.querySelector<HTMLElement>('header nav a > span:not([aria-hidden]):not(.visually-hidden)')!;
    span.textContent = name;
    const node = span.firstChild as Text;
    // What shows is inside the name's box and the link's box (both clip).
    const clip = [span.getBoundingClientRect(), span.parentElement!.getBoundingClientRect()];
    const inside = (r: DOMRect) => clip.every((c) => r.left >= c.left - 0.5 && r.right <= c.right + 0.5 && r.top >= c.top - 0.5 && r.bottom <= c.bottom + 0.5);
    const outside = (r: DOMRect) => clip.some((c) => r.right <= c.left + 0.5 || r.left >= c.right - 0.5 || r.bottom <= c.top + 0.5 || r.top >= c.bottom - 0.5);
    const cut: string[] = [];
    const lines: string[] = [];
    let lineTop = 0;
    for (let i = 0; i < name.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      if (name[i] === ' ' || rect.width === 0) continue; // a space at a line's end has no width
      if (outside(rect)) continue;
      if (!inside(rect)) cut.push(`${name[i]} at ${i}`);
      if (lines.length === 0 || Math.abs(rect.top - lineTop) > rect.height / 2) {
        lines.push('');
        lineTop = rect.top;
      }
      lines[lines.length - 1] += name.slice(i, i + 1);
    }
    const bar = document.querySelector('header nav')!;
    const barBox = bar.getBoundingClientRect();
    const reach = [...bar.children]
      .map((child) => child.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .flatMap((r) => [barBox.left - r.left, r.right - barBox.right, -r.left, r.right - window.innerWidth]);
    return { cut, lines: lines.map((line) => line.trim()), overflow: Math.max(0, bar.scrollWidth - bar.clientWidth, ...reach) };
  }, text);
}

/** Whether `lines` are the name's words from its first, each line whole words (a hyphen ends a word too). */
function wholeWords(name: string, lines: string[]): boolean {
  const words = name.split(/(?<=[ -])/).map((word) => word.trim());
  let next = 0;
  for (const line of lines) {
    let rest = line;
    while (rest) {
      const word = words[next++];
      if (word === undefined || !rest.startsWith(word)) return false;
      rest = rest.slice(word.length).trimStart();
    }
  }
  return true;
}

for (const language of languages) {
  test(`the top bar keeps any name whole at 360–1440 px, with the language switch and every link, in ${language.name} @languages @desktop`, async ({ page }) => {
    await page.goto(`${SITE_URL}${language.prefix}/about/`);
    const nav = page.getByRole('navigation', { name: language.content.ui.nav.mainLabel });
    await expect(nav.getByRole('link', { name: languages.find((other) => other !== language)!.name })).toBeVisible();
    // One link more than the owner's: the top bar with every page an owner can link.
    await page.evaluate(() => {
      const list = document.querySelector('header nav ul')!;
      list.append(list.lastElementChild!.cloneNode(true));
    });
    const ownName = language.content.profile.name;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const name of [ownName, ...NAMES]) {
        const layout = await layoutOf(page, name);
        const where = `"${name}" at ${width} px: ${JSON.stringify(layout.lines)}`;
        expect(layout.cut, `${where}, characters cut`).toEqual([]);
        expect(wholeWords(name, layout.lines), `${where}, whole words from the first`).toBe(true);
        expect(layout.lines.length, where).toBeLessThanOrEqual(2);
        expect(layout.overflow, `${where}, the bar's overflow`).toBeLessThanOrEqual(0);
      }
      // A two-word name fits whole on a wide screen, switch or not.
      if (width >= 1280) expect((await layoutOf(page, ownName)).lines.join(' '), `the owner's name at ${width} px`).toBe(ownName);
    }
  });
}
