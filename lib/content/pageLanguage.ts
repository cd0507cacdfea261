// The language of the page being rendered, for the server components deep in it that link to its
// routes (components/layout/LanguageLink.tsx): set by the language's layout and page as they start
// (./languageRoutes.ts routeContent), kept for that one render by React's cache (each page of a
// static export is its own render). The browser's code never reads it: its scripts are the same in
// every language.
import 'server-only';
import { cache } from 'react';

const current = cache(() => ({ prefix: '' }));

/** Called as a language's layout or page starts rendering: "" for the default language, "/es". */
export function setPagePrefix(prefix: string): void {
  current().prefix = prefix;
}

/** The route prefix of the page being rendered ("" outside a render: the default language). */
export function pagePrefix(): string {
  return current().prefix;
}
