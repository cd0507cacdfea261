// Runs commands at the same time, each line of their output marked with the command's last word,
// and fails once all have ended, naming each that failed. `npm run gate` type-checks and lints this
// way: neither needs the other, and each keeps one core busy (tsc and ESLint run on one thread), so
// on two cores both take about as long as the longer one.
// Usage: node scripts/test/side-by-side.mjs "npm run typecheck" "npm run lint"
import { runLabelled } from './prefixed.mjs';

const commands = process.argv.slice(2).map((command) => command.trim().split(/\s+/));
if (commands.length === 0 || commands.some((words) => !words[0])) {
  console.error('Usage: node scripts/test/side-by-side.mjs "<command>" "<command>" ...');
  process.exit(2);
}
const label = (words) => words.at(-1);
const codes = await Promise.all(
  commands.map(([command, ...args]) => runLabelled(command, args, { cwd: process.cwd(), env: process.env, label: label([command, ...args]) })),
);
const failed = commands.flatMap((words, i) => (codes[i] === 0 ? [] : [`${words.join(' ')} (exit ${codes[i] ?? 'by a signal'})`]));
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}.`);
  process.exit(1);
}
