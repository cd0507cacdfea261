// The owner's publications (content/publications.bib, read and checked with the rest of the
// content in ./index.ts) as the pages, the links and the lists need them.
import 'server-only';
import type { LoadedContent } from './index';
import type { NavItem } from '../model/types';
import { PUBLICATIONS_ROUTE, type Publication } from '../model/publication';

/** Whether this build has publications: without content/publications.bib there is no page or link. */
export function hasPublications(c: LoadedContent): boolean {
  return c.publications.length > 0;
}

/** A list of links as this build can show it: without publications, no link to their page. */
export function withPublicationsLink(c: LoadedContent, items: readonly NavItem[]): NavItem[] {
  return hasPublications(c) ? [...items] : items.filter((item) => item.id !== PUBLICATIONS_ROUTE);
}

/** The publications newest first, in groups of one year each. */
export function publicationsByYear(c: LoadedContent): Array<{ year: number; publications: Publication[] }> {
  const years: Array<{ year: number; publications: Publication[] }> = [];
  for (const publication of c.publications) {
    const last = years.at(-1);
    if (last?.year === publication.year) last.publications.push(publication);
    else years.push({ year: publication.year, publications: [publication] });
  }
  return years;
}
