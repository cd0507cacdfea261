// The wording of the notes pages, the feed and the links to them: engine defaults in one place.
// The notes themselves are the owner's (content/notes/*.md).

/** The route of the notes list; add { id: '/notes', label: 'Notes', icon: 'notebook' } to
 * navItems in content/navigation.ts to show it in the top navigation. */
export const NOTES_ROUTE = '/notes';

export const noteTexts = {
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
  minRead: (minutes: number) => `${minutes} min read`,
  tagged: (tag: string) => `Notes tagged “${tag}”`,
  taggedIntro: (count: number) => `${count} ${count === 1 ? 'note' : 'notes'}, newest first.`,
  feedTitle: (owner: string) => `${owner} · Notes`,
  codeTitle: (language: string, index: number) => `${language} example ${index}`,
} as const;
