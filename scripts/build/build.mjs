// `npm run build` between the prebuild and the postbuild: one `next build` for every language of
// the site. The default language's pages are at the root of the export (app/(default)/), every
// other language's under out/{language}/ (app/[lang]/), all with the same scripts (out/_next/).
// Each language has its own résumé (resume.json; the PDF and the social images too when their
// fonts can draw its letters, else the default language's), written into its folder from its texts.
import './../node/load-env.mjs';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
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
    for (const shared of ['og', content.profile.resumeFile]) {
      if (existsSync(path.join(out, shared))) cpSync(path.join(out, shared), path.join(dir, shared), { recursive: true });
    }
    return;
  }
  run(process.execPath, ['scripts/build/generate-resume.mjs', path.join(dir, content.profile.resumeFile)], env);
  run(process.execPath, ['scripts/build/generate-images.mjs', '--social-only', dir], env);
}

const { NO_LANGUAGES_PLACEHOLDER } = await import('@/lib/content/languageRoutes');
// A language's pages are out/{language}/: a public file or folder of that name would be lost under them.
for (const language of languages.slice(1)) {
  if (existsSync(path.join(root, 'public', language.code))) throw new Error(`public/${language.code} exists: it is named like the language "${language.code}", whose pages are at /${language.code}/. Rename it.`);
}
// The switch is in the scripts of a site in several languages only (components/layout/Navbar.tsx).
nextBuild(languages.length ? { NEXT_PUBLIC_LANGUAGE_SWITCH: '1' } : {});
// A one-language site's placeholder language (static export needs a page of app/[lang]/).
rmSync(path.join(out, NO_LANGUAGES_PLACEHOLDER), { recursive: true, force: true });
for (const language of languages.slice(1)) {
  const dir = path.join(out, language.code);
  writeLanguageFiles(language, dir);
  // The placeholder pages static export needs for a language without notes or projects.
  if (language.noteSlugs.length === 0) for (const generated of ['notes', 'feed.xml']) rmSync(path.join(dir, generated), { recursive: true, force: true });
  if (content.projects.length === 0) rmSync(path.join(dir, 'projects', NO_PROJECTS_PLACEHOLDER), { recursive: true, force: true });
}
if (languages.length) console.log(`\nBuilt ${languages.map((language) => `${language.code} (${language.prefix || '/'})`).join(', ')}.`);
