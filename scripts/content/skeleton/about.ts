import type { AboutContent } from '@/lib/model/pageTypes';

// The About page (/about). Its heading and introduction are in pages.ts.
export const about: AboutContent = {
  // photo: '/images/me.webp', // a square photo in public/ replaces the initials
  // Paragraphs of your story.
  bio: ['Who you are, what you work on and what you care about.'],
  lookingFor: {
    title: 'What I’m looking for',
    text: 'The kind of role, project or team you want next.',
    points: ['One thing you would like to work on'],
  },
  interests: [{ title: 'An interest', description: 'A sentence about it.' }],
  skills: {
    title: 'Skills',
    text: 'The tools you reach for, grouped by kind.',
    // Every category is shown, with what you list under it.
    groups: {
      ml: ['pandas'],
      backend: ['Node.js'],
      database: ['PostgreSQL'],
      frontend: ['TypeScript', 'React'],
      cloud: ['Docker'],
      tools: ['Git'],
    },
  },
  callToAction: {
    title: 'Let’s work together',
    text: 'Send me a message or take my resume with you.',
  },
};
