// The owner's content model: one zod schema per content kind, the single source of the types in
// lib/model/types.ts, lib/model/homeTypes.ts and lib/model/pageTypes.ts (inferred with z.infer). The whole content is
// checked against these before the build (scripts/build/check-content.mjs, npm "prebuild").
// Server and build only: client code imports the inferred types (`import type`), never this module.
import { z } from 'zod';
import {
  ICON_NAMES,
  NAV_ICON_NAMES,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
  SOCIAL_ICON_NAMES,
  TECH_CATEGORIES,
} from './vocabulary';
import { normaliseBasePath } from '../paths';
import { isRepositoryUrl } from '../github/repositoryUrl';
import { brandColorsSchema } from './themeSchema';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, placeholdersOf } from '../format/text';
import { interfaceDefaults, type InterfaceTextOverrides } from './interfaceText';
import { languagesSchema } from './languageSettings';
import { httpsUrl, httpUrl, NO_CREDENTIALS, withoutCredentials } from './safeUrl';
import { integrationsSchema } from './integrations';

export { httpsUrl };

// The notes list and each tag page show 10 notes a page unless the owner says otherwise (content/site.ts):
// a list page stays a few kilobytes however many notes there are.
const NOTES_PER_PAGE = 10;
// The feed carries the 20 newest notes unless the owner says otherwise: readers poll it, so it stays small.
const FEED_ITEMS = 20;

/** Every text of the content starts here: plain text, no control characters (tabs and new lines are fine). */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasControlCharacter(value), {
    message: CONTROL_CHARACTER_MESSAGE,
    abort: true,
  });
const text = plainString().trim().min(1, 'must not be empty');
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const yearMonth = plainString()
  .regex(YEAR_MONTH, 'must be a real year and month written YYYY-MM (e.g. 2025-07)')
  .transform((value) => value as `${number}-${number}`);
const isoDate = z.iso.date('must be a real date written YYYY-MM-DD (e.g. 2025-01-31)');
const hexColour = plainString().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #336699');
// ---- Safe URLs and paths (input checks) ----------------------------------------------------
/** A file in public/, written as the path the site serves it from (the check also finds it on disk).
 * No "." or ".." segment, backslash or "//": the path stays inside public/, where the image
 * generators write beside it. */
export const publicFile = plainString()
  .regex(/^\/[^\s]+$/, 'must be a path in public/ starting with "/"')
  .refine(
    (value) => !value.includes('\\') && value.split('/').slice(1).every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    'must stay inside public/: no "." or ".." segments, "//" or "\\"',
  );
/** Ids end up in URLs, file names and React keys: short enough for all three. */
export const ID_MAX_LENGTH = 64;
/** A list whose entries are React keys (or file names): each value once. */
function unique<T>(list: z.ZodType<T[]>, keyOf: (item: T) => string, what: string) {
  return list.superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `repeats ${what} ${JSON.stringify(key)}; each must be unique` });
      seen.add(key);
    });
  });
}
// ---- end of safe URLs and paths --------------------------------------------------------------
const email = z.email('must be an e-mail address like you@example.com');
// One rule for repository URLs, shared with the browser client (lib/github/client.ts)
const repositoryUrl = plainString()
  .refine(isRepositoryUrl, 'must be a repository address of the form https://github.com/{owner}/{repo}');
/** One of a fixed list of names; the message lists them. */
const oneOf = <const T extends readonly [string, ...string[]]>(names: T) =>
  z.enum(names, { error: `must be one of ${names.join(', ')}` });
const techCategory = oneOf(TECH_CATEGORIES);
const iconName = oneOf(ICON_NAMES);

/** "end before start" as one refinement, so every dated entry reports it the same way. */
function endAfterStart<T extends { startDate: string; endDate?: string }>(entry: T, ctx: z.RefinementCtx) {
  const { startDate, endDate } = entry;
  if (endDate !== undefined && YEAR_MONTH.test(startDate) && YEAR_MONTH.test(endDate) && endDate < startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: `must not be before startDate ${entry.startDate}` });
  }
}

/** Where a project without a thumbnail finds its generated cover (scripts/build/generate-images.mjs). */
export const coverPath = (projectId: string) => `/covers/${projectId}.webp`;

export const techItemSchema = z.object({
  name: text,
  category: techCategory,
  /** How well the owner knows it, 0–100. */
  proficiency: z.number().min(0).max(100),
});
export const metricSchema = z.object({ icon: iconName, value: text, label: text });
export const featureSchema = z.object({ icon: iconName, title: text, description: text });
export const testimonialSchema = z.object({
  content: text,
  name: text,
  role: text,
  /** Path of an image in public/, e.g. "/images/people/ada.webp". */
  avatar: publicFile.optional(),
});
export const codeSnippetSchema = z.object({ language: text, title: text, code: text });
/** Hex colours, e.g. "#336699": the detail hero runs from primary to secondary. */
export const projectColorsSchema = z.object({ primary: hexColour, secondary: hexColour, accent: hexColour });

export const projectSchema = z
  .strictObject({
    /** URL slug: /projects/{id}. Lower-case letters, digits and hyphens. */
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
      .max(ID_MAX_LENGTH, `must be at most ${ID_MAX_LENGTH} characters`),
    title: text,
    subtitle: text,
    /** One or two sentences for cards and search results. */
    description: text,
    /** Paragraphs of the Overview tab, separated by blank lines. */
    longDescription: text,
    category: oneOf(PROJECT_CATEGORIES),
    featured: z.boolean(),
    status: oneOf(PROJECT_STATUSES),
    startDate: yearMonth,
    endDate: yearMonth.optional(),
    /** Path of an image in public/; leave out to get a cover drawn in the project's colours. */
    thumbnail: publicFile.optional(),
    /** Paths of screenshots in public/, first one shown large; [] for none. */
    images: unique(z.array(publicFile), (image) => image, 'the image'),
    techStack: z.array(techItemSchema).min(1, 'must list at least one technology'),
    metrics: z.array(metricSchema),
    features: z.array(featureSchema),
    /** challenges[i] is solved by solutions[i]. */
    challenges: z.array(text),
    solutions: z.array(text),
    impact: z.array(text).default([]),
    testimonials: z.array(testimonialSchema).default([]),
    codeSnippets: unique(z.array(codeSnippetSchema), (snippet) => snippet.title, 'the title').default([]),
    documentation: httpUrl.optional(),
    liveDemo: httpUrl.optional(),
    /** Repository address of the form https://github.com/{owner}/{repo}. */
    github: repositoryUrl.optional(),
    tags: unique(z.array(text), (tag) => tag.toLowerCase(), 'the tag'),
    color: projectColorsSchema,
  })
  .superRefine(endAfterStart)
  .superRefine((project, ctx) => {
    if (project.challenges.length !== project.solutions.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['solutions'],
        message: `must have one solution per challenge (${project.challenges.length} challenges, ${project.solutions.length} solutions)`,
      });
    }
  })
  .transform((project) => ({ ...project, thumbnail: project.thumbnail ?? coverPath(project.id) }));

export const projectsSchema = z.array(projectSchema).superRefine((projects, ctx) => {
  const seen = new Set<string>();
  projects.forEach((project, index) => {
    if (seen.has(project.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used by another project; ids must be unique' });
    }
    seen.add(project.id);
  });
});

export const profileSchema = z.strictObject({
  name: text,
  /** Shown in the avatar circle. */
  initials: plainString().regex(/^\S{1,3}$/, 'must be one to three letters'),
  /** Leave out to publish no address: the contact form then needs formEndpoint (content/contact.ts). */
  email: email.optional(),
  /** Each profile link may be left out: the site then shows the others. */
  githubUrl: httpUrl.optional(),
  linkedinUrl: httpUrl.optional(),
  /** File name of the resume PDF in public/, served from the site root (generated by the build). */
  resumeFile: plainString().regex(/^[\w.-]+\.pdf$/, 'must be a file name ending in .pdf'),
});
export const profileDetailsSchema = z.strictObject({
  /** One line under the name, e.g. "Computer science student · machine learning". */
  headline: text,
  /** City and country, or "Remote"; leave out to show none. */
  location: text.optional(),
});

export const siteSchema = z.strictObject({
  /** The public address of the site, without the base path (https://). */
  url: httpsUrl,
  homeTitle: text,
  description: text,
  jobTitle: text,
  locale: plainString().regex(/^[a-z]{2}_[A-Z]{2}$/, 'must be a language and region like en_US'),
  /** Notes per page of the notes list and of each tag page; older ones follow on /notes/page/2/ and on. */
  notesPerPage: z.number().int().min(1, 'must be at least 1').default(NOTES_PER_PAGE),
  /** How many of the newest notes the feed (feed.xml) carries; the sitemap lists every note. */
  feedItems: z.number().int().min(1, 'must be at least 1').default(FEED_ITEMS),
});

export const navItemSchema = z.strictObject({
  /** The route path, e.g. "/projects". */
  // One leading "/" and never "//": "//host" is an address on another site, not a route of this one.
  id: plainString().regex(/^\/(?:[\w-]+(?:\/[\w-]+)*\/?)?$/, 'must be a route of the site: one "/" then its path, e.g. "/projects" (never "//")'),
  label: text,
  icon: oneOf(NAV_ICON_NAMES),
});
export const socialLinkSchema = z.strictObject({ icon: oneOf(SOCIAL_ICON_NAMES), url: httpUrl, label: text });

/** A stat with a fixed target, e.g. Projects 10+ (suffix is shown after the number). */
export const countStatSchema = z.strictObject({ label: text, target: z.number().int().nonnegative(), suffix: plainString().optional() });
/** A stat counting whole years since a date ("YYYY-MM-DD"), computed in the visitor's browser. */
export const yearsStatSchema = z.strictObject({ label: text, yearsSince: isoDate });
export const statSchema = z.union([countStatSchema, yearsStatSchema]);
export const sectionTextSchema = z.object({ heading: text, intro: text });
export const expertiseAreaSchema = z.strictObject({ title: text, icon: iconName, description: text });
/** The category picks the fallback icon when the skill has no known logo. */
export const skillSchema = z.strictObject({ name: text, category: techCategory });

export const homeSchema = z.strictObject({
  greeting: text,
  roles: z.array(text).min(1, 'must list at least one role'),
  bio: text,
  primaryAction: text,
  secondaryAction: text,
  stats: z.strictObject({ heading: text, items: z.array(statSchema) }),
  expertise: sectionTextSchema.extend({ areas: z.array(expertiseAreaSchema) }).strict(),
  skills: sectionTextSchema.extend({ items: z.array(skillSchema) }).strict(),
  collaborate: sectionTextSchema.extend({ action: text }).strict(),
});

export const textBlockSchema = z.object({ title: text, text: text });
export const interestSchema = z.strictObject({ title: text, description: text });

export const aboutSchema = z.strictObject({
  /** Path of a photo in public/ (e.g. "/images/me.webp"); without one the initials are shown. */
  photo: publicFile.optional(),
  /** Paragraphs of the bio. */
  bio: z.array(text),
  lookingFor: textBlockSchema.extend({ points: z.array(text) }).strict(),
  interests: z.array(interestSchema),
  skills: textBlockSchema.extend({ groups: z.record(techCategory, z.array(text)) }).strict(),
  callToAction: textBlockSchema
    .extend({ /** Moved to the interface texts (./movedLabels.ts). */ contactLabel: text.optional(), resumeLabel: text.optional() })
    .strict(),
  // Moved to the interface texts (./movedLabels.ts): still read for one version.
  educationTitle: text.optional(),
  interestsTitle: text.optional(),
});

export const roleSchema = z
  .strictObject({
    title: text,
    organization: text,
    location: text.optional(),
    /** "Internship", "Part-time", ... shown beside the organisation (optional). */
    employmentType: text.optional(),
    startDate: yearMonth,
    /** Leave out while you still hold the role: it is then marked as current. */
    endDate: yearMonth.optional(),
    /** A sentence about the role as a whole, shown above the highlights (optional). */
    summary: text.optional(),
    /** 2–4 bullet points: what you did and what came of it. */
    highlights: z.array(text),
    technologies: z.array(text),
  })
  .superRefine(endAfterStart);
export const educationSchema = z
  .strictObject({
    degree: text,
    /** The subject, e.g. "Computer Science", shown after the degree (optional). */
    field: text.optional(),
    school: text,
    location: text.optional(),
    startDate: yearMonth,
    /** Leave out while you are still studying with no planned end. */
    endDate: yearMonth.optional(),
    /** True until you graduate: the end date is then shown as expected. */
    expected: z.boolean(),
    highlights: z.array(text),
  })
  .superRefine(endAfterStart);
export const certificationSchema = z.strictObject({ name: text, issuer: text, date: yearMonth });

export const experienceSchema = z.strictObject({
  roles: z.array(roleSchema),
  education: z.array(educationSchema),
  certifications: z.array(certificationSchema),
  // Moved to the interface texts (./movedLabels.ts): still read for one version.
  rolesTitle: text.optional(),
  currentLabel: text.optional(),
  technologiesLabel: text.optional(),
  educationTitle: text.optional(),
  expectedLabel: text.optional(),
  certificationsTitle: text.optional(),
});

export const contactSchema = z.strictObject({
  /** The availability line beside the form. */
  availability: text,
  /**
   * Where the form POSTs JSON ({ name, email, subject, message }), e.g. a Formspree form URL.
   * Empty: the form opens the visitor's e-mail app instead (works on any static host).
   * NEXT_PUBLIC_CONTACT_ENDPOINT, when set at build time, is used if this is empty.
   */
  formEndpoint: z.union([z.literal(''), httpsUrl]),
});

export const pageIntroSchema = z.strictObject({ title: text, intro: text });

export const resumeSchema = z.strictObject({
  summary: text,
  /** Projects listed under "Selected projects", in this order (ids from content/projects). */
  projectIds: z.array(text),
  /** The technologies of a project shown on the resume, at most. */
  projectTechLimit: z.number().int().positive(),
  /**
   * The skills as the resume groups them, e.g. { name: 'Web Development', level: 'Advanced',
   * keywords: ['HTML', 'CSS'] }: the PDF and /resume.json list these when given, else the About
   * page's groups (by technology category).
   */
  skills: z.array(z.strictObject({ name: text, level: text.optional(), keywords: z.array(text) })).optional(),
});

// ---- Interface texts ---------------------------------------------------------------------------
// A text written as a function (how interface texts with numbers were once written) cannot be
// printed or sent to the browser: the check says how to write it as a template instead.
const asTemplate = (allowed: readonly string[], example: string) =>
  `is a function: write it as a text with ${allowed.length ? allowed.map((name) => `{${name}}`).join(', ') : 'no placeholders'}, like the default ${JSON.stringify(example)}`;

/** A replacement for one default text: a text like it, with only the {placeholders} it has. */
function textLike(fallback: string) {
  const allowed = placeholdersOf(fallback);
  const unknown = (value: string) => placeholdersOf(value).filter((name) => !allowed.includes(name));
  return plainString({ error: (issue) => (typeof issue.input === 'function' ? asTemplate(allowed, fallback) : 'must be a text') })
    .trim()
    .min(1, 'must not be empty')
    .refine(
      (value) => unknown(value).length === 0,
      allowed.length
        ? `may use only the placeholders ${allowed.map((name) => `{${name}}`).join(', ')}`
        : 'has no placeholders to fill: write the text without "{...}"',
    );
}
const isCounted = (value: unknown): value is { one: string; other: string } =>
  typeof value === 'object' && value !== null && typeof (value as { other?: unknown }).other === 'string';

/** Every field of the defaults optional, nothing else allowed (a misspelt key is named). */
function overridesOf(defaults: Record<string, unknown>): z.ZodType {
  const shape = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [
      key,
      (typeof fallback === 'string' ? textLike(fallback) : overridesOf(fallback as Record<string, unknown>)).optional(),
    ]),
  );
  // A counted text ({ one, other }) written as a function: the same advice, as a pair.
  const counted = isCounted(defaults);
  return z.strictObject(shape, {
    error: (issue) =>
      typeof issue.input === 'function' && counted
        ? `is a function: write it as { one: ..., other: ... } with {count}, like the default ${JSON.stringify(defaults)}`
        : issue.input === undefined
          ? undefined
          : 'must be a group of texts { ... }',
  });
}
/** The owner's changes to the interface texts (content/interface.ts); the export may be left out. */
export const interfaceTextSchema = overridesOf(interfaceDefaults).optional() as z.ZodType<InterfaceTextOverrides | undefined>;
// ---- end of interface texts ----------------------------------------------------------------------

// ---- Build environment ------------------------------------------------------------------------
// The variables the build reads (from the shell or a .env file, loaded by Next and by the build
// scripts alike), checked like content: an empty value is the same as an unset one.
const unsetOr = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/** The code-hosting API base: https, or plain http on this machine (a test's stub server). */
const apiBaseUrl = z
  .url({ protocol: /^https?$/, error: 'must be an https:// URL (or http://127.0.0.1:<port> for a local stub)' })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  }, 'must be an https:// URL (plain http only for 127.0.0.1 or localhost)')
  .refine(withoutCredentials, NO_CREDENTIALS)
  .transform((value) => value.replace(/\/+$/, ''));

/** The base path, checked and written one way: "/portfolio" ("" at the domain root). */
const basePath = z
  .string()
  .trim()
  .regex(/^\/?(?:[\w.-]+(?:\/[\w.-]+)*\/?)?$/, 'must be a path like /portfolio')
  .refine((value) => value.split('/').every((part) => part !== '.' && part !== '..'), 'must be a path like /portfolio, without "." or ".." parts')
  .transform(normaliseBasePath);

export const envSchema = z.object({
  /** The public address of the site: replaces content/site.ts `url` (lib/content/load.ts). */
  SITE_URL: unsetOr(httpsUrl),
  /** The sub-path the site is served under, e.g. "/portfolio" on a GitHub Pages project site. */
  BASE_PATH: unsetOr(basePath),
  /** The contact form's endpoint when content/contact.ts leaves formEndpoint empty. */
  NEXT_PUBLIC_CONTACT_ENDPOINT: unsetOr(httpsUrl),
  /** Prerender repository stats at build time: a token (the Pages workflow passes one) ... */
  GITHUB_TOKEN: unsetOr(z.string().trim().regex(/^[\w-]+$/, 'must be a GitHub token (letters, digits, "_" and "-")')),
  /** ... or this flag, for an unauthenticated fetch. */
  PRERENDER_STATS: unsetOr(z.enum(['0', '1'], { error: 'must be 1 (fetch stats at build time) or 0' })),
  /** Where the build fetches repository stats (default: the public GitHub API). */
  GITHUB_API_URL: unsetOr(apiBaseUrl),
  /** The language this build renders, one of content/site.ts languages.others (set by scripts/build/build.mjs). */
  SITE_LANGUAGE: unsetOr(z.string().regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/, 'must be a language code like "es"')),
});
export type BuildEnv = z.infer<typeof envSchema>;
// ---- end of build environment -------------------------------------------------------------------

/** Every content file, the exports it must have and their schemas: what the pre-build check reads. */
export const contentFiles = {
  'profile.ts': { profile: profileSchema, profileDetails: profileDetailsSchema },
  // `languages` may be left out: the site is then in one language.
  'site.ts': { site: siteSchema, languages: languagesSchema.optional() },
  'theme.ts': { colors: brandColorsSchema },
  // Each export may be left out: the five pages, the footer's three and the profile's two links.
  'navigation.ts': {
    navItems: z.array(navItemSchema).optional(),
    socialLinks: z.array(socialLinkSchema).optional(),
    footerLinks: z.array(navItemSchema).optional(),
  },
  'home.ts': { home: homeSchema },
  'about.ts': { about: aboutSchema },
  'experience.ts': { experience: experienceSchema },
  'contact.ts': { contact: contactSchema },
  'pages.ts': {
    aboutPage: pageIntroSchema,
    experiencePage: pageIntroSchema,
    contactPage: pageIntroSchema,
    projectsPage: pageIntroSchema,
  },
  'resume.ts': { resume: resumeSchema },
  'projects/index.ts': { projects: projectsSchema },
  'interface.ts': { interfaceText: interfaceTextSchema },
  // Analytics and comments: a site without the file has neither.
  'integrations.ts': { integrations: integrationsSchema.optional() },
} as const satisfies Record<string, Record<string, z.ZodType>>;
