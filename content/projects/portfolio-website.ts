import type { ProjectInput } from '@/lib/model/types';

export const portfolioWebsite: ProjectInput = {
  id: 'portfolio-website',
  title: 'Portfolio Website',
  subtitle: 'This site: a statically exported, tested and measured portfolio',
  description:
    'A personal portfolio built with Next.js and TypeScript, exported to static files, with project search, live repository stats and a 3D background that stays fast on phones.',
  longDescription:
    'This site is exported to plain HTML, CSS and JavaScript, so it runs on any static host. Every project page is prerendered for search engines, and repository stats load in the browser from the code-hosting API with a five-minute cache.\n\nContent lives in typed files that are validated at build time: a missing image or a malformed date fails the build with a message naming the project and field. Unit, end-to-end and accessibility tests run on every change.',
  category: 'web',
  featured: false,
  status: 'maintained',
  startDate: '2024-12',
  thumbnail: '/images/projects/portfolio-website/thumbnail.webp',
  images: [
    '/images/projects/portfolio-website/screenshot-1.webp',
    '/images/projects/portfolio-website/screenshot-2.webp',
  ],
  techStack: [
    { name: 'TypeScript', category: 'frontend', proficiency: 85 },
    { name: 'React', category: 'frontend', proficiency: 85 },
    { name: 'Next.js', category: 'frontend', proficiency: 75 },
    { name: 'Three.js', category: 'frontend', proficiency: 55 },
    { name: 'Playwright', category: 'tools', proficiency: 70 },
  ],
  metrics: [
    { icon: 'zap', value: '95+', label: 'Lighthouse performance on mobile' },
    { icon: 'check', value: '0', label: 'Accessibility violations found by axe' },
    { icon: 'server', value: '100%', label: 'Static: no server to run' },
  ],
  features: [
    { icon: 'search', title: 'Project search', description: 'Search, filter and sort projects, with the view kept in the URL.' },
    { icon: 'activity', title: 'Live repository stats', description: 'Stars, forks and languages fetched in the browser and cached.' },
    { icon: 'check', title: 'Validated content', description: 'Typed content files; mistakes fail the build with a clear message.' },
    { icon: 'cpu', title: '3D background', description: 'A wireframe scene loaded after the page is interactive.' },
  ],
  challenges: [
    'A 3D background usually makes portfolio sites slow on phones.',
    'Static hosting cannot redirect unknown paths on the server.',
    'Under a GitHub Pages sub-path, images and the resume linked to the wrong address.',
  ],
  solutions: [
    'Loaded the scene lazily after the page is idle, capped the pixel ratio and paused it off-screen.',
    'Exported a not-found page that replaces the history entry with the home page.',
    'Routed every URL of a public file through one helper that adds the base path, and tested the site under a sub-path.',
  ],
  impact: [],
  testimonials: [],
  liveDemo: 'https://your-username.github.io/',
  documentation: 'https://github.com/your-username/portfolio-website#readme',
  github: 'https://github.com/your-username/portfolio-website',
  tags: ['nextjs', 'portfolio', 'static site', 'accessibility', 'three.js'],
  color: { primary: '#4f46e5', secondary: '#0e7490', accent: '#a5b4fc' },
};
