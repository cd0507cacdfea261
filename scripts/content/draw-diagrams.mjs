// `npm run diagrams`: draws the notes' ```mermaid blocks that have no drawing yet, with the official
// Mermaid renderer in Chromium or Chrome, into {content}/notes/.diagrams/ (one SVG per diagram,
// named by the hash of its text), and removes the drawings no note uses any more. Commit what it
// writes: a host without a browser builds from those files. A diagram Mermaid refuses is named by
// note, line and reason.
import '../node/load-env.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSite } from '../../lib/content/buildTarget.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import '../node/register-ts.mjs';

const { values } = cliArgs('npm run diagrams [-- --redraw]', {
  redraw: { type: 'boolean', help: 'draw every diagram again (after an upgrade of Mermaid, say)' },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { absolute: contentDir, shown } = resolveSite(process.env, root).content;
const { drawMissing } = await import('@/scripts/diagrams/drawMissing');
const { NO_BROWSER } = await import('@/scripts/diagrams/browser');
const { formatProblems } = await import('@/lib/content/check');
const { DIAGRAM_FOLDER } = await import('@/lib/content/noteDiagramCache');

const report = await drawMissing(contentDir, { redraw: Boolean(values.redraw), prune: true });
const folder = `${shown}/${DIAGRAM_FOLDER}/`;
if (report.undrawn) {
  console.error(`${report.undrawn} diagram${report.undrawn === 1 ? ' is' : 's are'} not drawn: ${NO_BROWSER}.`);
  process.exit(1);
}
const removed = report.removed ? `, ${report.removed} no note uses removed` : '';
const commit = report.drawn || report.removed ? ` Commit ${folder}.` : '';
console.log(`Diagrams: ${report.drawn} drawn into ${folder} in ${report.seconds.toFixed(1)} s, ${report.kept} already drawn${removed}.${commit}`);
if (report.problems.length) {
  console.error(formatProblems(report.problems, shown));
  process.exit(1);
}
