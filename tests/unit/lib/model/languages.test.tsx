// A site in several languages: the interface texts the engine ships, the check of an owner's
// translation (every missing text named by file, language and field; a partial language falls
// back), and what a translated build shows.
import * as home from '../../../fixtures/sparse-owner/home';
import * as pages from '../../../fixtures/sparse-owner/pages';
import * as site from '../../../fixtures/sparse-owner/site';
import { sparseOwnerModules as modules } from '../../../fixtures/ownerModules';
import type { ContentModules } from '@/lib/content/check';
import { parseContent } from '@/lib/content/load';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { directionOf, latinFontsCanWrite, READY_INTERFACE_TEXTS } from '@/lib/model/languages';
import { checkTranslation, fallbackTag, type TranslatableContent } from '@/lib/model/translation';
import { render, screen } from '@testing-library/react';
import { PageHeader } from '@/components/ui/PageHeader';
import { placeholdersOf } from '@/lib/format/text';

const everyFileExists = { publicFileExists: () => true };
const source = parseContent(modules, everyFileExists) as unknown as TranslatableContent;

/** Every text of a group of interface texts, by its dotted name. */
function leaves(group: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(group as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(name, value);
    else for (const [inner, text] of leaves(value, name)) found.set(inner, text);
  }
  return found;
}

describe('the ready-made interface texts', () => {
  const english = leaves(interfaceDefaults);
  it.each(['es', 'de', 'fr'])('%s has every English text, with the same placeholders and nothing else', (code) => {
    const translated = leaves(READY_INTERFACE_TEXTS[code]);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [name, text] of english) {
      expect({ name, placeholders: placeholdersOf(translated.get(name)!).sort() }).toEqual({ name, placeholders: placeholdersOf(text).sort() });
      expect(translated.get(name)!.trim()).not.toBe('');
    }
  });
});

describe('checkTranslation', () => {
  const full = { partial: false, readyInterface: true };

  it('names every missing text by file, language and field', () => {
    const { problems } = checkTranslation('es', source, { home: { greeting: 'Hola' } }, full);
    const fields = problems.map((problem) => problem.field);
    expect(fields).toContain('home.bio');
    expect(fields).toContain('site.description');
    expect(fields).toContain(`projects.${source.projects[0]!.id}.title`);
    expect(fields).not.toContain('home.greeting');
    expect(problems[0]).toMatchObject({ file: 'translations/es.ts', entry: 'language "es"' });
    expect(problems.find((problem) => problem.field === 'home.bio')?.message).toMatch(/^is missing/);
  });

  it('never asks for names, addresses, dates or codes', () => {
    const { problems } = checkTranslation('es', source, {}, full);
    const fields = problems.map((problem) => problem.field);
    expect(fields.some((field) => /\.(id|url|startDate|icon|color|name|technologies)$/.test(field))).toBe(false);
  });

  it('names a field the default language does not have, and one that is not prose', () => {
    const { problems } = checkTranslation('es', source, { home: { greting: 'Hola' } as never, site: { url: 'https://x.es' } as never }, full);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'home.greting', message: expect.stringMatching(/is not a field/) }),
        expect.objectContaining({ field: 'site.url', message: expect.stringMatching(/is not a text to translate/) }),
      ]),
    );
  });

  it('asks a language without ready-made interface texts for each of them', () => {
    const { problems } = checkTranslation('sw', source, {}, { partial: false, readyInterface: false });
    expect(problems.map((problem) => problem.field)).toEqual(expect.arrayContaining(['interface.nav.openMenu', 'interface.projects.count.one']));
  });

  it('lets a partial language go without, listing the fields shown in the default language', () => {
    const { problems, fallbacks } = checkTranslation('es', source, { home: { greeting: 'Hola' } }, { ...full, partial: true });
    expect(problems).toEqual([]);
    expect(fallbacks).toContain('home.bio');
    expect(fallbacks).not.toContain('home.greeting');
  });
});

describe('a build in another language', () => {
  const withLanguages = (others: Record<string, unknown>, partial?: string[]): ContentModules => ({
    ...modules,
    'site.ts': { ...site, languages: { default: 'en', others, ...(partial && { partial }) } },
  });

  it('fails naming the missing texts of any language, whichever language is built', () => {
    expect(() => parseContent(withLanguages({ es: { home: { greeting: 'Hola' } } }), everyFileExists)).toThrow(
      /translations\/es\.ts, language "es", home\.bio: is missing/,
    );
  });

  it('shows the translated texts, the language\'s interface texts, and the default text where a partial language has none', () => {
    const content = parseContent(withLanguages({ es: { home: { greeting: 'Hola' } } }, ['es']), { ...everyFileExists, env: { SITE_LANGUAGE: 'es' } });
    expect(content.home.greeting).toBe('Hola');
    expect(content.home.bio).toBe(home.home.bio);
    expect(content.ui.nav.openMenu).toBe(READY_INTERFACE_TEXTS.es!.nav.openMenu);
    expect(content.language).toMatchObject({ code: 'es', tag: 'es', dir: 'ltr', prefix: '/es' });
    expect(content.language.fallbacks).toContain('home.bio');
  });

  it('marks a text a partial language shows untranslated with the default language', () => {
    const content = parseContent(withLanguages({ es: { aboutPage: { title: 'Sobre mí' } } }, ['es']), { ...everyFileExists, env: { SITE_LANGUAGE: 'es' } });
    const { fallbacks, defaultTag } = content.language;
    render(
      <PageHeader
        title={content.aboutPage.title}
        intro={content.aboutPage.intro}
        lang={{ title: fallbackTag(fallbacks, 'aboutPage.title', defaultTag), intro: fallbackTag(fallbacks, 'aboutPage.intro', defaultTag) }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Sobre mí' })).not.toHaveAttribute('lang');
    // The content files' language, as their site.locale names it ("pt_PT" → "pt-PT").
    const written = site.site.locale.replace('_', '-');
    expect(screen.getByText(pages.aboutPage.intro)).toHaveAttribute('lang', written);
    expect(fallbackTag(fallbacks, 'home', defaultTag)).toBe(written);
  });

  it('names a SITE_LANGUAGE the content does not have', () => {
    expect(() => parseContent(modules, { ...everyFileExists, env: { SITE_LANGUAGE: 'es' } })).toThrow(/site\.ts, languages, others: has no "es"/);
  });

  it('writes its own résumé PDF and social images only in a script their fonts can draw', () => {
    // The ready interface texts carry an emoji (the footer's heart): symbols do not count.
    for (const code of ['es', 'de', 'fr']) expect(latinFontsCanWrite([{ home: { greeting: 'Grüße, ça va, señora' } }, READY_INTERFACE_TEXTS[code]])).toBe(true);
    expect(latinFontsCanWrite({ home: { greeting: 'مرحبًا، أنا' } })).toBe(false);
    expect(latinFontsCanWrite({ home: { greeting: 'Γεια σου' } })).toBe(false);
  });

  it('writes right-to-left languages right to left', () => {
    expect(['ar', 'he', 'fa', 'ur'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'es', 'de'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr']);
  });
});
