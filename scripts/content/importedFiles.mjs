// The text of each content file an import writes, with the comments of a hand-written one: what
// each field does and where the owner changes it. Input is the content lib/interchange/fromResume.ts
// maps (or a project lib/interchange/projectDraft.ts makes); output is TypeScript source.
import { exportNameOf, exportNames, tsObject } from './tsLiteral.mjs';

const header = (lines) => `${lines.flatMap((line) => line.split('\n')).map((line) => `// ${line.trim()}`).join('\n')}\n`;

/** A project file: content/projects/{id}.ts, exporting the project as `name`. */
export function projectFileText(project, origin, name = exportNameOf(project.id)) {
  return `import type { ProjectInput } from '@/lib/model/types';

${header([
  `One project, written by ${origin}: add screenshots, features and challenges by hand.`,
  `Its page is /projects/${project.id}; it is listed in index.ts.`,
])}export const ${name}: ProjectInput = ${tsObject(project, {
    id: 'Lower-case words joined by hyphens: the project’s address and the folder of its pictures.',
    description: 'One or two sentences for the project card and search results.',
    longDescription: 'The Overview tab: paragraphs separated by a blank line (\\n\\n).',
    category: 'ml, web, infrastructure, data or mobile.',
    status: 'in-progress, completed or maintained.',
    images: 'Screenshots in public/images/projects/{id}/ (1280×800); without a thumbnail the build draws a cover.',
    techStack: 'category: frontend, backend, database, ml, cloud or tools; proficiency: 0 to 100 (yours to set).',
    features: '{ icon, title, description } each: the Features tab.',
    challenges: 'challenges[i] is solved by solutions[i]: the Challenges tab.',
    impact: 'What came of it, one sentence each (shown in Overview).',
    color: 'Hex colours of the project’s hero and cover: a gradient from primary to secondary.',
  })};
`;
}

/** content/projects/index.ts listing the projects in this order. */
export function projectsIndexText(ids, names = exportNames(ids)) {
  const imports = ids.map((id, i) => `import { ${names[i]} } from './${id}';\n`).join('');
  const list = ids.length ? `[${names.join(', ')}]` : '[]';
  return `import type { ProjectInput } from '@/lib/model/types';
${imports}
${header([
  'Every project of the site: one file per project in this folder, listed here (the order does not matter:',
  'the site sorts them). An empty list is fine: the Projects page then says there are none yet.',
])}export const projects: ProjectInput[] = ${list};
`;
}

/** Every identity file an import of a résumé writes, by path inside content/. */
export function resumeFileTexts(content, origin) {
  const by = `\nWritten by ${origin}; edit freely, it is yours now.`;
  return {
    'profile.ts': `import type { Profile } from '@/lib/model/types';
import type { ProfileDetails } from '@/lib/model/pageTypes';

${header([
  'Who you are: shown in the top bar, the home page, the footer, the contact page, the resume and',
  `what search engines read. ${by}`,
])}export const profile: Profile = ${tsObject(content.profile, {
      initials: 'Shown in the avatar circle when about.ts has no photo: one to three letters.',
      email: 'Leave out to publish no address (the contact form then needs formEndpoint in contact.ts).',
      resumeFile: 'The PDF the Resume buttons download: the build writes it from content/ into public/.',
    })};

// Shown on the About page, beside the contact form and at the top of the resume.
export const profileDetails: ProfileDetails = ${tsObject(content.profileDetails)};
`,
    'site.ts': `import type { SiteSettings } from '@/lib/model/pageTypes';

${header([`Site-wide settings for search engines, link previews and the installable web app. ${by}`])}export const site: SiteSettings = {
  // The public address of the site, without the base path. SITE_URL, when set for a build (the
  // GitHub Pages workflow sets it for you), takes its place; the placeholder only keeps local
  // builds working.
  url: 'https://example.com',
${tsObject(content.site, {
  homeTitle: 'Title of the home page in search results and link previews.',
  jobTitle: 'Your job title as search engines read it (schema.org Person.jobTitle).',
  locale: 'Language and region of the content, for link previews (og:locale).',
}).slice(2)};
`,
    'home.ts': `import type { HomeContent } from '@/lib/model/homeTypes';

${header([`Texts, lists and numbers of the home page. ${by}`])}export const home: HomeContent = ${tsObject(content.home, {
      roles: 'The typing line cycles through these, in this order (one or more).',
      stats: '{ label, target, suffix } counts up to target; { label, yearsSince: YYYY-MM-DD } shows whole years.',
      expertise: 'icon: one of the names of ICON_NAMES in lib/model/vocabulary.ts.',
      skills: 'Known names get their logo; the category picks an icon for the others.',
    })};
`,
    'about.ts': `import type { AboutContent } from '@/lib/model/pageTypes';

${header([`The About page (/about); its heading and introduction are in pages.ts. ${by}`])}export const about: AboutContent = ${tsObject(content.about, {
      bio: 'Paragraphs of your story. Add photo: \'/images/me.webp\' (a square photo in public/) to replace the initials.',
      lookingFor: 'Not part of a résumé: say what you want next.',
      skills: 'By category (frontend, backend, database, ml, cloud, tools); an empty one is not shown.',
    })};
`,
    'experience.ts': `import type { ExperienceContent } from '@/lib/model/pageTypes';

${header([
  'The Experience page (/experience), also read by the About page and the resume. Roles are sorted',
  `newest first on the page. Dates are YYYY-MM; leave endDate out while a role lasts. ${by}`,
])}export const experience: ExperienceContent = ${tsObject(content.experience, {
      certifications: '{ name, issuer, date: \'YYYY-MM\' } each; the section is left out while the list is empty.',
    })};
`,
    'resume.ts': `import type { ResumeContent } from '@/lib/model/pageTypes';

${header([
  'The resume PDF and /resume.json, generated from content/ by every build. Name, contact details,',
  `experience, education and projects come from the other content files. ${by}`,
])}export const resume: ResumeContent = ${tsObject(content.resume, {
      projectIds: 'Projects listed under "Selected projects", in this order (ids from projects/).',
      projectTechLimit: 'The technologies of a project shown on the resume, at most.',
      skills: 'The skills as the résumé groups them (the About page groups them by category instead).',
    })};
`,
  };
}
