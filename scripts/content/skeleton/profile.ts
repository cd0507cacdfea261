import type { Profile } from '@/lib/model/types';
import type { ProfileDetails } from '@/lib/model/pageTypes';

// Who you are: shown in the top bar, the home page, the footer, the contact page, the resume and
// what search engines read. Replace every value with your own.
export const profile: Profile = {
  name: 'Your Name',
  // Shown in the avatar circle when about.ts has no photo: one to three letters.
  initials: 'YN',
  email: 'you@example.com',
  githubUrl: 'https://github.com/your-username',
  linkedinUrl: 'https://www.linkedin.com/in/your-username',
  // The PDF the Resume buttons download: the build writes it from content/ into public/.
  resumeFile: 'resume.pdf',
};

// Shown on the About page, beside the contact form and at the top of the resume.
export const profileDetails: ProfileDetails = {
  headline: 'What you do, in a few words',
  location: 'City, Country',
};
