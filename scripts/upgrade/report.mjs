// What the upgrade tells the owner: the plan file by file, conflicts with their places, the
// engine's changelog since the base, and how to go back.
import { visibleLine } from '../node/terminalText.mjs';

const list = (title, files) => (files.length ? `  ${title} (${files.length}):\n${files.map((file) => `    ${visibleLine(file)}`).join('\n')}` : undefined);

/** The plan as lines to print. */
export function planLines({ lists }, migrations, ownerKeptCount) {
  return [
    list('engine files updated to the new version', lists.updated),
    list('engine files added', lists.added),
    list('engine files merged with your changes', lists.merged),
    list('engine files removed', lists.removed),
    list('engine files you changed, kept as you have them (the new engine did not change them)', lists.kept),
    list('engine files the new engine removed, kept because you changed them', lists.keptRemoved),
    list('sample files updated (you never changed them)', lists.sampleUpdated),
    list('sample files added (into folders you never changed)', lists.sampleAdded),
    list('sample files removed (you never changed them)', lists.sampleRemoved),
    list('your own package.json entries kept', lists.packageKept),
    list('content migrations to run after this plan, sandboxed, on a copy of content/', migrations.map(({ name, summary }) => `${name}: ${summary}`)),
    `  your files in content/ and public/: ${ownerKeptCount} kept as you have them`,
  ].filter(Boolean);
}

/** What each migration that ran changed, as lines to print. */
export function migrationLines(migrations) {
  return migrations.map((migration) => list(`migration ${migration.name}: ${migration.summary}`, migration.changed.length ? migration.changed : ['(nothing to change)']));
}

/** The conflicts as lines to print. */
export function conflictLines(conflicts) {
  return conflicts.map(({ file, reason }) => `  ${visibleLine(file)}: ${reason}`);
}

/** The changelog's sections newer than `baseVersion` (all of it when the base has none), or ''. */
export function changelogSince(changelog, baseVersion) {
  if (!changelog) return '';
  const lines = changelog.split('\n');
  const first = lines.findIndex((line) => line.startsWith('## '));
  if (first < 0) return '';
  const stop = baseVersion ? lines.findIndex((line) => line.startsWith(`## ${baseVersion}`)) : -1;
  return lines.slice(first, stop > first ? stop : undefined).join('\n').trim();
}
