import type { ExperienceContent } from '@/lib/model/pageTypes';

// The Experience page (/experience), also read by the About page and the resume. Roles are sorted
// newest first on the page, so their order here does not matter. Dates are YYYY-MM.
export const experience: ExperienceContent = {
  roles: [
    {
      title: 'Your job title',
      organization: 'Company name',
      location: 'City, Country',
      employmentType: 'Full-time',
      startDate: '2024-01',
      // Leave endDate out while you still hold the role: it is then marked as current.
      highlights: ['What you did there and what came of it.'],
      technologies: ['TypeScript'],
    },
  ],
  education: [
    {
      degree: 'Your degree',
      school: 'School name',
      location: 'City, Country',
      startDate: '2019-09',
      endDate: '2023-06',
      // True until you graduate: the end date is then shown as expected.
      expected: false,
      highlights: [],
    },
  ],
  // { name, issuer, date: 'YYYY-MM' } each; the section is left out while the list is empty.
  certifications: [],
};
