// Which routes a language of the site has: every page, except that the languages' notes differ.
// No dependencies: the language switch (in the browser) and the hreflang alternates share it.

/** A language's notes pages, as its build makes them. */
export interface LanguageNotes {
  noteSlugs: readonly string[];
  /** Its later pages of the notes, tag and series pages ("/notes/page/2", "/notes/tag/power"). */
  notesLists: readonly string[];
}

/**
 * Whether a language has the route (without trailing slash): a note only where it is translated;
 * the notes list only where it has notes; a tag page, a series or a later page of the notes only
 * where that language's notes make one; every other page everywhere.
 */
export function languageHas(route: string, language: LanguageNotes): boolean {
  if (route === '/notes') return language.noteSlugs.length > 0;
  if (/^\/notes\/(tag|page|series)\//.test(route)) return language.notesLists.includes(route);
  const note = /^\/notes\/([^/]+)$/.exec(route)?.[1];
  return !note || language.noteSlugs.includes(note);
}
