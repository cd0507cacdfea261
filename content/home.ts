import type { HomeContent } from '@/lib/model/homeTypes';

// Texts, lists and numbers of the home page.
export const home: HomeContent = {
  greeting: "Hi, I'm",
  // The typing line cycles these roles, in this order
  roles: ['Data Scientist', 'Machine Learning Engineer', 'Data Engineer'],
  bio: 'I build data pipelines, train and ship machine-learning models, and write the software around them, from trading research to systems programming.',
  // Hero buttons, to /projects and to /contact
  primaryAction: 'View My Work',
  secondaryAction: 'Get In Touch',

  stats: {
    // Read by screen readers only: the section has no visible title.
    heading: 'At a glance',
    items: [
      // Stat targets: 10 projects, 30 technologies, 923 contributions
      { label: 'Projects', target: 10, suffix: '+' },
      { label: 'Technologies', target: 30, suffix: '+' },
      // Whole years since 2025-01-01, "<1" when none has passed
      { label: 'Years', yearsSince: '2025-01-01' },
      { label: 'Contributions', target: 923, suffix: '+' },
    ],
  },

  expertise: {
    heading: 'What I Do',
    intro: 'Three areas where I spend most of my time, from the first query to the shipped product.',
    // Three cards, in this order
    areas: [
      {
        title: 'Machine Learning',
        icon: 'cpu',
        description:
          'Training, evaluating and deploying models with PyTorch and scikit-learn, from forecasting to trading signals.',
      },
      {
        title: 'Data Engineering',
        icon: 'database',
        description:
          'Reliable pipelines that collect, clean and serve data: SQL, pandas, Redis and scheduled jobs that keep running.',
      },
      {
        title: 'Software Development',
        icon: 'server',
        description:
          'Typed, tested web apps and APIs with React, Node.js and FastAPI, plus systems work in C++.',
      },
    ],
  },

  skills: {
    heading: 'Skills & Technologies',
    intro: 'The languages, frameworks and tools I use most.',
    // The 18 skills, in this order; the category picks an icon where no logo exists
    items: [
      { name: 'Python', category: 'backend' },
      { name: 'JavaScript', category: 'frontend' },
      { name: 'TypeScript', category: 'frontend' },
      { name: 'React', category: 'frontend' },
      { name: 'Node.js', category: 'backend' },
      { name: 'PostgreSQL', category: 'database' },
      { name: 'MySQL', category: 'database' },
      { name: 'PyTorch', category: 'ml' },
      { name: 'pandas', category: 'ml' },
      { name: 'Docker', category: 'tools' },
      { name: 'AWS', category: 'cloud' },
      { name: 'Git', category: 'tools' },
      { name: 'FastAPI', category: 'backend' },
      { name: 'Redis', category: 'database' },
      { name: 'Excel', category: 'tools' },
      { name: 'C++', category: 'backend' },
      { name: 'R', category: 'ml' },
      { name: 'Swift', category: 'frontend' },
    ],
  },

  collaborate: {
    // The closing call to action
    heading: "Let's Collaborate",
    intro:
      'Have a data problem, a model to ship or an internship to fill? I would be glad to hear about it.',
    action: 'Get In Touch',
  },
};
