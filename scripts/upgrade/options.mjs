// The upgrade's command line, and how it stops.
import path from 'node:path';

export const USAGE = 'Usage: npm run upgrade -- [--from <git URL or folder>] [--to <branch, tag or commit>] [--dry-run] [--no-install] [--no-gate] [--yes] [--dir <site>]';

/** Stops the upgrade with a message; inside the run, the temporary folder is removed first. */
export class Stop extends Error {}
export function fail(message) {
  throw new Stop(message);
}

/** The options of the command line `args`; `args` themselves too, to print the command again. */
export function parseArgs(args) {
  const options = { dir: process.cwd(), dryRun: false, install: true, gate: true, yes: false, args };
  const value = (i) => args[i + 1] ?? fail(`${args[i]} needs a value.\n${USAGE}`);
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--from') options.from = value(i++);
    else if (arg === '--to') options.to = value(i++);
    else if (arg === '--dir') options.dir = path.resolve(value(i++));
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--no-install') options.install = false;
    else if (arg === '--no-gate') options.gate = false;
    else if (arg === '--yes') options.yes = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else fail(`Unknown option ${JSON.stringify(arg)}.\n${USAGE}`);
  }
  return options;
}


export const HELP = [
  USAGE,
  '  --from      the engine\'s repository (default: the remote "upstream", engine.json\'s "repository", or "origin")',
  '  --to        the engine version to upgrade to (default: that repository\'s default branch)',
  '  --dry-run   print the plan and change nothing',
  '  --no-install  do not run npm install after the upgrade',
  '  --no-gate   do not run the gate (npm run gate, else npm run check:content && npm run build) afterwards',
  '  --yes       go on without asking when the content migrations changed code (content/*.ts), before npm install and the gate',
  '  --dir       the site checkout to upgrade (default: the current folder)',
].join('\n');
