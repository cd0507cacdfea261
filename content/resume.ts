import type { ResumeContent } from '@/lib/model/pageTypes';

// The resume PDF (public/resume.pdf), generated from this folder by `npm run resume`.
// Name, contact details, experience, education and skills come from the other content files.
export const resume: ResumeContent = {
  summary:
    'Final-year computer science student who builds data pipelines, trains and ships machine-learning models, and writes the software around them, from trading research to systems programming. Internships in quantitative research and back-end engineering; teaching assistant for operating systems.',
  // Projects listed under "Selected projects", in this order (ids from content/projects).
  projectIds: ['algo-trading-platform', 'energy-demand-forecasting', 'stockscope', 'bare-metal-hypervisor'],
  // The technologies of a project shown on the resume, at most.
  projectTechLimit: 5,
};
