// The links between the languages of a site: the switch's target, the hreflang alternates, and
// where an unknown address sends the visitor.
import { switchTarget } from '@/components/layout/LanguageSwitch';
import { redirectHomeScript } from '@/components/layout/RedirectHome';
import { alternatesFor } from '@/lib/model/languages';
import { formatDay, formatMonthYear } from '@/lib/format/dates';
import { formatRepoDate } from '@/lib/github/client';
import { formatNumber, localeOfBuild } from '@/lib/format/locale';

const english = { code: 'en', name: 'English', prefix: '', noteSlugs: ['both', 'english-only', 'third'], notesLists: ['/notes/page/2', '/notes/tag/power', '/notes/tag/radio'] };
const arabic = { code: 'ar', name: 'العربية', prefix: '/ar', noteSlugs: ['both'], notesLists: ['/notes/tag/power'] };
/** A language the owner has written no note in yet: it has no notes pages at all. */
const spanish = { code: 'es', name: 'Español', prefix: '/es', noteSlugs: [], notesLists: [] };
const url = (prefix: string, path: string) => `https://example.org${prefix}${path === '/' ? '/' : `${path}/`}`;

describe('the language switch', () => {
  it('links to the same page in the other language', () => {
    expect(switchTarget('/about', arabic)).toBe('/ar/about/');
    expect(switchTarget('/projects/bench-hub/', arabic)).toBe('/ar/projects/bench-hub/');
    expect(switchTarget('/', arabic)).toBe('/ar/');
    expect(switchTarget('/about', english)).toBe('/about/');
  });

  it('links to the notes list when the other language lacks the note or the tag page', () => {
    expect(switchTarget('/notes/both', arabic)).toBe('/ar/notes/both/');
    expect(switchTarget('/notes/english-only', arabic)).toBe('/ar/notes/');
    expect(switchTarget('/notes/tag/radio', arabic)).toBe('/ar/notes/');
    expect(switchTarget('/notes/page/2', arabic)).toBe('/ar/notes/');
    expect(switchTarget('/notes/tag/power/', arabic)).toBe('/ar/notes/tag/power/');
    expect(switchTarget('/notes/tag/power/', english)).toBe('/notes/tag/power/');
  });

  it('links to the home page of a language without notes from any notes page', () => {
    for (const page of ['/notes', '/notes/both', '/notes/tag/power', '/notes/series/winter', '/notes/page/2']) expect(switchTarget(page, spanish)).toBe('/es/');
    expect(switchTarget('/about', spanish)).toBe('/es/about/');
  });
});

describe('hreflang alternates', () => {
  it('name every language of a page, the default one as x-default too', () => {
    expect(alternatesFor('/about', [english, arabic], 'en-GB', url)).toEqual({
      'en-GB': 'https://example.org/about/',
      ar: 'https://example.org/ar/about/',
      'x-default': 'https://example.org/about/',
    });
  });

  it('leave out a language a note is not translated into', () => {
    expect(Object.keys(alternatesFor('/notes/english-only', [english, arabic], 'en-GB', url)!)).toEqual(['en-GB', 'x-default']);
    expect(Object.keys(alternatesFor('/notes/both', [english, arabic], 'en-GB', url)!)).toEqual(['en-GB', 'ar', 'x-default']);
  });

  it('name the languages whose notes make the same tag page or later page of the notes', () => {
    expect(alternatesFor('/notes/tag/power', [english, arabic], 'en-GB', url)).toEqual({
      'en-GB': 'https://example.org/notes/tag/power/',
      ar: 'https://example.org/ar/notes/tag/power/',
      'x-default': 'https://example.org/notes/tag/power/',
    });
    expect(Object.keys(alternatesFor('/notes/tag/radio', [english, arabic], 'en-GB', url)!)).toEqual(['en-GB', 'x-default']);
    expect(Object.keys(alternatesFor('/notes/page/2/', [english, arabic], 'en-GB', url)!)).toEqual(['en-GB', 'x-default']);
  });

  it('leave out a language without notes from the notes list, which it does not have', () => {
    expect(Object.keys(alternatesFor('/notes/', [english, spanish], 'en-GB', url)!)).toEqual(['en-GB', 'x-default']);
    expect(Object.keys(alternatesFor('/notes', [english, arabic, spanish], 'en-GB', url)!)).toEqual(['en-GB', 'ar', 'x-default']);
  });

  it('give no x-default to a page the default language does not have', () => {
    const onlyArabic = { ...arabic, noteSlugs: ['arabic-only'] };
    expect(Object.keys(alternatesFor('/notes/arabic-only', [english, onlyArabic], 'en-GB', url)!)).toEqual(['ar']);
  });

  it('are none for a site in one language', () => {
    expect(alternatesFor('/about', [], 'en-US', url)).toBeUndefined();
  });
});

describe('an unknown address', () => {
  /** Where the not-found page's inline script sends a visitor who opened `pathname`. */
  function homeOf(pathname: string, prefixes?: string[], base = ''): string {
    const replace = jest.fn();
    new Function('location', redirectHomeScript(base, prefixes))({ pathname, replace });
    expect(replace).toHaveBeenCalledTimes(1);
    return replace.mock.calls[0][0];
  }

  it("goes to its language's home, else the site's", () => {
    expect(homeOf('/ar/no-such-page/', ['', '/ar'])).toBe('/ar/');
    expect(homeOf('/ar', ['', '/ar'])).toBe('/ar/');
    expect(homeOf('/arbitrary/', ['', '/ar'])).toBe('/');
    expect(homeOf('/no-such-page/')).toBe('/');
  });

  it('stays under the base path', () => {
    expect(homeOf('/portfolio/ar/x/', ['', '/ar'], '/portfolio')).toBe('/portfolio/ar/');
    expect(homeOf('/portfolio/deep/nested', ['', '/ar'], '/portfolio')).toBe('/portfolio/');
    expect(homeOf('/portfolio/x', undefined, '/portfolio')).toBe('/portfolio/');
  });

  it('cannot be closed early by what it carries', () => {
    expect(redirectHomeScript('', ['</script><script>alert(1)//'])).not.toContain('</script>');
  });
});

describe('dates and numbers in the language of the build', () => {
  it('write months, days and numbers the way each language does', () => {
    expect(formatMonthYear('2025-07', 'de')).toBe('Juli 2025');
    expect(formatMonthYear('2025-07', 'es')).toBe('julio de 2025');
    expect(formatDay('2025-03-01', 'fr')).toBe('1 mars 2025');
    expect(formatNumber(12345, 'de')).toBe('12.345');
    expect(formatNumber(12345, 'en-US')).toBe('12,345');
    expect(formatRepoDate('2025-06-30T23:30:00Z', 'en-GB')).toBe('30 June 2025');
  });

  it('are the language tag of each build of a site in several languages, en-US on a one-language site', () => {
    const languages = [english, arabic];
    expect(localeOfBuild({ language: { tag: 'en-GB' }, siteLanguages: languages })).toBe('en-GB');
    expect(localeOfBuild({ language: { tag: 'ar' }, siteLanguages: languages })).toBe('ar');
    expect(localeOfBuild({ language: { tag: 'en-GB' }, siteLanguages: [] })).toBe('en-US');
  });
});
