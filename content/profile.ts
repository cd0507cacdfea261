import type { Profile } from '@/lib/types';

// The owner's identity: replace every value here with your own (see README, "Make it yours").
export const profile: Profile = {
  name: 'Your Name',
  initials: 'YN',
  email: 'you@example.com',
  githubUrl: 'https://github.com/your-username',
  linkedinUrl: 'https://www.linkedin.com/in/your-username',
  // The PDF in public/ that the Resume buttons download.
  resumeFile: 'resume.pdf',
};
