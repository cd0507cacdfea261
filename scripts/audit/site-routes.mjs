// The routes of an exported site: the fixed pages, one per folder of projects/ with an index.html,
// and the notes list and note pages when the export has them (an owner without notes has none).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every route of the export in `dir`, with trailing slashes, as the audit scripts visit them. */
export function exportedRoutes(dir) {
  const projectIds = pageFolders(path.join(dir, 'projects'));
  // notes/tag/ and notes/page/ hold the tag pages and the later pages of the list, not notes
  // (a note named "page" has its own index.html there).
  const noteSlugs = pageFolders(path.join(dir, 'notes')).filter((name) => name !== 'tag');
  return [
    '/',
    '/about/',
    '/experience/',
    '/projects/',
    '/contact/',
    ...projectIds.map((id) => `/projects/${id}/`),
    ...(existsSync(path.join(dir, 'notes', 'index.html')) ? ['/notes/'] : []),
    ...noteSlugs.map((slug) => `/notes/${slug}/`),
  ];
}

/** The subfolders of `dir` that hold a page (index.html); none when `dir` does not exist. */
function pageFolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name);
}
