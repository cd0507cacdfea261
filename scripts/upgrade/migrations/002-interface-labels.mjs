// Interface labels leave the page content: the headings and labels that content/experience.ts and
// content/about.ts held (rolesTitle, currentLabel, …) become interface texts, written in
// content/interface.ts under their page's group. Each one moves with its comments; a label the
// owner already wrote in interface.ts keeps that wording and the old one is dropped.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveField } from '../moveFields.mjs';

export const summary = 'interface labels move from experience.ts and about.ts into content/interface.ts';

/**
 * The labels as the content model listed them when they moved (its movedLabels): the owner's file,
 * the export and keys where the label was, and its group and key in interface.ts. A copy, because
 * a migration describes one step between two versions and must keep working after the model
 * forgets the old places.
 * @type {readonly { file: string, from: readonly [string, ...string[]], to: readonly [string, string] }[]}
 */
export const MOVES = [
  { file: 'experience.ts', from: ['experience', 'rolesTitle'], to: ['experience', 'rolesTitle'] },
  { file: 'experience.ts', from: ['experience', 'currentLabel'], to: ['experience', 'currentLabel'] },
  { file: 'experience.ts', from: ['experience', 'technologiesLabel'], to: ['experience', 'technologiesLabel'] },
  { file: 'experience.ts', from: ['experience', 'educationTitle'], to: ['experience', 'educationTitle'] },
  { file: 'experience.ts', from: ['experience', 'expectedLabel'], to: ['experience', 'expectedLabel'] },
  { file: 'experience.ts', from: ['experience', 'certificationsTitle'], to: ['experience', 'certificationsTitle'] },
  { file: 'about.ts', from: ['about', 'educationTitle'], to: ['about', 'educationTitle'] },
  { file: 'about.ts', from: ['about', 'interestsTitle'], to: ['about', 'interestsTitle'] },
  { file: 'about.ts', from: ['about', 'callToAction', 'contactLabel'], to: ['about', 'contactLabel'] },
  { file: 'about.ts', from: ['about', 'callToAction', 'resumeLabel'], to: ['about', 'resumeLabel'] },
];

const INTERFACE = 'interface.ts';
/** The skeleton's interface.ts: the start of an owner's that has none. */
const skeletonInterface = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/skeleton', INTERFACE);

/**
 * Moves every label the owner's files still hold; returns the files it changed.
 * @param {string} contentDir
 */
export function migrate(contentDir) {
  /** @type {Map<string, string | undefined>} */
  const texts = new Map();
  /** @param {string} file */
  const read = (file) => {
    if (!texts.has(file)) {
      const at = path.join(contentDir, file);
      texts.set(file, existsSync(at) ? readFileSync(at, 'utf8') : undefined);
    }
    return texts.get(file);
  };
  /** @type {Set<string>} */
  const changed = new Set();
  for (const { file, from, to } of MOVES) {
    const source = read(file);
    if (source === undefined) continue;
    const destination = read(INTERFACE) ?? readFileSync(skeletonInterface, 'utf8');
    const result = moveField({
      source: { name: file, object: from[0], text: source },
      destination: { name: INTERFACE, object: 'interfaceText', text: destination },
      field: from.slice(1),
      to: [...to],
    });
    if (!result.moved) continue;
    texts.set(file, result.source);
    texts.set(INTERFACE, result.destination);
    changed.add(file).add(INTERFACE);
  }
  for (const file of changed) writeFileSync(path.join(contentDir, file), texts.get(file) ?? '');
  return [...changed];
}
