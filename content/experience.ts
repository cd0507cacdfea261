import type { ExperienceContent } from '@/lib/model/pageTypes';

// The Experience page (/experience), also read by the About page and the resume.
// Roles are sorted newest first on the page, so their order here does not matter.
export const experience: ExperienceContent = {
  roles: [
    {
      title: 'Teaching Assistant, Operating Systems',
      organization: 'Northfield University, School of Computing',
      location: 'Toronto, Canada',
      employmentType: 'Part-time',
      startDate: '2025-09',
      highlights: [
        'Run two weekly lab sections of 30 students on processes, scheduling, virtual memory and file systems.',
        'Rewrote the paging assignment around a small teaching hypervisor; median completion time fell from 14 to 9 hours.',
        'Built an autograder in Docker that runs student kernels in QEMU and returns feedback within five minutes.',
      ],
      technologies: ['C', 'C++', 'x86-64 assembly', 'QEMU', 'Docker', 'Git'],
    },
    {
      title: 'Machine Learning Engineering Intern',
      organization: 'Meridian Quant Research',
      location: 'Remote',
      employmentType: 'Internship',
      startDate: '2026-05',
      endDate: '2026-08',
      highlights: [
        'Built a point-in-time feature store for intraday equity signals, removing look-ahead bias found in three production models.',
        'Trained and evaluated PyTorch sequence models with walk-forward validation; the best one went into paper trading.',
        'Cut the nightly backtest job from 3 hours to 25 minutes by moving the hot loop to vectorised NumPy batches.',
      ],
      technologies: ['Python', 'PyTorch', 'pandas', 'NumPy', 'PostgreSQL', 'Airflow'],
    },
    {
      title: 'Software Engineering Intern',
      organization: 'Brightline Logistics',
      location: 'Toronto, Canada',
      employmentType: 'Internship',
      startDate: '2025-06',
      endDate: '2025-08',
      highlights: [
        'Designed and shipped a Node.js service that tracks 12,000 parcels a day and replaced a nightly CSV export.',
        'Added PostgreSQL indexes and query fixes that brought the slowest dashboard page from 4.2 s to 380 ms.',
        'Wrote the team’s first integration tests and ran them in CI on every pull request.',
      ],
      technologies: ['TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'AWS', 'GitHub Actions'],
    },
    {
      title: 'Undergraduate Research Assistant',
      organization: 'Northfield University, Energy Systems Lab',
      location: 'Toronto, Canada',
      employmentType: 'Part-time',
      startDate: '2025-01',
      endDate: '2025-05',
      highlights: [
        'Extended my course project on day-ahead load forecasting into the lab’s benchmark for 14 regional grids.',
        'Cleaned and documented six years of smart-meter data used by two graduate theses.',
        'Co-authored a workshop poster on holiday effects in electricity demand.',
      ],
      technologies: ['Python', 'pandas', 'scikit-learn', 'R', 'PostgreSQL'],
    },
  ],
  education: [
    {
      degree: 'B.Sc. Computer Science, Data Science and Machine Learning specialisation',
      school: 'Northfield University',
      location: 'Toronto, Canada',
      startDate: '2023-09',
      endDate: '2027-06',
      expected: true,
      highlights: [
        'GPA 3.8 / 4.0, Dean’s List every term',
        'Courses: machine learning, statistical learning, databases, distributed systems, operating systems',
        'Capstone: real-time anomaly detection on streaming sensor data, with a regional utility',
      ],
    },
  ],
  certifications: [
    { name: 'AWS Certified Cloud Practitioner', issuer: 'Amazon Web Services', date: '2026-03' },
    { name: 'Deep Learning Specialization', issuer: 'DeepLearning.AI on Coursera', date: '2025-08' },
  ],
};
