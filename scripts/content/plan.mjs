// What `npm run new-site` does to a site folder, worked out before anything is touched: which files
// of content/ are the sample's (removed), which the skeleton replaces, which it writes because they
// are missing, which it keeps, and which pictures in public/ only the replaced content names.
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unsafePath } from '../node/pathPolicy.mjs';
import { listFilesNoLinks } from '../node/walkFiles.mjs';

/**
 * Owner settings rather than identity: kept as the owner has them, written from the skeleton only
 * when missing. The interface wording is replaced by the skeleton's (no changes: the sample's are
 * its own sentences). Any other content file the skeleton has no template for (brand colours, files
 * of later versions) is kept as well, so new-site never drops a setting it does not know.
 */
export const SETTINGS_FILES = new Set(['navigation.ts']);
/** Files in public/ the engine itself reads: never removed, whoever names them. */
const ENGINE_PUBLIC_FILES = new Set(['/icon.svg']);
/** A site path in the text of a content file: "/images/x.webp" in quotes, after "(", ":" or a space. */
const SITE_PATH = /(?<=["'`(\s:=])\/[\w@%+~.\/-]*\.[A-Za-z0-9]+(?=["'`)\s]|$)/g;

/** What happens to an existing content file: 'remove', 'replace' or 'keep'. */
export function fateOf(file, templates) {
  // Projects and notes are the sample's whole: the skeleton brings its own project.
  if (file.startsWith('projects/')) return templates.has(file) ? 'replace' : 'remove';
  if (file.startsWith('notes/') && file.endsWith('.md')) return 'remove';
  // The drawings of the sample's diagrams go with its notes.
  if (file.startsWith('notes/.diagrams/')) return 'remove';
  if (templates.has(file)) return SETTINGS_FILES.has(file) ? 'keep' : 'replace';
  return 'keep';
}

/** The site paths of files in public/ that a text names. */
function sitePaths(text) {
  return text.match(SITE_PATH) ?? [];
}

/**
 * The public/ file a site path names, or undefined when it names none, points outside public/ or
 * reaches it through a symbolic link (a link to a folder elsewhere is never followed).
 */
function publicFile(publicDir, sitePath) {
  let relative;
  try {
    relative = decodeURI(sitePath).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  if (unsafePath(path.dirname(publicDir), `${path.basename(publicDir)}/${relative}`)) return undefined;
  const file = path.join(publicDir, ...relative.split('/'));
  try {
    return lstatSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The plan for a site folder.
 * @param {{ contentDir: string, publicDir: string, skeletonDir: string, variantsOf: (sitePath: string) => string[] }} dirs
 *   variantsOf gives the narrower copies the build writes beside a picture (lib/paths/images.ts).
 */
export function planNewSite({ contentDir, publicDir, skeletonDir, variantsOf }) {
  const templates = new Set(listFilesNoLinks(skeletonDir));
  const existing = listFilesNoLinks(contentDir);
  const plan = { remove: [], replace: [], write: [], keep: [], pictures: [] };
  for (const file of existing) plan[fateOf(file, templates)].push(file);
  for (const file of templates) if (!existing.includes(file)) plan.write.push(file);

  const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');
  const named = (texts) => new Set(texts.flatMap(sitePaths).map((sitePath) => publicFile(publicDir, sitePath)).filter(Boolean));
  const old = named([...plan.remove, ...plan.replace].map((file) => read(contentDir, file)));
  const stays = named([
    ...plan.keep.map((file) => read(contentDir, file)),
    ...[...templates].map((file) => read(skeletonDir, file)),
  ]);
  const pictures = new Set();
  for (const file of old) {
    const sitePath = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
    for (const candidate of [sitePath, ...variantsOf(sitePath)]) {
      const found = publicFile(publicDir, candidate);
      if (found && !stays.has(found) && !ENGINE_PUBLIC_FILES.has(candidate)) pictures.add(found);
    }
  }
  plan.pictures = [...pictures].map((file) => path.relative(publicDir, file).split(path.sep).join('/')).sort();
  return plan;
}
