// Library Management System: catalogue search, title page, check-out desk, librarian dashboard.
import { barChart, barTicks, grid } from './charts.mjs';
import { CHROME, browser, circle, line, panel, pill, pills, rect, statCard, table, text } from './svg.mjs';
import { themes } from './themes.mjs';

const t = themes.library;
const NAV = ['Catalogue', 'My loans', 'Reservations', 'Desk', 'Reports'];
const CW = 1280 - 64;
const COVERS = ['#7c2d12', '#1e3a8a', '#065f46', '#6b21a8', '#b45309', '#334155'];

/** The app's top bar (this app has no sidebar) and page title. */
function page(active, path, title, subtitle, body) {
  let cursor = 300;
  const tabs = NAV.map((item, i) => {
    const x = cursor;
    cursor += item.length * 8.4 + 44;
    return text(x, CHROME + 40, item, { size: 15, weight: i === active ? 700 : 400, fill: i === active ? t.accent : t.muted }) +
      (i === active ? rect(x, CHROME + 54, item.length * 8.4, 3, { fill: t.accent }) : '');
  }).join('');
  return browser(
    t,
    `library.example.edu/${path}`,
    rect(0, CHROME, 1280, 64, { fill: t.panel }) + line(0, CHROME + 64, 1280, CHROME + 64, { stroke: t.border }) +
      rect(32, CHROME + 16, 32, 32, { fill: t.accent, rx: 6 }) + text(76, CHROME + 39, 'Department Library', { size: 18, weight: 700, fill: t.text }) +
      tabs + text(1280 - 32, CHROME + 40, 'A. Rivera · Librarian', { size: 14, fill: t.muted, anchor: 'end' }) +
      text(32, CHROME + 118, title, { size: 26, weight: 700, fill: t.text }) +
      text(32, CHROME + 144, subtitle, { size: 14, fill: t.muted }) +
      body,
  );
}

function cover(x, y, w, h, colour, title) {
  return rect(x, y, w, h, { fill: colour, rx: 4 }) + rect(x, y, 6, h, { fill: '#000', opacity: 0.2 }) +
    rect(x + 12, y + 14, w - 24, 4, { fill: '#fff', opacity: 0.7, rx: 2 }) + rect(x + 12, y + 24, w - 40, 4, { fill: '#fff', opacity: 0.5, rx: 2 }) +
    text(x + w / 2, y + h - 14, title, { size: 10, weight: 700, fill: '#fff', anchor: 'middle', opacity: 0.85 });
}

function badge(x, y, label, ok) {
  return pill(x, y, label, { fill: ok ? '#dcfce7' : '#fee2e2', color: ok ? '#166534' : '#991b1b', size: 12, height: 24 }).svg;
}

function catalogue() {
  const books = [
    ['Operating Systems: Three Easy Pieces', 'Remzi & Andrea Arpaci-Dusseau · 2018', 'Available · 2 of 3', true],
    ['Designing Data-Intensive Applications', 'Martin Kleppmann · 2017', 'On loan · due 14 May', false],
    ['Database System Concepts, 7th ed.', 'Silberschatz, Korth & Sudarshan · 2019', 'Available · 1 of 2', true],
    ['Computer Networking: A Top-Down Approach', 'Kurose & Ross · 2021', 'Available · 3 of 4', true],
    ['Distributed Systems, 4th ed.', 'van Steen & Tanenbaum · 2023', 'On loan · 2 waiting', false],
  ];
  const facets = [['Subject', ['Computer science (412)', 'Mathematics (188)', 'Statistics (96)']], ['Availability', ['Available now (318)', 'On loan (97)']], ['Format', ['Book (389)', 'E-book (26)']]];
  const left = facets.map(([name, options], f) => {
    const y = CHROME + 226 + f * 150;
    return text(48, y, name, { size: 14, weight: 700, fill: t.text }) + options.map((o, i) => rect(48, y + 18 + i * 32, 16, 16, { fill: i === 0 && f < 2 ? t.accent : t.panel, stroke: t.border, rx: 3 }) + text(74, y + 31 + i * 32, o, { size: 14, fill: t.muted })).join('');
  }).join('');
  const results = books.map(([title, author, status, ok], i) => {
    const y = CHROME + 180 + i * 114;
    return rect(300, y, CW - 268, 102, { fill: t.panel, rx: 10, stroke: t.border }) + cover(316, y + 10, 60, 82, COVERS[i], '') +
      text(396, y + 36, title, { size: 17, weight: 700, fill: t.text }) + text(396, y + 60, author, { size: 14, fill: t.muted }) +
      badge(396, y + 70, status, ok) + rect(1280 - 180, y + 32, 132, 38, { fill: ok ? t.accent : t.panel, stroke: t.accent, rx: 8 }) +
      text(1280 - 114, y + 56, ok ? 'Borrow' : 'Reserve', { size: 14, weight: 700, fill: ok ? '#fff' : t.accent, anchor: 'middle' });
  }).join('');
  return page(0, 'catalogue?q=systems', 'Catalogue', '2,104 titles · 415 results for “systems”',
    rect(32, CHROME + 162, 240, 44, { fill: t.panel, rx: 8, stroke: t.border }) + circle(56, CHROME + 182, 7, { stroke: t.muted, strokeWidth: 2 }) + line(61, CHROME + 187, 66, CHROME + 192, { stroke: t.muted, strokeWidth: 2 }) + text(76, CHROME + 189, 'systems', { size: 15, fill: t.text }) + left + results);
}

function titlePage() {
  const copies = [
    ['C-0412-1', 'Main shelf · QA76.76', { text: 'On loan · due 14 May', fill: t.down }],
    ['C-0412-2', 'Main shelf · QA76.76', { text: 'On loan · due 21 May', fill: t.down }],
    ['C-0412-3', 'Reference · not for loan', { text: 'In library', fill: t.up }],
  ];
  return page(0, 'titles/9781449373320', 'Designing Data-Intensive Applications', 'Martin Kleppmann · O’Reilly Media · 2017 · ISBN 978-1-4493-7332-0',
    cover(32, CHROME + 176, 220, 300, COVERS[1], 'DDIA') +
      panel(280, CHROME + 176, 620, 300, t, 'About this book') +
      ['The big ideas behind reliable, scalable and maintainable', 'systems: data models, storage engines, replication,', 'partitioning, transactions and stream processing.'].map((l, i) => text(300, CHROME + 240 + i * 26, l, { size: 15, fill: t.text })).join('') +
      text(300, CHROME + 346, 'Subjects', { size: 13, weight: 700, fill: t.muted }) +
      pills(300, CHROME + 360, ['Databases', 'Distributed systems', 'Software architecture'], { fill: t.accentSoft, color: t.text, size: 13, height: 28 }) +
      panel(920, CHROME + 176, CW - 888, 300, t, 'Reserve a copy') +
      text(940, CHROME + 246, 'All loanable copies are out.', { size: 15, fill: t.text }) +
      text(940, CHROME + 274, '2 people are waiting; you would be 3rd.', { size: 15, fill: t.muted }) +
      rect(940, CHROME + 300, CW - 928, 46, { fill: t.accent, rx: 8 }) + text(940 + (CW - 928) / 2, CHROME + 330, 'Join the queue', { size: 15, weight: 700, fill: '#fff', anchor: 'middle' }) +
      text(940, CHROME + 380, 'We e-mail you when your copy is ready.', { size: 13, fill: t.muted }) +
      panel(32, CHROME + 496, CW, 220, t, 'Copies') +
      table(32, CHROME + 536, CW, t, { columns: [{ label: 'COPY', width: 160 }, { label: 'LOCATION', width: 400 }, { label: 'STATUS', width: 300 }], rows: copies, rowHeight: 40 }));
}

function desk() {
  const bars = Array.from({ length: 46 }, (_, i) => [3, 1, 2, 1, 4, 1, 2, 3][i % 8]);
  let cursor = 140;
  const barcode = bars.map((b, i) => {
    const x = cursor;
    cursor += b * 2 + 2;
    return i % 2 === 0 ? rect(x, CHROME + 330, b * 2, 150, { fill: '#1c1917' }) : '';
  }).join('');
  return page(3, 'desk', 'Check-out desk', 'Scan a book with the laptop camera, then confirm the loan',
    rect(32, CHROME + 170, 600, 480, { fill: '#292524', rx: 12 }) +
      rect(92, CHROME + 280, 480, 260, { fill: '#f5f5f4', rx: 6 }) + barcode +
      text(332, CHROME + 512, '9 781449 373320', { size: 20, fill: '#1c1917', anchor: 'middle', mono: true }) +
      rect(72, CHROME + 260, 520, 300, { fill: 'none', stroke: '#4ade80', strokeWidth: 4, rx: 14 }) +
      line(72, CHROME + 410, 592, CHROME + 410, { stroke: '#ef4444', strokeWidth: 2, opacity: 0.8 }) +
      text(332, CHROME + 620, 'ISBN recognised', { size: 16, weight: 700, fill: '#4ade80', anchor: 'middle' }) +
      panel(656, CHROME + 170, CW - 624, 216, t, 'Borrower') +
      rect(676, CHROME + 222, 56, 56, { fill: t.accentSoft, rx: 28 }) + text(704, CHROME + 257, 'JL', { size: 18, weight: 700, fill: t.accent, anchor: 'middle' }) +
      text(748, CHROME + 244, 'Jordan Lee', { size: 18, weight: 700, fill: t.text }) + text(748, CHROME + 268, 'Student · BSc Computer Science · card 20231187', { size: 14, fill: t.muted }) +
      text(676, CHROME + 320, '2 of 6 loans in use · no overdue items', { size: 14, fill: t.up }) +
      text(676, CHROME + 350, 'Loan period 21 days', { size: 14, fill: t.muted }) +
      panel(656, CHROME + 402, CW - 624, 248, t, 'This loan') +
      cover(676, CHROME + 452, 70, 96, COVERS[0], '') +
      text(764, CHROME + 478, 'Operating Systems: Three Easy Pieces', { size: 16, weight: 700, fill: t.text }) +
      text(764, CHROME + 502, 'Copy C-0388-2 · due Tuesday 3 June', { size: 14, fill: t.muted }) +
      rect(676, CHROME + 574, 240, 48, { fill: t.accent, rx: 8 }) + text(796, CHROME + 604, 'Confirm loan', { size: 16, weight: 700, fill: '#fff', anchor: 'middle' }) +
      rect(932, CHROME + 574, 140, 48, { fill: t.panel, stroke: t.border, rx: 8 }) + text(1002, CHROME + 604, 'Cancel', { size: 16, fill: t.text, anchor: 'middle' }));
}

function reports() {
  const overdue = [41, 38, 35, 22, 18, 16, 15, 13, 14, 12, 11, 10, 9, 10, 8, 7];
  const rows = [
    ['Introduction to Algorithms', 'M. Chen', '12 days', { text: 'Reminder sent', fill: t.muted }],
    ['Pattern Recognition and ML', 'S. Patel', '9 days', { text: 'Reminder sent', fill: t.muted }],
    ['Computer Architecture', 'D. Okafor', '4 days', { text: 'Reminder due today', fill: t.accent }],
  ];
  return page(4, 'reports', 'Library overview', 'Spring term · week 16',
    statCard(32, CHROME + 170, 290, t, { label: 'Loans this week', value: '186', delta: '+12%', deltaColor: t.up }) +
      statCard(338, CHROME + 170, 290, t, { label: 'Overdue', value: '7', delta: '−62% since reminders', deltaColor: t.up }) +
      statCard(644, CHROME + 170, 290, t, { label: 'Reservations waiting', value: '23' }) +
      statCard(950, CHROME + 170, CW - 918, t, { label: 'Registered students', value: '340' }) +
      panel(32, CHROME + 286, 620, 430, t, 'Overdue loans per week') +
      grid(72, CHROME + 340, 560, 300, t, { labels: barTicks(overdue, 4, (v) => v.toFixed(0)) }) +
      barChart(72, CHROME + 340, 560, 300, overdue, { color: t.accent }) +
      line(72 + (560 * 3) / 16, CHROME + 330, 72 + (560 * 3) / 16, CHROME + 650, { stroke: t.text, dash: '5 4', opacity: 0.6 }) +
      text(80 + (560 * 3) / 16, CHROME + 352, 'Reminders switched on', { size: 12, weight: 700, fill: t.text }) +
      text(72, CHROME + 676, 'Week 1', { size: 12, fill: t.muted }) + text(632, CHROME + 676, 'Week 16', { size: 12, fill: t.muted, anchor: 'end' }) +
      panel(668, CHROME + 286, CW - 636, 430, t, 'Longest overdue') +
      table(668, CHROME + 326, CW - 636, t, { columns: [{ label: 'TITLE', width: 230 }, { label: 'BORROWER', width: 100 }, { label: 'LATE', width: 70 }, { label: 'STATUS', width: 150 }], rows, rowHeight: 52 }));
}

export const libraryScreens = [catalogue, titlePage, desk, reports];
