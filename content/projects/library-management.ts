import type { ProjectInput } from '@/lib/model/types';

export const libraryManagement: ProjectInput = {
  id: 'library-management',
  title: 'Library Management System',
  subtitle: 'Catalogue, loans and reservations for a university department library',
  description:
    'A web application that replaced a department library’s paper ledger with a searchable catalogue, loans, reservations and overdue reminders.',
  longDescription:
    'The department library lent around two thousand books from a paper ledger and a shared spreadsheet. This system gives students a searchable catalogue with live availability, lets them reserve a title that is on loan, and sends reminders before and after the due date.\n\nLibrarians check books in and out by scanning the ISBN barcode with a laptop camera. A Django back end with MySQL holds the catalogue and loan history, and role-based permissions separate students, librarians and administrators.',
  category: 'web',
  featured: false,
  status: 'completed',
  startDate: '2025-01',
  endDate: '2025-05',
  thumbnail: '/images/projects/library-management/thumbnail.webp',
  images: [
    '/images/projects/library-management/screenshot-1.webp',
    '/images/projects/library-management/screenshot-2.webp',
    '/images/projects/library-management/screenshot-3.webp',
    '/images/projects/library-management/screenshot-4.webp',
  ],
  techStack: [
    { name: 'Django', category: 'backend', proficiency: 80 },
    { name: 'Python', category: 'backend', proficiency: 90 },
    { name: 'MySQL', category: 'database', proficiency: 70 },
    { name: 'JavaScript', category: 'frontend', proficiency: 80 },
  ],
  metrics: [
    { icon: 'database', value: '2,100', label: 'Titles catalogued' },
    { icon: 'users', value: '340', label: 'Registered students' },
    { icon: 'calendar', value: '−62%', label: 'Overdue loans after reminders' },
    { icon: 'clock', value: '8 s', label: 'Average check-out at the desk' },
  ],
  features: [
    { icon: 'search', title: 'Catalogue search', description: 'Find books by title, author, subject or ISBN with live availability.' },
    { icon: 'calendar', title: 'Reservations', description: 'Queue for a title on loan and get notified when it comes back.' },
    { icon: 'clock', title: 'Overdue reminders', description: 'Automatic e-mails two days before and after the due date.' },
    { icon: 'users', title: 'Roles', description: 'Students, librarians and administrators each see what they need.' },
    { icon: 'zap', title: 'Camera check-out', description: 'Scan the ISBN barcode with the laptop camera; no scanner hardware needed.' },
    { icon: 'bar-chart', title: 'Reports', description: 'Loans, overdue items and waiting reservations per week for the library committee.' },
  ],
  challenges: [
    'Importing the spreadsheet produced hundreds of duplicate and misspelt titles.',
    'Two librarians could lend the last copy of a book at the same moment.',
    'Librarians had no barcode scanners.',
  ],
  solutions: [
    'Normalised ISBNs and merged near-duplicate titles with a fuzzy-matching review screen.',
    'Wrapped check-out in a database transaction with a row lock on the copy.',
    'Read barcodes from the laptop camera in the browser with a small scanning component.',
  ],
  impact: [
    'The library retired its paper ledger after the first semester.',
    'Overdue loans fell by 62% once automatic reminders were switched on.',
  ],
  testimonials: [
    {
      content: 'We closed the paper ledger for good after one term. Students reserve books themselves, and I spend the desk hours helping people instead of chasing loans.',
      name: 'Alex Rivera',
      role: 'Department librarian',
    },
  ],
  documentation: 'https://github.com/your-username/library-management/wiki',
  github: 'https://github.com/your-username/library-management',
  tags: ['django', 'crud', 'education', 'full stack'],
  color: { primary: '#b45309', secondary: '#7c2d12', accent: '#fcd34d' },
};
