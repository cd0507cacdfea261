// The site's structured data, filled from content/: the owner (Person) and each project
// (SoftwareSourceCode or CreativeWork, with its breadcrumb trail).
import 'server-only';
import { navItems, profile, site, socialLinks } from '@/lib/content';
import { breadcrumbJsonLd, personJsonLd, projectJsonLd, type JsonLd } from './jsonLd';
import { absoluteUrl } from './siteUrl';
import { projectSocialImage } from './socialImage';
import type { Project } from '../content/types';

/** The owner, for the Home and About pages. */
export function ownerJsonLd(): JsonLd {
  return personJsonLd({
    name: profile.name,
    url: absoluteUrl('/'),
    jobTitle: site.jobTitle,
    sameAs: socialLinks.map((link) => link.url),
    email: profile.email,
  });
}

/** A project page: the work itself and its place in the site (Home › Projects › title). */
export function projectPageJsonLd(project: Project): JsonLd[] {
  const url = absoluteUrl(`/projects/${project.id}`);
  return [
    projectJsonLd({
      project,
      url,
      image: absoluteUrl(projectSocialImage(project.id)),
      author: { name: profile.name, url: absoluteUrl('/') },
    }),
    breadcrumbJsonLd([
      { name: navLabel('/'), url: absoluteUrl('/') },
      { name: navLabel('/projects'), url: absoluteUrl('/projects') },
      { name: project.title, url },
    ]),
  ];
}

function navLabel(route: string): string {
  return navItems.find((item) => item.id === route)?.label ?? route;
}
