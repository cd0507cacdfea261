// The owner's content as a JSON Resume, for /resume.json: the ecosystem's themes, job boards and
// tools read it. What the schema has a field for goes there (impact as a project's highlights,
// testimonials as references); what the site has beyond it goes into extra fields, which the
// schema allows (a project's subtitle, repository, testimonials).
import type { SiteContent } from '../content/load';
import { arxivUrl, doiUrl, linkPath, publicationAnchor, PUBLICATIONS_ROUTE, type Publication } from '../model/publication';
import { uniqueTexts } from './projectDraft';
import type { JsonResume } from './types';

type Content = Pick<
  SiteContent,
  'profile' | 'profileDetails' | 'site' | 'socialLinks' | 'experience' | 'about' | 'resume' | 'projects' | 'techCategoryLabels'
> & { publications?: readonly Publication[] };

/** A publication's address: its DOI, else arXiv, else the PDF, else its place on the publications page. */
function publicationUrl(publication: Publication, urls: ExportUrls): string {
  if (publication.doi) return doiUrl(publication.doi);
  if (publication.arxiv) return arxivUrl(publication.arxiv);
  if (publication.pdf) return publication.pdf.startsWith('/') ? urls.absolute(linkPath(publication.pdf)) : publication.pdf;
  return `${urls.absolute(PUBLICATIONS_ROUTE)}#${publicationAnchor(publication.key)}`;
}

export interface ExportUrls {
  /** The site's home page, absolute. */
  home: string;
  /** An absolute URL of a route or a public file of this site (with the base path). */
  absolute: (path: string) => string;
}

const withoutEmpty = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && !(Array.isArray(item) && item.length === 0))) as T;

export function toResume(content: Content, urls: ExportUrls): JsonResume {
  const { profile, profileDetails, site, experience, about, resume, projects } = content;
  const skills = resume.skills
    ? resume.skills.map((skill) => withoutEmpty({ name: skill.name, level: skill.level, keywords: skill.keywords }))
    : Object.entries(about.skills.groups)
        .filter(([, items]) => items.length)
        .map(([category, items]) => ({ name: content.techCategoryLabels[category as keyof Content['techCategoryLabels']], keywords: items }));
  return withoutEmpty({
    basics: withoutEmpty({
      name: profile.name,
      label: site.jobTitle,
      image: about.photo ? urls.absolute(about.photo) : undefined,
      email: profile.email,
      url: urls.home,
      summary: resume.summary,
      location: profileDetails.location ? { city: profileDetails.location } : undefined,
      profiles: content.socialLinks.map((link) => ({ network: link.label, url: link.url })),
    }),
    work: experience.roles.map((role) =>
      withoutEmpty({
        name: role.organization,
        position: role.title,
        location: role.location,
        startDate: role.startDate,
        endDate: role.endDate,
        summary: role.summary,
        highlights: role.highlights,
        // Not in the schema: the role's technologies, as several themes read them.
        keywords: role.technologies,
        type: role.employmentType,
      }),
    ),
    education: experience.education.map((school) =>
      withoutEmpty({
        institution: school.school,
        studyType: school.degree,
        area: school.field,
        startDate: school.startDate,
        endDate: school.endDate,
        location: school.location,
        highlights: school.highlights,
      }),
    ),
    certificates: experience.certifications.map((cert) => ({ name: cert.name, issuer: cert.issuer, date: cert.date })),
    skills,
    interests: about.interests.map((interest) => ({ name: interest.title, summary: interest.description })),
    references: projects.flatMap((project) =>
      project.testimonials.map((t) => ({ name: t.name, reference: t.content, role: t.role, project: project.title })),
    ),
    projects: projects.map((project) =>
      withoutEmpty({
        name: project.title,
        description: project.description,
        highlights: project.impact,
        keywords: uniqueTexts([...project.tags, ...project.techStack.map((tech) => tech.name)]),
        startDate: project.startDate,
        endDate: project.endDate,
        url: project.liveDemo ?? project.github ?? urls.absolute(`/projects/${project.id}`),
        // Beyond the schema: what the site shows besides.
        subtitle: project.subtitle,
        page: urls.absolute(`/projects/${project.id}`),
        repository: project.github,
        testimonials: project.testimonials,
      }),
    ),
    publications: (content.publications ?? []).map((publication) =>
      withoutEmpty({
        name: publication.title,
        publisher: publication.venue,
        releaseDate: String(publication.year),
        url: publicationUrl(publication, urls),
        summary: publication.abstract,
        // Beyond the schema: the authors as the entry lists them.
        authors: publication.authors.map((author) => author.name),
      }),
    ),
    meta: { canonical: urls.absolute('/resume.json') },
  });
}
