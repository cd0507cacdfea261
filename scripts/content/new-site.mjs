// `npm run new-site`: replaces the sample owner's content with a minimal skeleton to fill in, so a
// new owner starts from blank instead of deleting someone else's projects one by one. It writes the
// identity files of content/ from scripts/content/skeleton/ (one project without pictures: the build
// draws its cover), removes the sample's projects and notes and the pictures in
// public/ that only they name, and keeps every other content file (settings such as navigation.ts,
// and any file it has no template for). Then it checks the result the way the build does.
// It destroys content, so it asks first (--yes skips the question), works only in a site checkout,
// and refuses to run over anything in content/ or public/ that git does not have yet (--force runs
// anyway); a git-ignored file is kept. It deletes or overwrites only files git holds unchanged, and
// it never follows a symbolic link: a linked folder's files are not the site's to delete.
import { copyFileSync, existsSync, mkdirSync, readdirSync, realpathSync, rmSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../node/register-ts.mjs';
import { siteCheckout, unsafePath, unsafePaths } from '../node/pathPolicy.mjs';
import { trackedAndClean, uncommittedChanges } from '../node/uncommittedChanges.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { checkContentOf, confirmOrStop, CONTENT_FLAGS, fail, shown } from './contentCommand.mjs';
import { planNewSite } from './plan.mjs';

const engineRoot = realpathSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const skeletonDir = path.join(engineRoot, 'scripts/content/skeleton');

/** Removes `dir` and its parents up to (not including) `stop` while they are empty. */
function pruneEmpty(dir, stop) {
  for (let current = dir; current.startsWith(`${stop}${path.sep}`); current = path.dirname(current)) {
    if (!existsSync(current) || readdirSync(current).length > 0) return;
    rmdirSync(current);
  }
}

const list = (files, prefix) => files.map((file) => `    ${prefix}${file}`).join('\n');

const { values } = cliArgs('npm run new-site -- [options]', {
  yes: { ...CONTENT_FLAGS.yes, help: 'do not ask before replacing the content' },
  force: { ...CONTENT_FLAGS.force, help: 'run even when content/ or public/ has files git does not hold (they are kept)' },
  dir: { ...CONTENT_FLAGS.dir, help: 'the site checkout whose content/ and public/ are replaced (default: this one)' },
});
const options = { ...values, dir: path.resolve(values.dir ?? engineRoot) };
const site = siteCheckout(options.dir);
if (site instanceof Error) fail(site.message);
const contentDir = path.join(site, 'content');
const publicDir = path.join(site, 'public');

// A git-ignored file (a private draft, the build's pictures) does not count: only files git holds
// unchanged are deleted or overwritten, so it is kept and listed below.
const changes = uncommittedChanges(site, ['content', 'public']);
if (changes.length && !options.force) {
  fail(`content/ or public/ has files that are not committed:\n${changes.map((line) => `    ${line}`).join('\n')}\n` +
    'Commit them (or discard them) first, so nothing is lost, or run again with --force (they are then kept).');
}

const { SCREENSHOT_WIDTHS, variantPath } = await import('@/lib/paths/images');
const variantsOf = (sitePath) => SCREENSHOT_WIDTHS.variants.map((width) => variantPath(sitePath, width)).filter(Boolean);
const plan = planNewSite({ contentDir, publicDir, skeletonDir, variantsOf });
// Only what git holds unchanged is deleted or overwritten; anything else stays where it is.
const clean = trackedAndClean(site, ['content', 'public']);
const safe = (dir) => (file) => {
  const relative = `${path.basename(dir)}/${file}`;
  return !unsafePath(site, relative) && (clean.has(relative) || !existsSync(path.join(dir, file)));
};
// What the path policy refuses (a link on the way or at the target) is left alone, named with why.
const refused = unsafePaths(site, [
  ...[...plan.remove, ...plan.replace, ...plan.write].map((file) => `content/${file}`),
  ...plan.pictures.map((file) => `public/${file}`),
]);
const notCommitted = [
  ...plan.remove.filter((file) => !safe(contentDir)(file)).map((file) => `content/${file}`),
  ...plan.replace.filter((file) => !safe(contentDir)(file)).map((file) => `content/${file}`),
  ...plan.pictures.filter((file) => !safe(publicDir)(file)).map((file) => `public/${file}`),
].filter((file) => !refused.some((problem) => problem.file === file));
plan.remove = plan.remove.filter(safe(contentDir));
plan.replace = plan.replace.filter(safe(contentDir));
plan.write = plan.write.filter(safe(contentDir));
plan.pictures = plan.pictures.filter(safe(publicDir));

console.log(`new-site replaces the content of ${shown(site)} with a skeleton to fill in:`);
if (plan.remove.length) console.log(`  remove from content/ (the projects, notes and checks of the content being replaced):\n${list(plan.remove, 'content/')}`);
if (plan.pictures.length) console.log(`  remove from public/ (pictures that only the replaced content names):\n${list(plan.pictures, 'public/')}`);
if (plan.replace.length) console.log(`  replace with the skeleton's:\n${list(plan.replace, 'content/')}`);
if (plan.write.length) console.log(`  write from the skeleton (missing):\n${list(plan.write, 'content/')}`);
if (notCommitted.length) console.log(`  keep, because git does not hold them unchanged:\n${list(notCommitted, '')}`);
if (refused.length) console.log(`  leave alone (never written or deleted through a link):\n${list(refused.map(({ file, reason }) => `${file}: ${reason}`), '')}`);
if (plan.keep.length) console.log(`  keep as they are (settings and files the skeleton has no template for):\n${list(plan.keep, 'content/')}`);

await confirmOrStop('Replace the content? This cannot be undone outside git.', {
  yes: options.yes,
  why: 'This deletes content.',
});

for (const file of plan.remove) rmSync(path.join(contentDir, file), { force: true });
for (const file of plan.pictures) rmSync(path.join(publicDir, file), { force: true });
for (const file of [...plan.replace, ...plan.write]) {
  mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  copyFileSync(path.join(skeletonDir, file), path.join(contentDir, file));
}
for (const file of plan.remove) pruneEmpty(path.dirname(path.join(contentDir, file)), contentDir);
for (const file of plan.pictures) pruneEmpty(path.dirname(path.join(publicDir, file)), publicDir);

console.log(
  `\nDone: removed ${plan.remove.length} content files and ${plan.pictures.length} pictures, ` +
    `wrote ${plan.replace.length + plan.write.length} files from the skeleton, kept ${plan.keep.length}.`,
);
// The same check as the build's first step, on the new content.
if (!checkContentOf(engineRoot, site, contentDir)) fail('The new content does not pass the content check: the skeleton needs the fixes listed above.');

console.log(`
Next, make it yours (every file says what its fields do):
  1. content/profile.ts and content/site.ts: your name, e-mail, links, job title and site description.
  2. content/home.ts, about.ts, experience.ts, contact.ts, pages.ts and resume.ts: your own texts.
  3. content/projects/: one file per project (copy my-project.ts), each listed in index.ts; its
     pictures go in public/images/projects/{id}/. Without pictures the build draws a cover.
  4. content/notes/: Markdown notes, if you want them (docs/notes.md).
  5. npm run dev shows the site as you edit; npm run build checks everything and builds it.
Then commit: git add -A content public && git commit -m "My content"`);
