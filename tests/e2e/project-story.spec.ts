// Impact, testimonials and code highlights on the project pages. The projects come from
// the content the build used: the first that has all three and the first that has none (the
// the full test owner has both kinds, the sparse one only one without; an owner's own content
// may lack a kind, and then those checks have no project to run on).
import { expect, expectNoAxeViolations, test } from './fixtures';
import { projects, ui } from './content';
import type { Project } from '@/lib/model/types';
import { formatText } from '@/lib/format/text';

const snippetsOf = (project: Project) => project.codeSnippets ?? [];
const full = projects.filter((p) => p.impact.length > 0 && p.testimonials.length > 0 && snippetsOf(p).length > 0).slice(0, 1);
const bare = projects.filter((p) => p.impact.length === 0 && p.testimonials.length === 0 && snippetsOf(p).length === 0).slice(0, 1);
const t = ui.project;
const STORY_HEADINGS = [t.impact, t.testimonials, ui.code.heading];

for (const project of full) test.describe(`a project with impact, testimonials and code (${project.id})`, () => {
  test('Overview shows the numbered impact cards and the quoted testimonials', async ({ page }) => {
    await page.goto(`/projects/${project.id}/`);
    const panel = page.getByRole('tabpanel', { name: t.tabs.overview });
    const impact = panel.getByRole('region', { name: t.impact }).getByRole('listitem');
    await expect(impact).toHaveCount(project.impact.length);
    for (const [i, statement] of project.impact.entries()) await expect(impact.nth(i)).toHaveText(`${i + 1}${statement}`);

    const quotes = panel.getByRole('region', { name: t.testimonials }).getByRole('figure');
    await expect(quotes).toHaveCount(project.testimonials.length);
    for (const [i, person] of project.testimonials.entries()) {
      await expect(quotes.nth(i).locator('blockquote')).toHaveText(person.content);
      await expect(quotes.nth(i).locator('figcaption')).toContainText(person.name);
      await expect(quotes.nth(i).locator('figcaption')).toContainText(person.role);
      // The avatar when given, else a placeholder with the first letter of the name.
      const avatar = quotes.nth(i).locator('figcaption img');
      if (person.avatar) {
        // Loaded lazily: it arrives once the visitor scrolls to it, and must then be a real picture.
        await avatar.scrollIntoViewIfNeeded();
        await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      } else await expect(quotes.nth(i).locator('figcaption')).toContainText(person.name.trim()[0]!.toUpperCase());
    }
    await expectNoAxeViolations(page, 'Overview with impact and testimonials');
  });

  test('Tech Stack shows each snippet highlighted, scrolling inside itself, and copies it by keyboard @layouts', async ({ page, context, browserName }) => {
    if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/projects/${project.id}/`);
    await page.getByRole('tab', { name: t.tabs.techStack }).click();
    const code = page.getByRole('tabpanel', { name: t.tabs.techStack }).getByRole('region', { name: ui.code.heading });
    const snippets = code.getByRole('figure');
    await expect(snippets).toHaveCount(snippetsOf(project).length);
    for (const [i, snippet] of snippetsOf(project).entries()) {
      const figure = snippets.nth(i);
      await expect(figure.getByRole('heading', { name: snippet.title })).toBeVisible();
      await expect(figure.getByText(snippet.language, { exact: true })).toBeVisible();
      const pre = figure.locator('pre');
      expect(await pre.innerText()).toBe(snippet.code);
      // Coloured at build time: tokens carry their colours, and at least two different ones show.
      const colours = await pre.locator('span[style*="--shiki-dark"]').evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
      expect(colours, 'distinct token colours').toBeGreaterThan(1);
      await expect(pre).toHaveCSS('overflow-x', 'auto');
    }
    // A long line scrolls inside its block; the page itself never gets wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'page wider than the viewport by').toBeLessThanOrEqual(0);

    const first = snippetsOf(project)[0]!;
    const button = snippets.first().getByRole('button', { name: formatText(ui.code.copyLabel, { title: first.title }) });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(snippets.first().getByRole('status')).toHaveText(ui.code.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.code);
    await expectNoAxeViolations(page, 'Tech Stack with code');
  });

  test('the highlighted code is in the prerendered HTML and no highlighter script is loaded', async ({ page, request }) => {
    const html = await (await request.get(`/projects/${project.id}/`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const highlighted = /<pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">/i;
    expect(highlighted.test(main), 'the page HTML holds the highlighted code').toBe(true);
    expect(/<style|<script(?! type="application\/ld\+json")/i.test(main), 'a <style> or a script (besides JSON-LD) inside <main>').toBe(false);

    // Bodies are read inside the test, so none is still being read when the page closes.
    const pending: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') pending.push(response.text().catch(() => ''));
    });
    await page.goto(`/projects/${project.id}/`);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    expect(scripts.length).toBeGreaterThan(0);
    // Inline scripts are the page's own data (its HTML again, class names included), so the test
    // looks for the highlighter's code: its engine, grammar tokenizer and entry points.
    const inline = await page.locator('script:not([src])').allTextContents();
    const engine = /oniguruma|tokenizeLine|codeToHtml|createHighlighter|bundledLanguages/;
    const withHighlighter = [...scripts, ...inline].filter((source) => engine.test(source)).map((source) => source.slice(0, 80));
    expect(withHighlighter, 'scripts carrying a highlighter').toEqual([]);
    expect(scripts.some((source) => /shiki/i.test(source)), 'a script file mentioning shiki').toBe(false);
  });
});

for (const project of bare) test.describe(`a project without impact, testimonials or code (${project.id})`, { tag: '@sparse' }, () => {
  test('shows no empty section or heading, in any tab', async ({ page }) => {
    await page.goto(`/projects/${project.id}/`);
    // Every tab panel is prerendered in the page, so one look covers all five.
    const headings = await page.locator('main').getByRole('heading', { includeHidden: true }).allTextContents();
    for (const heading of STORY_HEADINGS) expect(headings.map((h) => h.trim())).not.toContain(heading);
    await expect(page.locator('main blockquote, main pre')).toHaveCount(0);
    await expectNoAxeViolations(page, 'Overview without the three');
    await page.getByRole('tab', { name: t.tabs.techStack }).click();
    await expectNoAxeViolations(page, 'Tech Stack without code');
  });
});
