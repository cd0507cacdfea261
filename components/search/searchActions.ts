// The dialog's actions besides opening a result: switch the theme, go to a page of the top bar,
// copy the e-mail address, download the resume. Each says what it did (announced by the dialog).
import type { SearchIndexFile } from '@/lib/search/searchIndexFile';
import type { ThemeChoice } from '@/components/layout/theme';
import { fillTemplate } from '@/lib/format/text';
import { normalizeTerm, WORD } from './searchEngine';

export type SearchAction =
  | { id: string; label: string; type: 'theme'; choice: ThemeChoice }
  | { id: string; label: string; type: 'go'; url: string }
  | { id: string; label: string; type: 'copy-email' }
  | { id: string; label: string; type: 'download-resume' };

const THEME_LABELS = { light: 'themeLight', dark: 'themeDark', system: 'themeSystem' } as const;

/** Every action, the theme choice in effect left out (switching to it would do nothing). */
export function searchActions(index: SearchIndexFile, currentTheme: ThemeChoice | null): SearchAction[] {
  const { actions } = index.texts;
  const themes = (['light', 'dark', 'system'] as const)
    .filter((choice) => choice !== currentTheme)
    .map((choice): SearchAction => ({ id: `theme-${choice}`, label: actions[THEME_LABELS[choice]], type: 'theme', choice }));
  return [
    ...themes,
    // An owner may publish no address.
    ...(index.email ? [{ id: 'copy-email', label: actions.copyEmail, type: 'copy-email' } as const] : []),
    { id: 'download-resume', label: actions.downloadResume, type: 'download-resume' },
    ...index.pages.map((page): SearchAction => ({ id: `go-${page.url}`, label: fillTemplate(actions.goTo, { page: page.title }), type: 'go', url: page.url })),
  ];
}

const words = (text: string) => Array.from(text.matchAll(WORD), (match) => normalizeTerm(match[0]));

/**
 * The actions a query asks for: every word of the query starts a word of the action's name
 * ("dark" and "the" both find "Switch to the dark theme"). With no query, all of them.
 */
export function matchingActions(actions: readonly SearchAction[], query: string): SearchAction[] {
  const wanted = words(query);
  if (!wanted.length) return [...actions];
  return actions.filter((action) => {
    const own = words(action.label);
    return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
  });
}
