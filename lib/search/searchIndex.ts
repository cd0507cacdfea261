// The site search's index: every page, project, note, note tag and publication as a document of plain text,
// written once at build time to /search-index.json (app/(default)/search-index.json/route.ts) and listed on
// the /search/ page. The browser fetches it the first time a visitor opens the search
// (components/search/), together with the dialog's words, so no page carries any of it.
// Pure: the route passes the content in; the tests pass fixture owners.
import type { InterfaceText } from '../model/interfaceText';
import type { Note } from '../model/noteSchema';
import { publicationAnchor, PUBLICATIONS_ROUTE, type Publication } from '../model/publication';
import { noteTags } from '../content/noteFiles';
import type { AboutContent, ContactContent, ExperienceContent, PageIntro, ProfileDetails } from '../model/pageTypes';
import type { HomeContent } from '../model/homeTypes';
import type { NavItem, Profile, Project } from '../model/types';
import { NOTES_ROUTE, routeUrl } from '../paths';
import { formatText } from '../format/text';
import { markdownText } from './markdownText';
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, SEARCH_INDEX_VERSION, type SearchDocument, type SearchIndexFile } from './searchIndexFile';

/** What the index is made of: the parts of the loaded content it reads. */
export interface SearchSource {
  profile: Profile;
  profileDetails: ProfileDetails;
  site: { description: string };
  home: HomeContent;
  about: AboutContent;
  aboutPage: PageIntro;
  experience: ExperienceContent;
  experiencePage: PageIntro;
  contact: ContactContent;
  contactPage: PageIntro;
  projectsPage: PageIntro;
  projects: readonly Project[];
  notes: readonly Note[];
  /** content/publications.bib's entries, if the owner keeps one. */
  publications?: readonly Publication[];
  /** The top bar's links as this build shows them (the notes link only with notes). */
  navItems: readonly NavItem[];
  ui: InterfaceText;
  /** The language's route prefix ("", "/es"): its résumé is its own. */
  language: { prefix: string };
}

type Draft = Omit<SearchDocument, 'id'>;
const join = (parts: ReadonlyArray<string | undefined>) => parts.filter(Boolean).join(' ');
const route = (path: string) => (path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`);

function pageDocuments(source: SearchSource): Draft[] {
  const { home, about, experience, ui } = source;
  const page = (path: string, intro: PageIntro, text: ReadonlyArray<string | undefined> = [], keywords: string[] = []): Draft => ({
    kind: 'page',
    title: intro.title,
    url: route(path),
    summary: intro.intro,
    keywords: keywords.join(', '),
    headings: '',
    text: join(text),
  });
  const education = experience.education.map((entry) => join([entry.degree, entry.school, ...entry.highlights]));
  const homeText = [home.greeting, ...home.roles, home.bio, ...home.expertise.areas.map((area) => join([area.title, area.description]))];
  const aboutText = [
    ...about.bio,
    about.lookingFor.text,
    ...about.lookingFor.points,
    ...about.interests.map((interest) => join([interest.title, interest.description])),
    ...education,
  ];
  const roles = experience.roles.map((role) => join([role.title, role.organization, role.location, role.employmentType, ...role.highlights]));
  const certifications = experience.certifications.map((entry) => join([entry.name, entry.issuer]));
  const pages = [
    page('/', { title: ui.routes.home ?? '', intro: source.site.description ?? '' }, homeText, home.skills.items.map((skill) => skill.name)),
    page('/about', source.aboutPage, aboutText, Object.values(about.skills.groups).flat()),
    page('/experience', source.experiencePage, [...roles, ...education, ...certifications], experience.roles.flatMap((role) => role.technologies)),
    page('/projects', source.projectsPage),
    page('/contact', source.contactPage, [source.contact.availability, source.profileDetails.location, source.profile.email]),
  ];
  if (source.notes.length) pages.push(page(NOTES_ROUTE, { title: ui.notes.title, intro: ui.notes.intro }));
  if (source.publications?.length) pages.push(page(PUBLICATIONS_ROUTE, { title: ui.publications.title, intro: ui.publications.intro }));
  return pages;
}

function projectDocument(project: Project): Draft {
  return {
    kind: 'project',
    title: project.title,
    url: route(`/projects/${project.id}`),
    summary: project.description,
    keywords: [...project.techStack.map((tech) => tech.name), ...project.tags].join(', '),
    headings: join([project.subtitle, ...project.features.map((feature) => feature.title)]),
    text: join([
      project.longDescription,
      ...project.features.map((feature) => feature.description),
      ...project.challenges,
      ...project.solutions,
      ...project.impact,
    ]),
  };
}

function noteDocument(note: Note): Draft {
  const { headings, text } = markdownText(note.body);
  return {
    kind: 'note',
    title: note.title,
    url: route(`${NOTES_ROUTE}/${note.slug}`),
    summary: note.summary,
    // A series' name finds its parts.
    keywords: [...note.tags, ...(note.series ? [note.series] : [])].join(', '),
    headings: headings.join(' · '),
    text,
  };
}

function publicationDocument(publication: Publication): Draft {
  return {
    kind: 'publication',
    title: publication.title,
    url: `${route(PUBLICATIONS_ROUTE)}#${publicationAnchor(publication.key)}`,
    summary: join([publication.authors.map((author) => author.name).join(', '), publication.venue, String(publication.year)]),
    keywords: '',
    headings: '',
    text: publication.abstract ?? '',
  };
}

function tagDocuments(notes: readonly Note[], ui: InterfaceText): Draft[] {
  return noteTags(notes).map(({ tag, slug, count }) => ({
    kind: 'tag',
    title: formatText(ui.notes.tagged, { tag }),
    url: route(`${NOTES_ROUTE}/tag/${slug}`),
    summary: formatText(ui.notes.taggedIntro, { count }),
    keywords: tag,
    headings: '',
    text: '',
  }));
}

/** Every document of the site, in the order the search page lists them: pages, projects, notes, tags, publications. */
export function searchDocuments(source: SearchSource): SearchDocument[] {
  const drafts = [
    ...pageDocuments(source),
    ...source.projects.map(projectDocument),
    ...source.notes.map(noteDocument),
    ...tagDocuments(source.notes, source.ui),
    ...(source.publications ?? []).map(publicationDocument),
  ];
  return drafts.map((draft, id) => ({ id, ...draft }));
}

/** The MiniSearch index of `documents`, as a plain object for JSON. */
export function indexOf(documents: readonly SearchDocument[]): SearchIndexFile['index'] {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index.toJSON();
}

/** The whole file the browser fetches on the first search. */
export function buildSearchIndex(source: SearchSource): SearchIndexFile {
  const documents = searchDocuments(source);
  return {
    version: SEARCH_INDEX_VERSION,
    texts: { ...source.ui.search, themes: source.ui.theme },
    documents,
    index: indexOf(documents),
    pages: source.navItems.map((item) => ({ title: item.label, url: route(item.id) })),
    email: source.profile.email ?? '',
    resumeUrl: routeUrl(source.language.prefix, `/${source.profile.resumeFile}`),
  };
}
