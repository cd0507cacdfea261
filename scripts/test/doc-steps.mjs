// The steps of an owner path as the docs give them (./owner-paths.mjs): a doc must still say the
// words a test performs, a code block is read from the doc itself, and an `npm run` command runs
// the script package.json names for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;

/** Where `doc` says `words` (whitespace and line breaks as in prose): its text and the index; throws when it no longer does. */
function find(doc, words) {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const pattern = new RegExp(words.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));
  const match = pattern.exec(text);
  if (!match) throw new Error(`${doc} no longer says "${words}": follow its new steps here.`);
  return { text, index: match.index };
}

/** Throws unless `doc` still says `words`. */
export const docSays = (doc, words) => void find(doc, words);

/** The first fenced block of `language` in `doc` after the words `after`. */
export function docBlock(doc, after, language) {
  const { text, index } = find(doc, after);
  const block = new RegExp(`^( *)\`\`\`${language}\\n([^]*?)^\\1\`\`\``, 'm').exec(text.slice(index));
  if (!block) throw new Error(`${doc} has no \`\`\`${language} block after "${after}".`);
  return block[2].replace(new RegExp(`^${block[1]}`, 'gm'), '');
}

/** `npm run x -- args` of a doc as the script package.json runs for it: [file, ...args]. */
export function npmCommand(command) {
  const [, name, rest = ''] = /^npm run ([\w:-]+)(?: -- (.*))?$/.exec(command) ?? [];
  const script = scripts[name];
  if (!script || !/^node [\w./-]+\.mjs$/.test(script)) throw new Error(`"${command}": package.json runs no script file for it.`);
  return [script.slice('node '.length), ...rest.split(/\s+/).filter(Boolean)];
}
