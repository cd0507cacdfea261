import type { Profile } from '@/lib/model/types';
import type { ProfileDetails } from '@/lib/model/pageTypes';

// The owner's identity: replace every value here with your own (see README, "Make it yours").
export const profile: Profile = {
  name: 'Your Name',
  initials: 'YN',
  email: 'you@example.com',
  githubUrl: 'https://github.com/your-username',
  linkedinUrl: 'https://www.linkedin.com/in/your-username',
  // The PDF in public/ that the Resume buttons download (regenerate it with `npm run resume`).
  resumeFile: 'resume.pdf',
};

// Shown on the About page, beside the contact form and at the top of the resume.
export const profileDetails: ProfileDetails = {
  headline: 'Computer Science student · Machine Learning and Data Engineering',
  location: 'Toronto, Canada',
};
