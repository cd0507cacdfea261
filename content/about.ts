import type { AboutContent } from '@/lib/model/pageTypes';

// The About page (/about). Its heading and introduction are in content/pages.ts.
export const about: AboutContent = {
  // photo: '/images/me.webp', // add a square photo in public/ to replace the initials
  bio: [
    'I am a final-year computer science student who ended up in machine learning through finance: my first real project was a spreadsheet of stock prices that outgrew Excel, and rebuilding it in Python taught me that the model is usually the easy part. The hard parts are clean data, honest evaluation and software that keeps running when nobody is watching.',
    'Since then I have built an event-driven backtesting platform, forecast a regional grid’s electricity demand, shipped two full-stack web applications to real users and written a small hypervisor to understand what a cloud machine really is. Along the way I worked as a research assistant in an energy systems lab, interned on a quantitative research team and on a logistics back end, and now teach operating systems as a teaching assistant.',
    'I like work where I can own a problem from the raw data to the dashboard someone opens every morning. I write tests before I trust a number, I measure before I optimise, and I leave a README that the next person can follow.',
  ],
  lookingFor: {
    title: 'What I’m looking for',
    text: 'A graduate role from July 2027, and part-time or contract work until then, on a team that puts machine learning or data into production.',
    points: [
      'Machine learning engineering: training, evaluating and serving models',
      'Data engineering: pipelines, warehouses and data quality',
      'Back-end work close to data: APIs, queues and PostgreSQL',
      'A team that reviews code, writes things down and ships often',
    ],
  },
  interests: [
    {
      title: 'Markets and microstructure',
      description: 'I read exchange rulebooks for fun and keep a paper-trading journal of every strategy I test.',
    },
    {
      title: 'Low-level systems',
      description: 'Operating systems, virtualisation and the point where software meets the hardware it runs on.',
    },
    {
      title: 'Teaching',
      description: 'Explaining page tables to a room of second-year students is the best test of whether I understand them.',
    },
    {
      title: 'Long-distance cycling',
      description: 'Weekend rides of 100 km or more, planned, of course, with a weather forecast I trained myself.',
    },
  ],
  skills: {
    title: 'Skills',
    text: 'The tools I reach for, grouped the way my projects list them.',
    groups: {
      ml: ['PyTorch', 'scikit-learn', 'pandas', 'NumPy', 'R'],
      backend: ['Python', 'Node.js', 'FastAPI', 'Django', 'C++'],
      database: ['PostgreSQL', 'MySQL', 'Redis'],
      frontend: ['TypeScript', 'JavaScript', 'React', 'Next.js', 'Swift'],
      cloud: ['AWS (EC2, S3, Lambda)', 'Docker', 'GitHub Actions'],
      tools: ['Git', 'Linux', 'Playwright', 'QEMU', 'Excel'],
    },
  },
  callToAction: {
    title: 'Let’s build something that lasts',
    text: 'Hiring for a data or machine-learning team, or looking for a collaborator? Send me a message or take my resume with you.',
  },
};
