// A site in several languages (the bilingual test owner, E2E_TARGET=bilingual):
// every language's pages say their language and direction, link to each other (switch, hreflang),
// pass axe, and a right-to-left language lays out mirrored without overflowing. The build may sit
// under a base path (npm run test:engine builds this owner under one): every address goes through
// `at` (SITE_URL, base path included: page.goto('/x/') would drop it) and every expected link
// starts with the base path.
import path from 'node:path';
import type { LoadedContent } from '@/lib/content';
import { ownerLanguages } from '@/scripts/test/ownerContent';
import { escapeRegExp, expect, expectNoAxeViolations, test } from './fixtures';
import { content } from './content';
import { target } from './targets';
import { SITE_URL } from '../../playwright.config';

/** Each language's content, read the way its build read it. */
const languages = ownerLanguages({ root: path.resolve(__dirname, '../..'), contentDir: target.contentDir, publicDir: target.publicDir });
const rightToLeft = languages.find((language) => language.content.language.dir === 'rtl');
const { basePath } = target;
/** The address of a site path ("/ar/about/") on the server under test. */
const at = (sitePath: string) => `${SITE_URL}${sitePath}`;

for (const language of languages) {
  const home = `${language.prefix}/`;
  test.describe(`${language.name} pages @languages @desktop`, () => {
    test('say their language and direction, link to every language, and pass axe', async ({ page }) => {
      for (const route of ['/', '/about/']) {
        await page.goto(at(`${language.prefix}${route}`));
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', language.content.language.tag);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(language.content.language.dir);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        for (const other of languages) {
          await expect(page.locator(`head link[rel="alternate"][hreflang="${other.prefix ? other.code : content.language.tag}"]`)).toHaveAttribute(
            'href',
            new RegExp(`${escapeRegExp(`${basePath}${other.prefix}${route}`)}$`),
          );
        }
        await expectNoAxeViolations(page, `${language.code} ${route}`);
      }
    });

    test('switch to the same page in the other language with a plain link', async ({ page }) => {
      const other = languages.find((candidate) => candidate.code !== language.code)!;
      await page.goto(at(`${language.prefix}/about/`));
      const link = page.getByRole('navigation', { name: language.content.ui.nav.mainLabel }).getByRole('link', { name: other.name });
      await link.focus();
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(at(`${other.prefix}/about/`));
      await expect(page.locator('html')).toHaveAttribute('lang', other.content.language.tag);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.content.aboutPage.title);
    });

    test('send an unknown address to this language\'s home', async ({ page, problems }) => {
      problems.allowConsole(/status of 404/); // the address answers 404 before the redirect
      await page.goto(at(`${language.prefix}/no-such-page/`));
      await expect(page).toHaveURL(at(home));
    });
  });
}

test('a note without a translation switches to the notes list of the other language @languages @desktop', async ({ page }) => {
  const [first, second] = languages;
  const untranslated = first!.noteSlugs.find((slug) => !second!.noteSlugs.includes(slug));
  expect(untranslated, 'the fixture has a note in one language only').toBeDefined();
  await page.goto(at(`/notes/${untranslated}/`));
  await expect(page.getByRole('link', { name: second!.name }).first()).toHaveAttribute('href', `${basePath}${second!.prefix}/notes/`);
});

for (const width of [1280, 390]) {
  test(`a right-to-left language lays out mirrored without overflow at ${width} px @languages @desktop`, async ({ page }) => {
    expect(rightToLeft, 'the fixture has a right-to-left language').toBeDefined();
    await page.setViewportSize({ width, height: 900 });
    for (const route of ['/', '/about/']) {
      await page.goto(at(`${rightToLeft!.prefix}${route}`));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
      // The logo starts the top bar: on the right in a right-to-left page.
      const logo = await page.getByRole('link', { name: new RegExp(rightToLeft!.content.ui.nav.logoHome) }).first().boundingBox();
      expect(logo!.x + logo!.width / 2).toBeGreaterThan(width / 2);
      await page.screenshot({ path: test.info().outputPath(`${rightToLeft!.code}${route.replace(/\//g, '-')}${width}.png`), fullPage: false });
    }
  });
}

/** The default language's text at a translation's field ("home.expertise.areas[1].description"). */
function textAt(content: LoadedContent, field: string): unknown {
  const [group, ...rest] = field.split('.');
  // A project's fields go by its id: "projects.bench-hub.longDescription".
  let value: unknown = group === 'projects' ? content.projects.find((project) => project.id === rest.shift()) : (content as unknown as Record<string, unknown>)[group!];
  for (const key of rest.join('.').split(/\.|\[|\]\.?/).filter(Boolean)) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

test('a partial language marks each text it shows untranslated with the default language @languages @desktop', async ({ page }) => {
  const [first] = languages;
  const partial = languages.find((language) => language.content.language.fallbacks.length > 0);
  expect(partial, 'the fixture has a partial language with untranslated texts').toBeDefined();
  // The page texts left untranslated (the site's description and the résumé summary are not page text).
  const untranslated = partial!.content.language.fallbacks
    .filter((field) => !/^(site|resume)\./.test(field))
    .map((field) => ({ field, text: textAt(first!.content, field) }))
    .filter((entry): entry is { field: string; text: string } => typeof entry.text === 'string');
  expect(untranslated.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  const routes = ['/', '/about/', '/experience/', '/contact/', '/projects/', ...partial!.content.projects.map((project) => `/projects/${project.id}/`)];
  for (const route of routes) {
    await page.goto(at(`${partial!.prefix}${route}`));
    const found = await page.evaluate((texts) => {
      const result: Array<{ text: string; lang: string | null }> = [];
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (texts.includes(text)) result.push({ text, lang: node.parentElement!.closest('[lang]')!.getAttribute('lang') });
      }
      return result;
    }, untranslated.map((entry) => entry.text));
    for (const { text, lang } of found) {
      expect(lang, `"${text}" on ${partial!.prefix}${route}`).toBe(partial!.content.language.defaultTag);
      seen.add(text);
    }
  }
  expect(untranslated.filter((entry) => !seen.has(entry.text)).map((entry) => entry.field), 'untranslated texts no page showed').toEqual([]);
});

test('tag pages and later pages of the notes name the languages that have them @languages @desktop', async ({ page }) => {
  const [first, second] = languages;
  const shared = first!.notesLists.find((path) => second!.notesLists.includes(path));
  const own = first!.notesLists.find((path) => !second!.notesLists.includes(path));
  expect(shared && own, 'the fixture has a tag page in both languages and a notes page in one').toBeTruthy();
  const alternate = (language: typeof first) => page.locator(`head link[rel="alternate"][hreflang="${language!.prefix ? language!.code : content.language.tag}"]`);
  await page.goto(at(`${second!.prefix}${shared}/`));
  // The default language's address: the site's host and base path, then the page, no prefix.
  await expect(alternate(first)).toHaveAttribute('href', new RegExp(`//[^/]+${escapeRegExp(`${basePath}${shared}/`)}$`));
  await expect(alternate(second)).toHaveAttribute('href', new RegExp(`${escapeRegExp(`${basePath}${second!.prefix}${shared}/`)}$`));
  await page.goto(at(`${own}/`));
  await expect(alternate(first)).toHaveCount(1);
  await expect(alternate(second)).toHaveCount(0);
  const sitemap = await (await page.request.get(at('/sitemap.xml'))).text();
  expect(sitemap).toContain(`${basePath}${second!.prefix}${shared}/</loc>`);
});

test('each language links its own résumé and social images @languages @desktop', async ({ page }) => {
  for (const language of languages) {
    await page.goto(at(`${language.prefix}/contact/`));
    const json = page.locator('main a[type="application/json"]');
    await expect(json).toHaveAttribute('href', `${basePath}${language.prefix}/resume.json`);
    const resume = await (await page.request.get(at(`${language.prefix}/resume.json`))).json();
    expect(resume.basics.summary, `${language.code} resume.json`).toBe(language.content.resume.summary);
    const pdf = page.locator('main a[download]').first();
    await expect(pdf).toHaveAttribute('href', `${basePath}${language.prefix}/${language.content.profile.resumeFile}`);
    expect((await page.request.get(at(`${language.prefix}/${language.content.profile.resumeFile}`))).headers()['content-type']).toMatch(/pdf/);
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
    expect(image.pathname).toMatch(new RegExp(`^${escapeRegExp(`${basePath}${language.prefix}/og/`)}`));
    expect((await page.request.get(image.pathname)).ok(), image.pathname).toBe(true);
  }
});

test('a page of another language loads the same script files as the same page of the first @languages @desktop', async ({ page }) => {
  const [first, second] = languages;
  // The script files a page loads: those its HTML names (in <script src>, and in the loaders that
  // start the framework's scripts after the first paint). Later ones (a prefetched route, the menu)
  // are another route's or another feature's, whatever the language.
  const scriptsOf = async (sitePath: string) => {
    const response = await page.request.get(at(sitePath));
    expect(response.ok(), sitePath).toBe(true);
    return [...new Set((await response.text()).match(/\/_next\/static\/[^"'\s\\]+?\.js/g) ?? [])].sort();
  };
  for (const route of ['/', '/about/', '/notes/', `/projects/${first!.content.projects[0]!.id}/`]) {
    const firstScripts = await scriptsOf(`${first!.prefix}${route}`);
    expect(firstScripts.length, `scripts of ${route}`).toBeGreaterThan(0);
    expect(await scriptsOf(`${second!.prefix}${route}`), `the scripts of ${second!.prefix}${route} and ${route}`).toEqual(firstScripts);
  }
});
