// The projects list filters and sorts on every keystroke, without a debounce: this times that work
// (components/projectList/projectFilters.ts) on a generated list of 100 projects, as `npm run audit` prints it. Each
// keystroke is timed over several rounds and its fastest round kept, so a busy machine does not
// decide the figure. A frame is 16 ms; the pure work should be a small part of one.
// Also runs alone: node scripts/audit/filter-timing.mjs
import '../node/register-ts.mjs';

const COUNT = 100;
const ROUNDS = 20;
const keystrokes = ['m', 'ma', 'mac', 'mach', 'machi', 'machin', 'machine', 'machine ', 'machine l', 'machine le'];
const words = ['machine', 'learning', 'river', 'gauge', 'dashboard', 'pipeline', 'compiler', 'forecast'];

/** The fastest of ROUNDS timings of each keystroke, the median and the slowest of those, in ms. */
export async function filterTiming() {
  const { selectProjects } = await import('@/components/projectList/projectFilters');
  const items = Array.from({ length: COUNT }, (_, i) => ({
    id: `project-${i}`,
    title: `${words[i % words.length]} ${words[(i * 3) % words.length]} ${i}`,
    description: `Built around ${words[(i * 7) % words.length]} work.`,
    category: ['ml', 'web', 'data', 'infrastructure', 'mobile'][i % 5],
    status: 'completed',
    startDate: `${2015 + (i % 10)}-${String((i % 12) + 1).padStart(2, '0')}`,
    tags: [words[i % words.length]],
    techStack: [{ name: 'Python' }, { name: 'TypeScript' }],
  }));
  const best = keystrokes.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [step, search] of keystrokes.entries()) {
      const start = performance.now();
      selectProjects(items, { search, category: 'all', sort: 'name' });
      best[step] = Math.min(best[step], performance.now() - start);
    }
  }
  const sorted = [...best].sort((a, b) => a - b);
  return { count: COUNT, median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { count, median, max } = await filterTiming();
  console.log(`Projects filter + sort per keystroke (${count} projects): median ${median.toFixed(3)} ms, slowest ${max.toFixed(3)} ms`);
}
