// `npm run diagrams`: draws the notes' ```mermaid blocks that have no drawing yet, with the official
// Mermaid renderer in Chromium or Chrome, into {content}/notes/.diagrams/ (one SVG per diagram,
// named by the hash of its text), and removes the drawings no note uses any more. Commit what it
// writes: a host without a browser builds from those files. `--redraw` draws every diagram again
// (after an upgrade of Mermaid, say). A diagram Mermaid refuses is named by note, line and reason.
// Usage: npm run diagrams [-- --redraw]
import '../node/load-env.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSite } from '../../lib/content/site.mjs';
import '../node/register-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { absolute: contentDir, shown } = resolveSite(process.env, root).content;
const { drawMissing } = await import('@/scripts/diagrams/drawMissing');
const { NO_BROWSER } = await import('@/scripts/diagrams/browser');
const { formatProblems } = await import('@/lib/content/check');
const { DIAGRAM_FOLDER } = await import('@/lib/content/noteDiagramCache');

const report = await drawMissing(contentDir, { redraw: process.argv.includes('--redraw'), prune: true });
const folder = `${shown}/${DIAGRAM_FOLDER}/`;
if (report.undrawn) {
  console.error(`${report.undrawn} diagram${report.undrawn === 1 ? ' is' : 's are'} not drawn: ${NO_BROWSER}.`);
  process.exit(1);
}
console.log(
  `Diagrams: ${report.drawn} drawn into ${folder} in ${report.seconds.toFixed(1)} s, ${report.kept} already drawn` +
    `${report.removed ? `, ${report.removed} no note uses removed` : ''}.${report.drawn || report.removed ? ` Commit ${folder}.` : ''}`,
);
if (report.problems.length) {
  console.error(formatProblems(report.problems, shown));
  process.exit(1);
}
