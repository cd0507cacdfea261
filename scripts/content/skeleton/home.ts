import type { HomeContent } from '@/lib/model/homeTypes';

// Texts, lists and numbers of the home page.
export const home: HomeContent = {
  greeting: "Hi, I'm",
  // The typing line cycles through these, in this order (one or more).
  roles: ['Your role'],
  bio: 'One or two sentences about what you build and what you are looking for.',
  primaryAction: 'View My Work',
  secondaryAction: 'Get In Touch',

  stats: {
    // Read by screen readers only: the section has no visible title.
    heading: 'At a glance',
    // Any number of figures: { label, target, suffix } counts up to target; { label, yearsSince }
    // shows the whole years since a date (YYYY-MM-DD), worked out in the visitor's browser.
    items: [{ label: 'Years coding', yearsSince: '2020-09-01' }],
  },

  expertise: {
    heading: 'What I Do',
    intro: 'The kinds of work you do most.',
    // icon: one of the names of ICON_NAMES in lib/model/vocabulary.ts.
    areas: [{ title: 'An area of work', icon: 'server', description: 'What you do in it, in a sentence.' }],
  },

  skills: {
    heading: 'Skills & Technologies',
    intro: 'The languages, frameworks and tools you use most.',
    // Known names get their logo; the category picks an icon for the others.
    items: [
      { name: 'TypeScript', category: 'frontend' },
      { name: 'Git', category: 'tools' },
    ],
  },

  collaborate: {
    heading: "Let's Collaborate",
    intro: 'A line inviting visitors to get in touch.',
    action: 'Get In Touch',
  },
};
