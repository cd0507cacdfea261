// The site's structured data, filled from content/: the owner (Person) and each project
// (SoftwareSourceCode or CreativeWork, with its breadcrumb trail).
import 'server-only';
import type { LoadedContent } from '@/lib/content';
import { blogPostingJsonLd, breadcrumbJsonLd, personJsonLd, projectJsonLd, type JsonLd } from './jsonLd';
import { absoluteUrl, fileUrl } from './siteUrl';
import { noteSocialImage, projectSocialImage } from './socialImage';
import type { Note } from '../model/noteSchema';
import { arxivUrl, doiUrl, linkPath, publicationAnchor, PUBLICATIONS_ROUTE, type Publication } from '../model/publication';
import type { Project } from '../model/types';

/** The owner, for the Home and About pages. */
export function ownerJsonLd(c: LoadedContent): JsonLd {
  const { profile, site, socialLinks } = c;
  return personJsonLd({
    name: profile.name,
    url: absoluteUrl(c, '/'),
    jobTitle: site.jobTitle,
    sameAs: socialLinks.map((link) => link.url),
    email: profile.email,
  });
}

/** A project page: the work itself and its place in the site (Home › Projects › title). */
export function projectPageJsonLd(c: LoadedContent, project: Project): JsonLd[] {
  const { profile } = c;
  const url = absoluteUrl(c, `/projects/${project.id}`);
  return [
    {
      ...projectJsonLd({
        project,
        url,
        image: absoluteUrl(c, projectSocialImage(project.id)),
        author: { name: profile.name, url: absoluteUrl(c, '/') },
      }),
      ...inLanguage(c),
    },
    breadcrumbJsonLd([
      { name: navLabel(c, '/'), url: absoluteUrl(c, '/') },
      { name: navLabel(c, '/projects'), url: absoluteUrl(c, '/projects') },
      { name: project.title, url },
    ]),
  ];
}

/** A note page: the posting and its place in the site (Home › Notes › title). */
export function notePageJsonLd(c: LoadedContent, note: Note, notesLabel: string): JsonLd[] {
  const { profile } = c;
  const url = absoluteUrl(c, `/notes/${note.slug}`);
  return [
    {
      ...blogPostingJsonLd({
        headline: note.title,
        description: note.summary,
        url,
        image: absoluteUrl(c, noteSocialImage(note.slug)),
        datePublished: note.date,
        dateModified: note.updated,
        keywords: note.tags,
        author: { name: profile.name, url: absoluteUrl(c, '/') },
      }),
      ...inLanguage(c),
    },
    breadcrumbJsonLd([
      { name: navLabel(c, '/'), url: absoluteUrl(c, '/') },
      { name: notesLabel, url: absoluteUrl(c, '/notes') },
      { name: note.title, url },
    ]),
  ];
}

/** The publications page: each paper a ScholarlyArticle, its page address its anchor there. */
export function publicationsJsonLd(c: LoadedContent, publications: readonly Publication[]): JsonLd[] {
  return publications.map((publication) => {
    const sameAs = [publication.doi && doiUrl(publication.doi), publication.arxiv && arxivUrl(publication.arxiv)].filter(Boolean);
    return {
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      headline: publication.title,
      name: publication.title,
      url: absoluteUrl(c, `${PUBLICATIONS_ROUTE}#${publicationAnchor(publication.key)}`),
      datePublished: String(publication.year),
      author: publication.authors.map((author) => ({ '@type': 'Person', name: author.name, ...(author.owner && { url: absoluteUrl(c, '/') }) })),
      ...(publication.venue && { isPartOf: { '@type': 'Periodical', name: publication.venue } }),
      ...(publication.abstract && { abstract: publication.abstract }),
      ...(publication.pdf && {
        encoding: {
          '@type': 'MediaObject',
          encodingFormat: 'application/pdf',
          contentUrl: publication.pdf.startsWith('/') ? fileUrl(c, linkPath(publication.pdf)) : publication.pdf,
        },
      }),
      ...(sameAs.length && { sameAs }),
    };
  });
}

/** The language of a page's work (schema.org inLanguage), on a site with more than one. */
function inLanguage({ siteLanguages, language }: LoadedContent): { inLanguage?: string } {
  return siteLanguages.length ? { inLanguage: language.tag } : {};
}

function navLabel({ navItems }: LoadedContent, route: string): string {
  return navItems.find((item) => item.id === route)?.label ?? route;
}
