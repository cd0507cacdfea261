// The words of the site's interface (navigation, buttons, lists, forms, states), in English: the
// engine's defaults, in this one place. The owner renames any of them in content/interface.ts; the
// content schema is built from this object, so a misspelt key or an empty text fails the build.
// lib/content/load.ts merges the two once; routes pass each component the texts it shows.
//
// - Every text is plain data, so the content prints as JSON (the e2e tests read it so).
// - A text with a number or a name in it is a template with {placeholders}, filled by
//   formatText (lib/format/text.ts) on the server or in the browser; the owner's version may use the same
//   placeholders and no others.
// - A text that depends on a number being one or more is a pair { one, other }: `one` for exactly
//   1, `other` for every other number, both with {count}.
// - Not here: the page shown when the root layout itself fails (components/errors/PageError.tsx).
//   It renders without the site's content, so it keeps its own English words.
// Kept free of server-only imports so the tests can merge texts the same way (still, components
// may not import it: lint keeps the dictionary out of the browser bundles).

export const interfaceDefaults = {
  /** The names of the site's pages: the default top bar and footer links, and the browser tab titles. */
  routes: {
    home: 'Home',
    about: 'About',
    experience: 'Experience',
    projects: 'Projects',
    contact: 'Contact',
  },
  /** Words several parts of the site share. */
  common: {
    /** Read by screen readers after a link that opens in a new tab. */
    opensInNewTab: '(opens in a new tab)',
    /** The mailto links: footer, home page, contact page. */
    email: 'Email',
    /** The spinner shown while a page loads. */
    loading: 'Loading...',
  },
  /** The top bar and the mobile menu. */
  nav: {
    skipToContent: 'Skip to content',
    mainLabel: 'Main',
    mobileLabel: 'Mobile',
    /** Read after the owner's name on the logo link: "{name}, home". */
    logoHome: 'home',
    resume: 'Resume',
    downloadResume: 'Download Resume',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    /** The name of the language switch (a site in several languages). */
    languages: 'Languages',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  footer: {
    builtWith: 'Built with React, TypeScript, and ❤️',
    quickLinks: 'Quick Links',
    connect: 'Connect',
    copyright: '© {year} {name}. All rights reserved.',
  },
  dates: {
    /** The end of a range that has not ended: "July 2025 – Present". */
    present: 'Present',
    /** A project's duration without an end date. */
    ongoing: 'Ongoing',
    months: { one: '{count} month', other: '{count} months' },
  },
  /** The names of the technology categories: the About page's skills summary and the resume. */
  techCategories: {
    frontend: 'Frontend',
    backend: 'Backend',
    database: 'Databases',
    ml: 'Machine Learning',
    cloud: 'Cloud',
    tools: 'Tools',
  },
  /** The project status badges. */
  status: {
    'in-progress': 'In Progress',
    completed: 'Completed',
    maintained: 'Maintained',
  },
  /** The Projects list: its controls, its cards and its empty state. */
  projects: {
    searchLabel: 'Search projects',
    searchPlaceholder: 'Search projects, technologies...',
    categoryLabel: 'Category',
    /** The category buttons ("all" is the first) and the category shown on each card. */
    categories: {
      all: 'All Projects',
      ml: 'Machine Learning',
      web: 'Web Development',
      data: 'Data Science',
      mobile: 'Mobile Apps',
      infrastructure: 'Infrastructure',
    },
    filters: 'Filters',
    sortBy: 'Sort By',
    sorts: {
      date: 'Latest First',
      name: 'Alphabetical',
      status: 'Status',
    },
    viewLabel: 'View',
    gridView: 'Grid view',
    listView: 'List view',
    listLabel: 'Projects',
    /** The live count beside the Filters button. */
    count: { one: '{count} project', other: '{count} projects' },
    emptyTitle: 'No projects found',
    /** The Projects page while the site has no project at all. */
    noProjectsTitle: 'No projects yet',
    noProjectsText: 'Projects will be listed here as they are added.',
    emptyText: 'Try adjusting your filters or search query',
    clearFilters: 'Clear all filters',
    viewDetails: 'View Details',
    technologiesLabel: 'Technologies',
    /** Read by screen readers after a card's first technologies: "and 2 more: Redis, Docker". */
    moreTechnologies: 'and {count} more: {names}',
    tagsLabel: 'Tags',
  },
  /** A project's page. */
  project: {
    backToProjects: 'Back to Projects',
    featured: 'Featured',
    liveDemo: 'Live Demo',
    viewSource: 'View Source',
    documentation: 'Documentation',
    started: 'Started {date}',
    completed: 'Completed {date}',
    metricsHeading: 'Key Metrics & Achievements',
    tabsLabel: '{title} details',
    /** The tabs; each panel's heading repeats its tab's name. */
    tabs: {
      overview: 'Overview',
      techStack: 'Tech Stack',
      features: 'Features',
      photos: 'Photos',
      challenges: 'Challenges',
    },
    factsLabel: 'Project facts',
    quickFacts: 'Quick Facts',
    category: 'Category',
    duration: 'Duration',
    technologies: 'Technologies',
    tools: { one: '{count} tool', other: '{count} tools' },
    tags: 'Tags',
    impact: 'Impact',
    testimonials: 'What Others Say',
    challengesHeading: 'Challenges & Solutions',
    challenge: 'Challenge #{number}',
    solution: 'Solution',
    noPhotos: 'No photos available for this project yet.',
    /** The alt text of a screenshot: "Weather Station screenshot 2 of 5". */
    screenshotAlt: '{title} screenshot {number} of {total}',
    chooseScreenshot: 'Choose a screenshot',
    showScreenshot: 'Show {alt}',
    closeViewer: 'Close image viewer',
    previousScreenshot: 'Previous screenshot',
    nextScreenshot: 'Next screenshot',
  },
  /** The code snippets of project pages and notes. */
  code: {
    heading: 'Code',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the code and press Ctrl+C (⌘C on a Mac).',
    copyLabel: 'Copy code: {title}',
  },
  /** The repository card of a project page. */
  repositoryStats: {
    heading: 'Repository Languages',
    /** Beside stats the build fetched, until the live ones arrive. */
    asOf: 'as of {date}',
    stars: 'Stars',
    forks: 'Forks',
    lastUpdated: 'Last updated',
  },
  /** The Experience page's headings and labels (and the resume's headings). */
  experience: {
    rolesTitle: 'Work experience',
    /** Shown beside a role without an end date. */
    currentLabel: 'Current',
    /** Read by screen readers: the name of each role's list of technologies. */
    technologiesLabel: 'Technologies',
    educationTitle: 'Education',
    /** Shown after an education end date that is still expected: "2027 (expected)". */
    expectedLabel: 'expected',
    certificationsTitle: 'Certifications',
  },
  /** The About page's headings and buttons around the owner's own words. */
  about: {
    educationTitle: 'Education',
    interestsTitle: 'Interests',
    /** The closing invitation's two buttons. */
    contactLabel: 'Get In Touch',
    resumeLabel: 'Download Resume',
  },
  /** The Contact page beside the form. */
  contact: {
    directTitle: 'Reach me directly',
    resumeLabel: 'Download Resume',
    /** The same résumé as data (JSON Resume), for résumé tools and job sites. */
    resumeJsonLabel: 'Resume as JSON',
    resumeJsonNote: 'JSON Resume format',
  },
  contactForm: {
    title: 'Send a message',
    nameLabel: 'Name',
    emailLabel: 'Email',
    subjectLabel: 'Subject',
    messageLabel: 'Message',
    /** Under the message box: its length limits. */
    messageHint: 'Between {min} and {max} characters.',
    submitLabel: 'Send Message',
    sendingLabel: 'Sending...',
    /** Announced when a submit finds fields to correct (each field also shows its own error). */
    errorSummary: 'Some fields need your attention. Each one says what to change.',
    /** Shown after the form opened the visitor's e-mail app. */
    mailtoNote: 'Your e-mail app should open with the message ready to send. Nothing opened?',
    /** The mailto link shown with mailtoNote and after a failed send. */
    mailtoLinkLabel: 'Open it in your e-mail app',
    successMessage: 'Thank you, your message is on its way.',
    failureMessage: 'Sorry, the message could not be sent. Your text is still in the form: try again, or send it from your e-mail app.',
    /** Each field's error. {max}, {min}: the limit; {count}: the characters typed. */
    errors: {
      nameMissing: 'Please enter your name.',
      emailMissing: 'Please enter your e-mail address.',
      subjectMissing: 'Please enter a subject.',
      messageMissing: 'Please enter a message.',
      emailInvalid: 'Please enter an e-mail address like name@example.com.',
      nameTooLong: 'Your name must be at most {max} characters (now {count}).',
      subjectTooLong: 'The subject must be at most {max} characters (now {count}).',
      messageTooShort: 'The message must be at least {min} characters (now {count}).',
      messageTooLong: 'The message must be at most {max} characters (now {count}).',
    },
  },
  /** The notes pages, the feed and the links to them. */
  notes: {
    title: 'Notes',
    intro: 'Technical write-ups about the projects: what was built, what went wrong and what was learned. Newest first.',
    latestHeading: 'Latest notes',
    latestIntro: 'Recent write-ups from the projects.',
    allNotes: 'All notes',
    tagsLabel: 'Filter notes by tag',
    noteTagsLabel: 'Tags',
    contents: 'Contents',
    newer: 'Newer note',
    older: 'Older note',
    aroundLabel: 'More notes',
    updated: 'Updated',
    draft: 'Draft: shown by the development server only, never published',
    minRead: '{minutes} min read',
    tagged: 'Notes tagged “{tag}”',
    taggedIntro: { one: '{count} note, newest first.', other: '{count} notes, newest first.' },
    feedTitle: '{owner} · Notes',
    /** The links between the pages of a long list of notes (the notes list, a tag page). */
    pagesLabel: 'Pages of notes',
    newerPage: 'Newer notes',
    olderPage: 'Older notes',
    /** Read by screen readers on each numbered link, and the browser tab title of page 2 and on. */
    pageNumber: 'Page {page} of {total}',
    /** The name of a note's code block that has no title (its copy button says it). */
    codeTitle: '{language} example {number}',
    /** Read by screen readers before a task list item, ticked or not. */
    taskDone: 'Done:',
    taskToDo: 'To do:',
    /** The (hidden) heading of a note's footnotes and each footnote's link back to the text. */
    footnotes: 'Footnotes',
    backToReference: 'Back to reference {number}',
    /**
     * A diagram's accessible name when its block has no `%% title: …` line: {words} is the heading of
     * its section (or, above the first heading, the paragraph before it), else the words it shows.
     */
    diagram: 'Diagram {number}: {words}',
    /** The titles of GitHub's alerts in a note (`> [!NOTE]` …). */
    alerts: { note: 'Note', tip: 'Tip', important: 'Important', warning: 'Warning', caution: 'Caution' },
    /** The name of a table's scrolling box, for screen readers and keyboard users. */
    table: 'Table {number}',
    /** The page at a note's old address (`redirectFrom`), before the link to the note. */
    moved: 'This note has moved:',
    /** A note of a series (frontmatter `series`): where it stands, the links along it and the series' page. */
    seriesPart: 'Part {part} of {total} of the series “{series}”',
    seriesPrevious: 'Previous part',
    seriesNext: 'Next part',
    seriesTitle: 'Series: {series}',
    seriesIntro: { one: '{count} part, in reading order.', other: '{count} parts, in reading order.' },
  },
  /** The publications page (content/publications.bib). */
  publications: {
    title: 'Publications',
    intro: 'Papers, newest first.',
    /** Screen readers hear it before the owner's own name in a list of authors. */
    owner: 'Author of this site:',
    abstract: 'Abstract',
    bibtex: 'BibTeX',
    pdf: 'PDF',
    code: 'Code',
    doi: 'DOI',
    arxiv: 'arXiv',
    /** The link of an entry's `html` field (al-folio's name for the paper's web page). */
    html: 'HTML',
    /** The link of an entry's `url` field, when it is not its PDF, DOI or arXiv page. */
    link: 'Link',
    /** After the authors of an entry whose list ends with "and others". */
    etAl: 'et al.',
    /** The name of an entry's BibTeX for its copy button. */
    bibtexTitle: 'BibTeX of {key}',
  },
  /** Site search: the button of the top bar and the menu, the search dialog and the /search/ page.
   * The dialog's texts travel in the search index (fetched on first use), so {placeholders}, not functions. */
  search: {
    /** The button; its shortcut hint is read after it: "Search (/ or Ctrl+K)". */
    button: 'Search',
    shortcut: '/ or Ctrl+K',
    title: 'Search',
    intro: 'Every page of the site with what it is about. With JavaScript on, search the projects, notes and pages as you type (press / or Ctrl+K on any page).',
    inputLabel: 'Search the site',
    placeholder: 'Search projects, notes, pages...',
    resultsLabel: 'Results',
    close: 'Close search',
    loading: 'Loading search...',
    failed: 'Search could not load. The search page lists every page instead.',
    openPage: 'Open the search page',
    noResults: 'Nothing found for “{query}”. Try another word, or fewer words.',
    oneResult: '1 result',
    results: '{count} results',
    hint: '↑ ↓ to move, Enter to open, Esc to close',
    /** The kinds of result: the group headings of the dialog and of the search page. */
    kinds: {
      action: 'Actions',
      page: 'Pages',
      project: 'Projects',
      note: 'Notes',
      tag: 'Note tags',
      publication: 'Publications',
    },
    /** The actions the dialog offers, and what is announced once each is done. */
    actions: {
      themeLight: 'Switch to the light theme',
      themeDark: 'Switch to the dark theme',
      themeSystem: 'Follow the system theme',
      themeDone: 'Theme switched: {theme}',
      goTo: 'Go to {page}',
      copyEmail: 'Copy the e-mail address',
      copied: 'E-mail address copied: {email}',
      copyFailed: 'Could not copy. The address is {email}',
      downloadResume: 'Download the resume',
      downloading: 'Resume download started',
    },
  },
  /** An unknown address: the page says so and takes the visitor home. */
  notFound: {
    title: 'Page not found',
    description: 'This page does not exist. You are taken to the home page.',
    redirecting: 'Taking you to the home page...',
    message: 'This page does not exist.',
    homeLink: 'Go to the home page',
  },
  /** The installed web app's name (the manifest): "{name} · {owner}". */
  app: {
    name: 'Portfolio',
  },
  /** Analytics and comments (content/integrations.ts): the comments section, and the privacy lines of the Contact page. */
  addOns: {
    commentsHeading: 'Comments',
    /** A link to the discussions that, once the page's scripts run, loads the comments in place. */
    showComments: 'Show comments',
    /** The comments frame's name for screen readers. */
    commentsFrameTitle: 'Comments',
    privacyHeading: 'Privacy',
    /** {provider}: the analytics provider's name; {host}: where the visits are sent. */
    analyticsNote:
      'Visits are counted by {provider} ({host}) without cookies: it receives the address of each page you open, the site that sent you, your browser and your IP address, from which it derives your country. It is not loaded when your browser sends Do Not Track or Global Privacy Control.',
    /** {repo}: the GitHub repository that holds the comments; {host}: the giscus server. */
    commentsNote:
      'Comments are discussions of the GitHub repository {repo}, shown by giscus ({host}) only when you scroll to them or open them: giscus and GitHub then receive your IP address and browser, and your GitHub account if you sign in to comment.',
  },
};

/** Every interface text; its type is the defaults' shape (each a text, a template or a pair). */
export type InterfaceText = typeof interfaceDefaults;

/** Any part of the texts, at any depth: what content/interface.ts exports. */
export type InterfaceTextOverrides = {
  [Group in keyof InterfaceText]?: Overrides<InterfaceText[Group]>;
};
type Overrides<T> = { [Key in keyof T]?: T[Key] extends string ? string : Overrides<T[Key]> };

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge<T>(defaults: T, overrides: unknown): T {
  if (!isGroup(defaults) || !isGroup(overrides)) return overrides === undefined ? defaults : (overrides as T);
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined && key in defaults) merged[key] = merge(defaults[key], value);
  }
  return merged as T;
}

/** The engine's texts with the owner's overrides (checked by the content schema) in their place;
 * of several overrides of one text, the last wins. */
export function mergeInterfaceText(...overrides: Array<InterfaceTextOverrides | undefined>): InterfaceText {
  return overrides.reduce<InterfaceText>((texts, changes) => merge(texts, changes), interfaceDefaults);
}
