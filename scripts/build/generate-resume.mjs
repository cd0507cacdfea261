// Writes the resume PDF (public/{profile.resumeFile}, git-ignored) from content/: profile, experience,
// projects, education, skills, certifications and the newest publications. Runs in npm "prebuild", so the PDF the site serves
// always matches content/; `npm run resume` runs it alone. The output is byte-for-byte the same for
// the same content (fixed creation date, hence a fixed document id).
import { createWriteStream, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import '../node/load-env.mjs';
import '../node/register-ts.mjs';
import { loadContent } from '../node/load-content.mjs';

const { profile, profileDetails, about, techCategoryLabels, experience, projects, publications, resume, colors, ui } = await loadContent();
const { formatDateRange, formatMonthYear } = await import('@/lib/format/dates');
const { sortRolesNewestFirst } = await import('@/lib/model/experience');
const { solidOver } = await import('@/lib/theme/colours');
const { leadingPublications } = await import('@/lib/model/publication');

const MARGIN = 50;
// The owner's light palette (content/theme.ts), as it shows on white paper: a PDF colour has no
// transparency.
const onPaper = (colour) => solidOver(colour, '#ffffff');
const INK = onPaper(colors.light.text);
const MUTED = onPaper(colors.light.textMuted);
const ACCENT = onPaper(colors.light.accentStrong);
const RULE = onPaper(colors.light.border);

// The PDF's built-in fonts use WinAnsi: replace the few characters of the content it lacks.
const plain = (value) => String(value).replace(/[−‑]/g, '-').replace(/→/g, '->').replace(/[≤]/g, '<=').replace(/[≥]/g, '>=');
const bare = (url) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

const doc = new PDFDocument({
  size: 'LETTER',
  margins: { top: 44, bottom: 44, left: MARGIN, right: MARGIN },
  bufferPages: true,
  info: {
    Title: `${profile.name} · Resume`,
    Author: profile.name,
    Subject: profileDetails.headline,
    CreationDate: new Date(Date.UTC(2000, 0, 1)),
  },
});
const width = doc.page.width - 2 * MARGIN;

/** Starts a new page when less than `height` points are left, so an entry is never split. */
function keep(height) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(title) {
  keep(70);
  doc.moveDown(0.7).font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(title.toUpperCase(), MARGIN, doc.y, { characterSpacing: 1 });
  const y = doc.y + 1;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.6).strokeColor(RULE).stroke();
  doc.moveDown(0.35);
}

/** A bold title on the left and dates on the right, on one line. */
function entry(title, dates, height = 60) {
  keep(height);
  const y = doc.y;
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(plain(dates), MARGIN, y, { width, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(plain(title), MARGIN, y, { width: width - 150 });
}

function line(value, { color = MUTED, size = 9.5, font = 'Helvetica' } = {}) {
  doc.font(font).fontSize(size).fillColor(color).text(plain(value), MARGIN, doc.y, { width });
}

function bullets(items) {
  for (const item of items) {
    doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(`•  ${plain(item)}`, MARGIN + 8, doc.y, { width: width - 8, indent: -8, paragraphGap: 1 });
  }
}

// Header: name, headline, contact line with links.
doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(plain(profile.name));
line(profileDetails.headline, { size: 11, color: ACCENT });
doc.moveDown(0.2);
// Only what the owner gave: e-mail, location and profile links are each optional.
const contacts = [
  profile.email && [profile.email, `mailto:${profile.email}`],
  profileDetails.location && [profileDetails.location, null],
  profile.githubUrl && [bare(profile.githubUrl), profile.githubUrl],
  profile.linkedinUrl && [bare(profile.linkedinUrl), profile.linkedinUrl],
].filter(Boolean);
contacts.forEach(([label, link], i) => {
  const last = i === contacts.length - 1;
  doc.font('Helvetica').fontSize(9.5).fillColor(link ? ACCENT : MUTED).text(plain(label), { continued: !last, link, underline: false });
  if (!last) doc.fillColor(MUTED).text('  ·  ', { continued: true, link: null });
});

heading('Summary');
line(resume.summary, { color: INK });

// A section the content has nothing for is left out (a résumé without work, projects or education).
if (experience.roles.length) heading(ui.experience.rolesTitle);
for (const role of sortRolesNewestFirst(experience.roles)) {
  entry(role.title, formatDateRange(role.startDate, role.endDate, ui.dates.present), 90);
  line([role.organization, role.location, role.employmentType].filter(Boolean).join(' · '));
  if (role.summary) line(role.summary, { color: INK });
  bullets(role.highlights);
  line(`Technologies: ${role.technologies.join(', ')}`, { size: 9 });
  doc.moveDown(0.4);
}

if (resume.projectIds.length) heading('Selected projects');
for (const id of resume.projectIds) {
  const project = projects.find((p) => p.id === id);
  if (!project) throw new Error(`content/resume.ts lists "${id}", which is not a project id`);
  const dates = project.endDate ? formatDateRange(project.startDate, project.endDate, ui.dates.present) : `Since ${formatMonthYear(project.startDate)}`;
  entry(project.title, dates);
  line(project.description, { color: INK });
  const tech = project.techStack.slice(0, resume.projectTechLimit).map((t) => t.name).join(', ');
  line(`${tech}${project.github ? `  ·  ${bare(project.github)}` : ''}`, { size: 9 });
  doc.moveDown(0.4);
}

if (experience.education.length) heading(ui.experience.educationTitle);
for (const school of experience.education) {
  const dates = `${formatDateRange(school.startDate, school.endDate, ui.dates.present)}${school.expected ? ` (${ui.experience.expectedLabel})` : ''}`;
  entry(school.field ? `${school.degree}, ${school.field}` : school.degree, dates);
  line([school.school, school.location].filter(Boolean).join(' · '));
  bullets(school.highlights);
}

// The resume's own skill groups when content/resume.ts has them, else the About page's by category.
const skillRows = resume.skills
  ? resume.skills.map((skill) => [skill.level ? `${skill.name} (${skill.level})` : skill.name, skill.keywords])
  : Object.entries(about.skills.groups).filter(([, items]) => items.length).map(([category, items]) => [techCategoryLabels[category], items]);
if (skillRows.length) heading(about.skills.title);
for (const [name, items] of skillRows) {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK).text(plain(name), MARGIN, y, { width: 110 });
  doc.font('Helvetica').fillColor(INK).text(plain(items.join(', ')), MARGIN + 115, y, { width: width - 115 });
}

if (experience.certifications.length) heading(ui.experience.certificationsTitle);
for (const cert of experience.certifications) {
  entry(cert.name, formatMonthYear(cert.date), 28);
  line(cert.issuer);
}

// The selected publications, then the newest (content/publications.bib): the PDF stays within two
// pages however many there are; the site's publications page lists them all.
const RESUME_PUBLICATIONS = 5;
if (publications.length) heading(ui.publications.title);
for (const publication of leadingPublications(publications, RESUME_PUBLICATIONS)) {
  entry(publication.title, String(publication.year), 40);
  const authors = publication.authors.map((author) => author.name).join(', ') + (publication.etAl ? `, ${ui.publications.etAl}` : '');
  line([authors, publication.venue].filter(Boolean).join(' · '));
  if (publication.doi) line(`doi:${publication.doi}`, { size: 9 });
}

const pages = doc.bufferedPageRange().count;
const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
// Usage: node scripts/build/generate-resume.mjs [outFile] (default public/{profile.resumeFile}).
const out = process.argv[2] ?? publicDir + profile.resumeFile;
if (!process.argv[2]) {
  // PDFs in public/ are generated (git-ignored): remove one an earlier build wrote under another name.
  for (const file of readdirSync(publicDir).filter((f) => f.endsWith('.pdf') && f !== profile.resumeFile)) {
    rmSync(publicDir + file);
  }
}
doc.pipe(createWriteStream(out));
doc.end();
console.log(`Wrote ${out} (${pages} page${pages === 1 ? '' : 's'})`);
if (pages > 2) {
  console.error('The resume is longer than two pages: shorten the content or content/resume.ts.');
  process.exitCode = 1;
}
