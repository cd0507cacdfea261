// The routes of an exported site: the fixed pages and one per folder of projects/ with an index.html.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every route of the export in `dir`, with trailing slashes, as the audit scripts visit them. */
export function exportedRoutes(dir) {
  const projectDir = path.join(dir, 'projects');
  const projectIds = readdirSync(projectDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(projectDir, entry.name, 'index.html')))
    .map((entry) => entry.name);
  return ['/', '/about/', '/experience/', '/projects/', '/contact/', ...projectIds.map((id) => `/projects/${id}/`)];
}
