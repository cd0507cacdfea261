// `npm run build` between the prebuild and the postbuild: `next build`, once per language of the
// site. The default language is the export as it always was (out/); every other language is the
// same routes built again with its translated content (SITE_LANGUAGE), under Next's base path
// /{language}, and moved into out/{language}/. A site in one language builds exactly once, as before.
// Public files (pictures, icons) are shared: a language's copy of them is dropped. Each language has
// its own résumé (resume.json; the PDF and the social images too when their fonts can draw its
// letters, else copies of the default language's), written into its folder from its texts.
import './../node/load-env.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArgs } from '../node/cliArgs.mjs';
import { loadContent } from '../node/load-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = cliArgs('npm run build -- [options]', {
  typechecked: { type: 'boolean', help: 'the caller has just run `npm run typecheck` on this tree: next build need not check it again' },
});
const out = path.join(root, 'out');
const content = await loadContent();
const languages = content.siteLanguages;
const { NO_PROJECTS_PLACEHOLDER } = await import('@/lib/content/projects');
const { latinFontsCanWrite, READY_INTERFACE_TEXTS } = await import('@/lib/model/languages');
const { RESUME_JSON_FILE } = await import('@/lib/paths');
const { commentsShown } = await import('@/lib/model/integrations');


function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// SITE_COMMENTS: whether any page shows comments (next.config.ts leaves their frame's code out when none does).
const comments = { SITE_COMMENTS: commentsShown(content.integrations) ? '1' : '0' };
const nextBuild = (env) => run('npx', ['next', 'build'], { ...(values.typechecked && { TYPECHECKED: '1' }), ...comments, ...env });

/** A language's own résumé (and social images), from its texts, into its export folder. */
function writeLanguageFiles(language, dir) {
  const env = { SITE_LANGUAGE: language.code, NEXT_PUBLIC_LOCALE: language.code };
  run(process.execPath, ['scripts/build/generate-resume-json.mjs', path.join(dir, RESUME_JSON_FILE)], env);
  if (!latinFontsCanWrite([content.languages.others[language.code], READY_INTERFACE_TEXTS[language.code]])) {
    console.log(`The ${language.name} résumé PDF and social images are copies of the default language's: their fonts have no letters of ${language.code}.`);
    return;
  }
  run(process.execPath, ['scripts/build/generate-resume.mjs', path.join(dir, content.profile.resumeFile)], env);
  run(process.execPath, ['scripts/build/generate-images.mjs', '--social-only', dir], env);
}

if (languages.length === 0) {
  nextBuild({});
} else {
  const defaultLanguage = languages[0];
  const built = path.join(root, '.languages');
  rmSync(built, { recursive: true, force: true });
  mkdirSync(built);
  // The dates and numbers of each language are written its way (lib/format/locale.ts); only a site in
  // several languages has the switch in its bundles (components/layout/LanguageSwitch.tsx).
  nextBuild({ NEXT_PUBLIC_LOCALE: content.language.tag, NEXT_PUBLIC_LANGUAGE_SWITCH: '1' });
  renameSync(out, path.join(built, defaultLanguage.code));
  for (const language of languages.slice(1)) {
    console.log(`\nBuilding the ${language.name} pages (/${language.code}/)...`);
    // The same files as the default language's build, which type-checked them.
    nextBuild({ SITE_LANGUAGE: language.code, NEXT_PUBLIC_LOCALE: language.code, NEXT_PUBLIC_LANGUAGE_SWITCH: '1', TYPECHECKED: '1' });
    renameSync(out, path.join(built, language.code));
  }
  renameSync(path.join(built, defaultLanguage.code), out);
  const publicEntries = new Set(existsSync(path.join(root, 'public')) ? readdirSync(path.join(root, 'public')) : []);
  for (const language of languages.slice(1)) {
    const dir = path.join(built, language.code);
    // Shared: public files but the language's own, and what only the site root serves (one sitemap
    // lists every language).
    const own = new Set(['og', content.profile.resumeFile, RESUME_JSON_FILE.slice(1)]);
    for (const shared of [...publicEntries, 'sitemap.xml', 'robots.txt']) {
      if (!own.has(shared)) rmSync(path.join(dir, shared), { recursive: true, force: true });
    }
    writeLanguageFiles(language, dir);
    // The placeholder pages static export needs for a language without notes or projects.
    if (language.noteSlugs.length === 0) for (const generated of ['notes', 'feed.xml']) rmSync(path.join(dir, generated), { recursive: true, force: true });
    if (content.projects.length === 0) rmSync(path.join(dir, 'projects', NO_PROJECTS_PLACEHOLDER), { recursive: true, force: true });
    if (existsSync(path.join(out, language.code))) throw new Error(`out/${language.code} exists already: a route or public folder is named like the language "${language.code}"`);
    renameSync(dir, path.join(out, language.code));
  }
  rmSync(built, { recursive: true, force: true });
  console.log(`\nBuilt ${languages.map((language) => `${language.code} (${language.prefix || '/'})`).join(', ')}.`);
}
