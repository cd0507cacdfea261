// schema.org structured data (JSON-LD) that search engines read: pure builders with explicit
// inputs, so their shapes are unit-tested. lib/seo/structuredData.ts fills them from content/.
import type { Project } from '../model/types';

export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

export interface PersonInput {
  name: string;
  /** The site's home page. */
  url: string;
  jobTitle: string;
  /** The owner's profiles elsewhere (code hosting, professional network). */
  sameAs: string[];
  email?: string;
}

export function personJsonLd({ name, url, jobTitle, sameAs, email }: PersonInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name,
    url,
    jobTitle,
    sameAs,
    ...(email ? { email: `mailto:${email}` } : {}),
  };
}

// Names in a tech stack that are programming languages (schema.org programmingLanguage);
// frameworks, databases and tools are left out. Lower case.
const PROGRAMMING_LANGUAGES = new Set([
  'python', 'javascript', 'typescript', 'c', 'c++', 'c#', 'rust', 'go', 'java', 'kotlin', 'swift',
  'r', 'sql', 'scala', 'julia', 'ruby', 'php', 'bash', 'shell', 'assembly', 'x86 assembly', 'matlab',
  'dart', 'haskell', 'lua', 'html', 'css',
]);

/** The programming languages of a tech stack, in stack order. */
export function programmingLanguages(techStack: Project['techStack']): string[] {
  return techStack.map((tech) => tech.name).filter((name) => PROGRAMMING_LANGUAGES.has(name.toLowerCase()));
}

export interface ProjectInput {
  project: Pick<Project, 'title' | 'description' | 'github' | 'techStack' | 'startDate' | 'tags' | 'liveDemo'>;
  /** The project page. */
  url: string;
  /** The social preview image. */
  image: string;
  author: { name: string; url: string };
}

/** A project with a repository is SoftwareSourceCode; without one, a CreativeWork. */
export function projectJsonLd({ project, url, image, author }: ProjectInput): JsonLd {
  const common = {
    name: project.title,
    description: project.description,
    url,
    image,
    // "YYYY-MM" is a valid ISO 8601 date.
    dateCreated: project.startDate,
    keywords: project.tags.join(', '),
    author: { '@type': 'Person', ...author },
    ...(project.liveDemo ? { sameAs: [project.liveDemo] } : {}),
  };
  if (!project.github) return { '@context': 'https://schema.org', '@type': 'CreativeWork', ...common };
  const languages = programmingLanguages(project.techStack);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    ...common,
    codeRepository: project.github,
    ...(languages.length ? { programmingLanguage: languages } : {}),
  };
}

export interface BlogPostingInput {
  headline: string;
  description: string;
  /** The note page. */
  url: string;
  image: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD; the publication day when the note was never updated. */
  dateModified?: string;
  keywords: readonly string[];
  author: { name: string; url: string };
}

/** A note: a BlogPosting with its author and both of its dates. */
export function blogPostingJsonLd(input: BlogPostingInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    keywords: input.keywords.join(', '),
    author: { '@type': 'Person', ...input.author },
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
