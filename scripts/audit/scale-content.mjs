// A content folder for an owner who has grown: a copy of an owner's content (content/ by default)
// plus generated projects and notes, written to a temporary folder the build reads through
// CONTENT_DIR. Nothing of it is committed; `npm run audit:scale` writes it afresh each time.
// Generated projects reuse the thumbnails of the copied owner's projects for every other one and
// leave the rest without a thumbnail (the build draws their covers); they have no screenshots.
// The text is deterministic, so two runs build the same site.
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CATEGORIES = ['web', 'ml', 'data', 'infrastructure', 'mobile'];
const STATUSES = ['completed', 'maintained', 'in-progress'];
const TECH = [
  ['TypeScript', 'frontend'], ['React', 'frontend'], ['Python', 'backend'], ['Go', 'backend'], ['Rust', 'backend'],
  ['PostgreSQL', 'database'], ['Redis', 'database'], ['PyTorch', 'ml'], ['Docker', 'cloud'], ['Kubernetes', 'cloud'],
  ['Terraform', 'tools'], ['Grafana', 'tools'],
];
const WORDS = ['queue', 'ledger', 'sensor', 'atlas', 'relay', 'signal', 'harbor', 'prism', 'orbit', 'forge', 'canvas', 'beacon'];
const NOTE_TAGS = ['web', 'python', 'performance', 'databases', 'testing', 'machine-learning', 'infrastructure', 'career'];
const COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

const pick = (list, index) => list[index % list.length];
const pad = (n) => String(n).padStart(2, '0');

/** A generated project, as sparse as an owner in a hurry writes one, with a few of each list. */
export function generatedProject(index, thumbnails = []) {
  const word = pick(WORDS, index);
  const title = `${word[0].toUpperCase()}${word.slice(1)} ${index + 1}`;
  const start = new Date(Date.UTC(2025, 10 - index, 1));
  const tech = [0, 3, 5, 7, 9].map((offset) => pick(TECH, index + offset));
  const thumbnail = index % 2 === 0 && thumbnails.length ? pick(thumbnails, index / 2) : undefined;
  return {
    id: `generated-${word}-${index + 1}`,
    title,
    subtitle: `A ${pick(CATEGORIES, index)} project about ${word}s`,
    description: `${title} collects ${word} events from several sources, keeps them in one place and shows what changed since the last run, with alerts when a value leaves its usual range.`,
    longDescription: `${title} started as a weekend script and grew into a service other people rely on.\n\nIt reads its inputs on a schedule, checks them against a schema, stores them and serves a small dashboard.`,
    category: pick(CATEGORIES, index),
    featured: index % 9 === 0,
    status: pick(STATUSES, index),
    startDate: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`,
    ...(thumbnail && { thumbnail }),
    images: [],
    techStack: tech.map(([name, category], n) => ({ name, category, proficiency: 60 + ((index + n * 7) % 35) })),
    metrics: [{ icon: 'zap', value: `${(index % 9) + 1}×`, label: 'Faster than the script it replaced' }],
    features: [{ icon: 'search', title: 'Search', description: `Find any ${word} by name, date or value.` }],
    challenges: ['The sources disagreed about time zones.'],
    solutions: ['Stored every time in UTC and converted only for display.'],
    github: `https://github.com/scale-owner/${word}-${index + 1}`,
    tags: [...new Set([word, pick(CATEGORIES, index), pick(NOTE_TAGS, index), 'automation'])],
    color: { primary: pick(COLOURS, index), secondary: pick(COLOURS, index + 2), accent: '#e2e8f0' },
  };
}

/** A display formula and a flowchart of a few nodes, as a note that explains a pipeline has them. */
function figures(index, word) {
  return [
    '## How the limit is set',
    '',
    `The limit keeps the ${word} load $L_t$ under the budget:`,
    '',
    '$$',
    `L_t = \\sum_{i=1}^{${index + 2}} \\frac{r_i}{c_i} \\le B`,
    '$$',
    '',
    '```mermaid',
    'flowchart LR',
    `  Source[${word} source] --> Queue`,
    '  Queue --> Worker',
    '  Worker --> Store[(Store)]',
    '  Worker -->|over budget| Alert',
    '```',
    '',
  ];
}

/**
 * A generated note: frontmatter, a few paragraphs, a heading, a list and a code block; with
 * `figures`, a formula and a diagram too.
 */
export function generatedNote(index, { figures: withFigures = false } = {}) {
  const day = new Date(Date.UTC(2025, 11, 31) - index * 3 * 86_400_000).toISOString().slice(0, 10);
  const word = pick(WORDS, index);
  const tags = [pick(NOTE_TAGS, index), pick(NOTE_TAGS, index * 3 + 1)].filter((tag, n, all) => all.indexOf(tag) === n);
  const paragraph = `Working on the ${word} service this week showed again that the slow part is rarely where one looks first. Measuring before changing anything took an hour and saved a day.`;
  return [
    '---',
    `title: "Note ${index + 1}: what the ${word} taught me"`,
    `date: ${day}`,
    `summary: "A short write-up of lesson ${index + 1} from the ${word} project: what was slow, how it was measured and what changed."`,
    `tags: [${tags.join(', ')}]`,
    '---',
    '',
    paragraph,
    '',
    '## What changed',
    '',
    `- Measured the ${word} pipeline end to end.`,
    '- Removed one round trip per request.',
    '- Kept the old path behind a flag for a week.',
    '',
    '```ts',
    `export const ${word}Limit = ${index + 10};`,
    '```',
    '',
    ...(withFigures ? figures(index, word) : []),
    paragraph,
    '',
  ].join('\n');
}

/**
 * Writes `target`: a copy of `from` with `projects` projects in all (the copied ones first) and
 * `notes` generated notes beside the copied ones (each with a formula and a diagram when
 * `figures`). Returns the numbers written.
 */
export async function writeScaleContent({ from, target, projects: projectCount, notes: noteCount, figures = false }) {
  rmSync(target, { recursive: true, force: true });
  cpSync(from, target, { recursive: true, filter: (file) => !file.endsWith('.test.ts') });
  const { projects: own } = await import(path.join(path.resolve(from), 'projects/index.ts'));
  const thumbnails = own.map((project) => project.thumbnail).filter(Boolean);
  const generated = Array.from({ length: Math.max(0, projectCount - own.length) }, (_, i) => generatedProject(i, thumbnails));
  renameSync(path.join(target, 'projects/index.ts'), path.join(target, 'projects/own.ts'));
  writeFileSync(
    path.join(target, 'projects/generated.ts'),
    `import type { ProjectInput } from '@/lib/model/types';\n\nexport const generated: ProjectInput[] = ${JSON.stringify(generated, null, 2)};\n`,
  );
  writeFileSync(
    path.join(target, 'projects/index.ts'),
    "import type { ProjectInput } from '@/lib/model/types';\nimport { generated } from './generated';\nimport { projects as own } from './own';\n\nexport const projects: ProjectInput[] = [...own, ...generated];\n",
  );
  const notesDir = path.join(target, 'notes');
  mkdirSync(notesDir, { recursive: true });
  for (let i = 0; i < noteCount; i += 1) writeFileSync(path.join(notesDir, `generated-note-${i + 1}.md`), generatedNote(i, { figures }));
  return { projects: own.length + generated.length, generatedNotes: noteCount };
}
