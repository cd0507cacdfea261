// Site search: the dialog opened from any page by keyboard, its results (grouped, marked), its
// actions, its accessibility in both themes, what it costs before use, and the /search/ page with
// and without JavaScript. Expectations come from the build's own content (./content.ts): a word
// that only one note's body has, a technology only one project names.
import type { Page } from '@playwright/test';
import { escapeRegExp, expect, expectNoAxeViolations, test } from './fixtures';
import { content, notes, profile, projects, ui } from './content';

const texts = ui.search;
const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;
const prose = (body: string) => body.replace(FENCE, ' ').replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, '] ').replace(/<[^>]+>/g, ' ');
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{7,}/g) ?? []);

/** A word of one note's prose that no other part of the site uses (title, summary, other notes, pages, projects). */
function wordOnlyInOneNote() {
  const { notes: all, ...rest } = content;
  const elsewhere = wordsOf(JSON.stringify(rest));
  for (const note of all) {
    const others = all.filter((other) => other !== note);
    const outside = new Set([...elsewhere, ...wordsOf(`${note.title} ${note.summary} ${note.tags.join(' ')}`), ...others.flatMap((other) => [...wordsOf(other.body)])]);
    const word = [...wordsOf(prose(note.body))].sort().find((candidate) => !outside.has(candidate));
    if (word) return { word, note };
  }
  throw new Error('No note has a word of its own: the test needs one');
}

/** A technology named in exactly one project's tech stack (one plain word, to type as it is). */
function techOnlyInOneProject() {
  const names = projects.flatMap((project) => project.techStack.map((tech) => tech.name));
  const unique = (name: string) => names.filter((other) => other.toLowerCase() === name.toLowerCase()).length === 1;
  const tech = names.filter((name) => /^[A-Za-z]{3,}$/.test(name) && unique(name)).sort()[0];
  if (!tech) throw new Error('No technology is named by one project only: the test needs one');
  return { tech, project: projects.find((project) => project.techStack.some((entry) => entry.name === tech))! };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: texts.title });
const field = (page: Page) => dialog(page).getByRole('combobox', { name: texts.inputLabel });
const searchLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: texts.button, exact: true });

/** Opens the search from the page with the keyboard only: Tab to the top bar's search button, Enter. */
async function openByTabbing(page: Page) {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    if (await searchLink(page).evaluate((link) => link === document.activeElement)) break;
  }
  await expect(searchLink(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field(page)).toBeFocused();
}

/** Types `query` and moves with the arrow keys until the option named `title` is the active one, then Enter. */
async function chooseByKeyboard(page: Page, query: string, title: string) {
  await page.keyboard.type(query);
  const wanted = dialog(page).getByRole('option', { name: new RegExp(`^${escapeRegExp(title)}`) });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 30 && (await wanted.getAttribute('aria-selected')) !== 'true'; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id'))!);
  await page.keyboard.press('Enter');
}

test.describe('search from the home page by keyboard alone @layouts', () => {
  test('a technology only one project names leads to that project', async ({ page }) => {
    const { tech, project } = techOnlyInOneProject();
    await page.goto('/');
    await openByTabbing(page);
    await chooseByKeyboard(page, tech, project.title);
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/$`));
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  if (notes.length) {
    test('a word only one note\'s body has leads to that note, marked in its snippet', async ({ page }) => {
      const { word, note } = wordOnlyInOneNote();
      await page.goto('/');
      await openByTabbing(page);
      await page.keyboard.type(word);
      const group = dialog(page).getByRole('group', { name: texts.kinds.note });
      const option = group.getByRole('option', { name: new RegExp(`^${escapeRegExp(note.title)}`) });
      await expect(option.locator('mark').filter({ hasText: new RegExp(`^${escapeRegExp(word)}$`, 'i') })).toBeVisible();
      await expect(dialog(page).getByRole('status')).toHaveText(texts.oneResult);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/notes/${note.slug}/$`));
      await expect(page.getByRole('heading', { level: 1, name: note.title })).toBeVisible();
    });
  } else {
    test('an owner without notes searches what they have: no notes or tags among the results', { tag: '@sparse' }, async ({ page }) => {
      const { tech } = techOnlyInOneProject();
      await page.goto('/');
      await openByTabbing(page);
      await page.keyboard.type(tech);
      await expect(dialog(page).getByRole('group', { name: texts.kinds.project })).toBeVisible();
      await expect(dialog(page).getByRole('group', { name: texts.kinds.note })).toHaveCount(0);
      await expect(dialog(page).getByRole('group', { name: texts.kinds.tag })).toHaveCount(0);
    });
  }
});

test('a typo and the start of a word still find the project', async ({ page }) => {
  const { tech, project } = techOnlyInOneProject();
  await page.goto('/');
  await page.keyboard.press('Control+k');
  // One letter in the middle replaced by another.
  const middle = Math.floor(tech.length / 2);
  const typo = `${tech.slice(0, middle)}${tech[middle]!.toLowerCase() === 'q' ? 'x' : 'q'}${tech.slice(middle + 1)}`;
  await field(page).fill(typo);
  await expect(dialog(page).getByRole('option', { name: new RegExp(`^${escapeRegExp(project.title)}`) })).toBeVisible();
  await field(page).fill(tech.slice(0, Math.max(3, tech.length - 2)));
  await expect(dialog(page).getByRole('option', { name: new RegExp(`^${escapeRegExp(project.title)}`) })).toBeVisible();
});

test.describe('opening and closing', { tag: '@desktop' }, () => {
  test('"/" and Ctrl+K open it, Escape closes it and focus goes back where it was', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByRole('banner').getByRole('link').first();
    await logo.focus();
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(logo).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true'); // the actions, before any query
    await page.getByRole('button', { name: texts.close }).click();
    await expect(logo).toBeFocused();
  });

  test('"/" typed in a text field stays in the field', async ({ page }) => {
    await page.goto('/contact/');
    const name = page.getByLabel(ui.contactForm.nameLabel);
    await name.fill('a/b');
    await expect(name).toHaveValue('a/b');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('nothing of the search loads with a page; pointing at the button fetches it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    expect(fetched.filter((path) => path.endsWith('/search-index.json'))).toEqual([]);
    const index = page.waitForResponse((response) => response.url().endsWith('/search-index.json'));
    await searchLink(page).hover();
    expect((await index).status()).toBe(200);
  });
});

test('axe finds nothing with the dialog open and results shown, in both themes @layouts', async ({ page }) => {
  test.slow(); // two full-page axe runs; the dialog is the same on every page, so a light one
  const { tech } = techOnlyInOneProject();
  await page.goto('/about/');
  await page.keyboard.press('Control+k');
  await field(page).fill(tech);
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'search dialog with results');
});

test('on a phone the dialog takes the whole width', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  // Measured once its opening animation has ended; sub-pixel rounding aside.
  await expect.poll(async () => (await dialog(page).boundingBox())!.width).toBeCloseTo(page.viewportSize()!.width, 0);
});

test('the menu\'s search button opens the search', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: ui.nav.openMenu }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: texts.button }).click();
  await expect(field(page)).toBeFocused();
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
});

/** Types an action's name and waits, as a visitor would, for it to be offered before pressing Enter. */
async function offerAction(page: Page, label: string) {
  await field(page).fill(label);
  await expect(dialog(page).getByRole('option', { name: new RegExp(`^${escapeRegExp(label)}`) })).toBeVisible();
}

test.describe('actions', { tag: '@desktop' }, () => {
  test('switching the theme is done and announced', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await offerAction(page, texts.actions.themeDark);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(dialog(page).getByRole('status')).toHaveText(texts.actions.themeDone.replace('{theme}', ui.theme.dark));
  });

  if (profile.email) {
    const email = profile.email;
    test('copying the e-mail address puts it on the clipboard and says so', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await page.keyboard.press('Control+k');
      await offerAction(page, texts.actions.copyEmail);
      await page.keyboard.press('Enter');
      await expect(dialog(page).getByRole('status')).toHaveText(texts.actions.copied.replace('{email}', email));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
    });
  }

  test('downloading the resume starts the download and says so', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await offerAction(page, texts.actions.downloadResume);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe(profile.resumeFile);
    await expect(dialog(page).getByRole('status')).toHaveText(texts.actions.downloading);
  });
});

test('/search/?q= opens the search with the query, and typing never changes the address', { tag: '@desktop' }, async ({ page }) => {
  const { tech, project } = techOnlyInOneProject();
  await page.goto(`/search/?q=${encodeURIComponent(tech)}`);
  await expect(field(page)).toHaveValue(tech);
  await expect(dialog(page).getByRole('option', { name: new RegExp(`^${escapeRegExp(project.title)}`) })).toBeVisible();
  const address = page.url();
  await field(page).pressSequentially(' more');
  await expect(field(page)).toHaveValue(`${tech} more`);
  expect(page.url()).toBe(address);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, hydration: false });

  test('the search button leads to /search/, which lists every page with its summary', async ({ page }) => {
    await page.goto('/projects/');
    await expect(searchLink(page)).toHaveAttribute('href', /\/search\/$/);
    await page.goto('/search/');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const main = page.getByRole('main');
    for (const project of projects) {
      await expect(main.getByRole('link', { name: project.title, exact: true })).toHaveAttribute('href', new RegExp(`/projects/${project.id}/?$`));
      await expect(main.getByText(project.description, { exact: true })).toBeVisible();
    }
    for (const note of notes) await expect(main.getByRole('link', { name: note.title, exact: true })).toBeVisible();
  });
});

test('/search/ passes axe in both themes', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/search/');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expectNoAxeViolations(page, '/search/');
});
