// A site in several languages (the bilingual test owner, E2E_TARGET=bilingual):
// every language's pages say their language and direction, link to each other (switch, hreflang),
// pass axe, and a right-to-left language lays out mirrored without overflowing.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { LoadedContent } from '@/lib/content';
import { content } from './content';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { target } from './targets';

const root = path.resolve(__dirname, '../..');
/** The content of one language's build, read the way that build read it. */
function contentIn(code: string): LoadedContent {
  const env = {
    ...process.env,
    ...(target.contentDir && { CONTENT_DIR: target.contentDir }),
    ...(code === content.siteLanguages[0]?.code ? {} : { SITE_LANGUAGE: code }),
  };
  return JSON.parse(execFileSync(process.execPath, ['scripts/node/print-content.mjs'], { cwd: root, encoding: 'utf8', env }));
}
const languages = content.siteLanguages.map((language) => ({ ...language, content: contentIn(language.code) }));
const rightToLeft = languages.find((language) => language.content.language.dir === 'rtl');

for (const language of languages) {
  const home = `${language.prefix}/`;
  test.describe(`${language.name} pages @languages @desktop`, () => {
    test('say their language and direction, link to every language, and pass axe', async ({ page }) => {
      for (const route of ['/', '/about/']) {
        await page.goto(`${language.prefix}${route}`);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', language.content.language.tag);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(language.content.language.dir);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        for (const other of languages) {
          await expect(page.locator(`head link[rel="alternate"][hreflang="${other.prefix ? other.code : content.language.tag}"]`)).toHaveAttribute(
            'href',
            new RegExp(`${other.prefix}${route.replace(/\//g, '\\/')}$`),
          );
        }
        await expectNoAxeViolations(page, `${language.code} ${route}`);
      }
    });

    test('switch to the same page in the other language with a plain link', async ({ page }) => {
      const other = languages.find((candidate) => candidate.code !== language.code)!;
      await page.goto(`${language.prefix}/about/`);
      const link = page.getByRole('navigation', { name: language.content.ui.nav.mainLabel }).getByRole('link', { name: other.name });
      await link.focus();
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${other.prefix}/about/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other.content.language.tag);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.content.aboutPage.title);
    });

    test('send an unknown address to this language\'s home', async ({ page, problems }) => {
      problems.allowConsole(/status of 404/); // the address answers 404 before the redirect
      await page.goto(`${language.prefix}/no-such-page/`);
      await expect(page).toHaveURL(new RegExp(`${home.replace(/\//g, '\\/')}$`));
    });
  });
}

test('a note without a translation switches to the notes list of the other language @languages @desktop', async ({ page }) => {
  const [first, second] = languages;
  const untranslated = first!.noteSlugs.find((slug) => !second!.noteSlugs.includes(slug));
  expect(untranslated, 'the fixture has a note in one language only').toBeDefined();
  await page.goto(`/notes/${untranslated}/`);
  await expect(page.getByRole('link', { name: second!.name }).first()).toHaveAttribute('href', `${second!.prefix}/notes/`);
});

for (const width of [1280, 390]) {
  test(`a right-to-left language lays out mirrored without overflow at ${width} px @languages @desktop`, async ({ page }) => {
    expect(rightToLeft, 'the fixture has a right-to-left language').toBeDefined();
    await page.setViewportSize({ width, height: 900 });
    for (const route of ['/', '/about/']) {
      await page.goto(`${rightToLeft!.prefix}${route}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
      // The logo starts the top bar: on the right in a right-to-left page.
      const logo = await page.getByRole('link', { name: new RegExp(rightToLeft!.content.ui.nav.logoHome) }).first().boundingBox();
      expect(logo!.x + logo!.width / 2).toBeGreaterThan(width / 2);
      await page.screenshot({ path: test.info().outputPath(`${rightToLeft!.code}${route.replace(/\//g, '-')}${width}.png`), fullPage: false });
    }
  });
}
