// A JSON Resume as the owner's content: who they are (profile, site, home, about, resume), their
// experience and their projects. Pure: the résumé in, the content and the import's notes out
// (what was left over, invented or adjusted); scripts/content/import-resume.mjs writes the files.
import type { HomeContent } from '../model/homeTypes';
import type { AboutContent, ExperienceContent, ProfileDetails, ResumeContent, SiteSettings } from '../model/pageTypes';
import type { Profile, ProjectInput } from '../model/types';
import { TECH_CATEGORIES } from '../model/vocabulary';
import { techCategoryOf } from './categories';
import { experienceFromResume } from './experienceFromResume';
import { uniqueTexts } from './projectDraft';
import { projectsFromResume } from './projectsFromResume';
import { publicationsBib } from './publicationsFromResume';
import { ResumeReader, type ImportNotes } from './reader';
import type { JsonResume } from './types';

export interface ImportedContent {
  profile: Profile;
  profileDetails: ProfileDetails;
  /** Everything but the address, which the build takes from SITE_URL. */
  site: Omit<SiteSettings, 'url'>;
  home: HomeContent;
  about: AboutContent;
  experience: ExperienceContent;
  resume: ResumeContent;
  projects: ProjectInput[];
  /** The résumé's publications as the text of content/publications.bib, when it lists any. */
  publicationsBib?: string;
}

/** The home page's bio is one or two sentences: the summary's first, up to about this many characters. */
const HOME_BIO_CHARS = 280;
/** Résumé projects listed on the resume PDF, at most (it must fit on two pages). */
const RESUME_PROJECTS = 3;
/** The expertise cards on the home page, at most: one per skill group of the résumé. */
const EXPERTISE_AREAS = 6;

/** Up to two letters from the first and last word of a name, in any script. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const firsts = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((word) => (word ? Array.from(word)[0]! : ''));
  return firsts.join('').toLocaleUpperCase() || '?';
}

/** The first sentences of a text that fit in `limit` characters (at least the first one). */
function opening(text: string, limit: number): string {
  const sentences = text.split(/\n+/)[0]!.match(/[^.!?。！？]+[.!?。！？]*\s*/gu) ?? [text];
  let result = '';
  for (const sentence of sentences) {
    if (result && (result + sentence).length > limit) break;
    result += sentence;
  }
  return result.trim();
}

function profileLink(reader: ResumeReader, network: RegExp, fromUser: (user: string) => string): string | undefined {
  for (let i = 0; i < reader.count('basics.profiles'); i += 1) {
    const at = `basics.profiles[${i}]`;
    const name = reader.peek(`${at}.network`);
    if (typeof name !== 'string' || !network.test(name)) continue;
    reader.take(at);
    const url = reader.text(`${at}.url`);
    const user = reader.text(`${at}.username`);
    return url && /^https?:\/\//.test(url) ? url : user ? fromUser(user) : undefined;
  }
  return undefined;
}

export function fromResume(resume: JsonResume, options: { today: `${number}-${number}` }): { content: ImportedContent; notes: ImportNotes } {
  const reader = new ResumeReader(resume as Record<string, unknown>);
  // The file's own description, not the person's.
  reader.take('$schema');
  reader.take('meta');

  const name = reader.text('basics.name');
  if (!name) reader.placeholder('profile.ts, name', 'the résumé has no basics.name: written as "Your Name"');
  const fullName = name ?? 'Your Name';
  const label = reader.text('basics.label');
  const summary = reader.text('basics.summary');
  const email = reader.text('basics.email');
  const location = ['city', 'region', 'countryCode'].map((key) => reader.text(`basics.location.${key}`)).filter(Boolean).join(', ');
  const experience = experienceFromResume(reader, options.today);
  const projects = projectsFromResume(reader, options.today);
  const positions = experience.roles.filter((role) => !role.endDate).map((role) => role.title);
  const jobTitle = label ?? positions[0] ?? experience.roles[0]?.title;
  if (!jobTitle) reader.placeholder('site.ts, jobTitle', 'the résumé has no basics.label and no work: written as "Developer"');
  if (!summary) reader.placeholder('home.ts bio, about.ts bio, resume.ts summary', 'the résumé has no basics.summary: placeholder sentences written');

  const skillGroups = Array.from({ length: reader.count('skills') }, (_, i) => ({
    name: reader.text(`skills[${i}].name`),
    level: reader.text(`skills[${i}].level`),
    keywords: reader.texts(`skills[${i}].keywords`),
  })).filter((skill) => skill.name || skill.keywords.length);
  const skillNames = uniqueTexts(skillGroups.flatMap((skill) => (skill.keywords.length ? skill.keywords : [skill.name!])));
  const groups = Object.fromEntries(TECH_CATEGORIES.map((category) => [category, [] as string[]])) as AboutContent['skills']['groups'];
  for (const skill of skillNames) groups[techCategoryOf(skill)].push(skill);

  const interests: AboutContent['interests'] = Array.from({ length: reader.count('interests') }, (_, i) => {
    const title = reader.text(`interests[${i}].name`);
    const keywords = reader.texts(`interests[${i}].keywords`);
    return title ? { title, description: keywords.join(', ') || title } : undefined;
  }).filter((interest) => interest !== undefined);
  const languages = Array.from({ length: reader.count('languages') }, (_, i) => {
    const language = reader.text(`languages[${i}].language`);
    const fluency = reader.text(`languages[${i}].fluency`);
    return language && (fluency ? `${language} (${fluency})` : language);
  }).filter(Boolean);
  if (languages.length) interests.push({ title: 'Languages', description: languages.join(', ') });

  const earliest = experience.roles.map((role) => role.startDate).sort()[0];
  const github = profileLink(reader, /github/i, (user) => `https://github.com/${user}`);
  const linkedin = profileLink(reader, /linkedin/i, (user) => `https://www.linkedin.com/in/${user}`);
  // The typing line: the label, then the roles held now, four at most.
  const homeRoles = uniqueTexts([...(label ? [label] : []), ...positions]).slice(0, 4);
  const paragraphs = summary ? summary.split(/\n\s*\n|\n/).map((p) => p.trim()).filter(Boolean) : [];
  const content: ImportedContent = {
    profile: {
      name: fullName,
      initials: initialsOf(fullName),
      ...(email ? { email } : {}),
      ...(github ? { githubUrl: github } : {}),
      ...(linkedin ? { linkedinUrl: linkedin } : {}),
      resumeFile: 'resume.pdf',
    },
    profileDetails: { headline: label ?? jobTitle ?? 'Developer', ...(location ? { location } : {}) },
    site: {
      homeTitle: jobTitle ? `${fullName} · ${jobTitle}` : fullName,
      description: `The portfolio of ${fullName}${jobTitle ? `, ${jobTitle}` : ''}: projects, experience and skills.`,
      jobTitle: jobTitle ?? 'Developer',
      locale: 'en_US',
    },
    home: {
      greeting: "Hi, I'm",
      roles: homeRoles.length ? homeRoles : [jobTitle ?? 'Developer'],
      bio: summary ? opening(summary, HOME_BIO_CHARS) : 'One or two sentences about what you build and what you are looking for.',
      primaryAction: 'View My Work',
      secondaryAction: 'Get In Touch',
      stats: {
        heading: 'At a glance',
        items: [
          ...(earliest ? [{ label: 'Years of experience', yearsSince: `${earliest}-01` }] : []),
          ...(projects.length ? [{ label: 'Projects', target: projects.length }] : []),
        ],
      },
      expertise: {
        heading: 'What I Do',
        intro: 'The kinds of work I do most.',
        areas: skillGroups.slice(0, EXPERTISE_AREAS).map((skill) => ({
          title: skill.name ?? skill.keywords[0]!,
          icon: 'zap' as const,
          description: [skill.level, skill.keywords.join(', ')].filter(Boolean).join(': ') || skill.name!,
        })),
      },
      skills: {
        heading: 'Skills & Technologies',
        intro: 'The languages, frameworks and tools I use most.',
        items: skillNames.map((skill) => ({ name: skill, category: techCategoryOf(skill) })),
      },
      collaborate: { heading: "Let's Collaborate", intro: 'Have a project in mind? Get in touch.', action: 'Get In Touch' },
    },
    about: {
      bio: paragraphs.length ? paragraphs : ['Who you are, what you work on and what you care about.'],
      lookingFor: { title: 'What I’m looking for', text: 'The kind of role, project or team you want next.', points: [] },
      interests,
      skills: { title: 'Skills', text: 'The tools I reach for, grouped by kind.', groups },
      callToAction: { title: 'Let’s work together', text: 'Send me a message or take my resume with you.' },
    },
    experience,
    resume: {
      summary: summary ?? 'Two or three sentences that sum up your experience and what you are looking for.',
      projectIds: projects.slice(0, RESUME_PROJECTS).map((project) => project.id),
      projectTechLimit: 5,
      ...(skillGroups.length
        ? {
            skills: skillGroups.map((skill) => ({
              name: skill.name ?? skill.keywords[0]!,
              ...(skill.level ? { level: skill.level } : {}),
              keywords: skill.keywords,
            })),
          }
        : {}),
    },
    projects,
  };
  const bib = publicationsBib(reader, fullName);
  if (bib) content.publicationsBib = bib;
  reader.placeholder('about.ts, lookingFor', 'a JSON Resume has no such section: the placeholder sentence is written, fill it in');
  return { content, notes: reader.finish() };
}
