import type { ResumeContent } from '@/lib/model/pageTypes';

// The resume PDF, generated from content/ by every build (and by `npm run resume`). Name, contact
// details, experience, education and skills come from the other content files.
export const resume: ResumeContent = {
  summary: 'Two or three sentences that sum up your experience and what you are looking for.',
  // Projects listed under "Selected projects", in this order (ids from projects/).
  projectIds: ['my-project'],
  // The technologies of a project shown on the resume, at most.
  projectTechLimit: 5,
};
