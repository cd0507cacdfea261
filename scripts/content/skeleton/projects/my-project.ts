import type { ProjectInput } from '@/lib/model/types';

// One project. Copy this file for each of yours and list it in index.ts. Its page is /projects/{id}.
export const myProject: ProjectInput = {
  // Lower-case words joined by hyphens: the project's address and the folder of its pictures.
  id: 'my-project',
  title: 'My Project',
  subtitle: 'What it is, in a few words',
  // One or two sentences for the project card and search results.
  description: 'What the project does and for whom.',
  // The Overview tab: paragraphs separated by a blank line (\n\n).
  longDescription: 'Why you built it, how it works and what came of it.',
  // ml, web, infrastructure, data or mobile.
  category: 'web',
  featured: true,
  // in-progress, completed or maintained.
  status: 'in-progress',
  startDate: '2025-01',
  // endDate: '2025-06',
  // Without a thumbnail the build draws a cover in the project's colours with its title. Your own:
  // thumbnail: '/images/projects/my-project/thumbnail.webp' (640×360).
  // Screenshots in public/images/projects/my-project/, 1280×800, the first one shown large:
  // images: ['/images/projects/my-project/screenshot-1.webp'],
  images: [],
  // category: frontend, backend, database, ml, cloud or tools; proficiency: 0 to 100.
  techStack: [{ name: 'TypeScript', category: 'frontend', proficiency: 80 }],
  // { icon, value, label }: figures shown under the title (icon: a name of ICON_NAMES in lib/model/vocabulary.ts).
  metrics: [],
  // { icon, title, description } each: the Features tab.
  features: [{ icon: 'zap', title: 'A feature', description: 'What it does for the people who use it.' }],
  // challenges[i] is solved by solutions[i]: the Challenges tab.
  challenges: ['A hard problem you met.'],
  solutions: ['How you solved it.'],
  // Optional: impact (sentences), testimonials ({ content, name, role, avatar? }), codeSnippets
  // ({ language, title, code }), documentation and liveDemo (URLs).
  github: 'https://github.com/your-username/my-project',
  tags: ['placeholder'],
  // Hex colours of the project's hero and cover: a gradient from primary to secondary.
  color: { primary: '#0f766e', secondary: '#4338ca', accent: '#99f6e4' },
};
