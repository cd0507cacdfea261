// A test owner built the way a site under a sub-path with every build-time service is built
// (`npm run test:engine`'s bilingual owner): BASE_PATH and a form endpoint from
// tests/basepath-build.json, and repository stats fetched at build time, with a token, from a stub
// API on this machine. Then the checks of its export: every link resolves under the base path, the
// build asked the stub with the token on every request, no file holds the token, and in each
// language the project pages of the repositories fetched carry the stub's figures "as of" the
// build's date, worded and written that language's way.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import '../node/register-ts.mjs';
import { buildOwner, ownerEnv, root, stageOf } from './build-owner.mjs';
import { runLabelled } from './prefixed.mjs';

const { formatRepoDate } = await import('@/lib/github/client');
const { formatNumber, localeOfBuild } = await import('@/lib/format/locale');
const { BUILD_STATS_FILE } = await import('@/lib/github/prerenderedStats');
const { formatText } = await import('@/lib/format/text');
const { ownerContent, ownerLanguages } = await import('@/scripts/test/ownerContent');

export const { basePath: BASE_PATH, formEndpoint } = JSON.parse(readFileSync(path.join(root, 'tests/basepath-build.json'), 'utf8'));
// What the stub API answers the build: figures no live answer of the e2e fixture has.
const BUILD_STARS = 31337;
const TOKEN = 'ghs_build_token_that_must_not_be_published_0000';

/** The text files of an export (relative paths with "/"): what a visitor or a crawler can read. */
export const textFiles = (dir, pattern = /(\.(html|txt|xml|json|webmanifest|js|css)|_headers)$/) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file));

/** Each language of the owner with its route prefix and content (one, at the root, for a one-language site). */
function languagesOf(ownerDir) {
  const languages = ownerLanguages({ root, contentDir: ownerDir });
  return languages.length ? languages : [{ code: '', prefix: '', content: ownerContent({ root, contentDir: ownerDir }) }];
}

/** Builds `ownerDir` into `target` under the base path with the stub API, then checks the export (throws on a problem). */
export async function buildUnderBasePath(ownerDir, target, label) {
  const requests = [];
  const stub = createServer((req, res) => {
    requests.push({ url: req.url, authorization: req.headers.authorization });
    const body = req.url?.endsWith('/languages') ? { Haskell: 7000, Nix: 3000 } : { stargazers_count: BUILD_STARS, forks_count: 12, updated_at: '2026-01-15T08:00:00Z' };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${stub.address().port}`;
  // The build runs in a child process while this one answers as the API.
  const buildEnv = { BASE_PATH, NEXT_PUBLIC_CONTACT_ENDPOINT: formEndpoint, GITHUB_TOKEN: TOKEN, GITHUB_API_URL: api };
  const stage = await buildOwner(ownerDir, target, buildEnv, label).finally(() => stub.close());
  const code = await runLabelled('node', ['scripts/check/links.mjs', '--dir', target, '--base', BASE_PATH], {
    cwd: root,
    env: { ...process.env, ...ownerEnv(stage) },
    label,
  });
  if (code !== 0) throw new Error(`The links of ${target}/ under ${BASE_PATH} are broken.`);

  if (requests.length === 0) throw new Error('The build asked the stub API nothing.');
  if (requests.some((request) => request.authorization !== `Bearer ${TOKEN}`)) throw new Error('A request went out without the token.');
  const files = textFiles(target);
  const withToken = files.filter((file) => readFileSync(path.join(root, target, file), 'utf8').includes(TOKEN));
  if (withToken.length) throw new Error(`The token is in ${withToken.join(', ')}.`);

  // Fetched once, before the first language's `next build`: every language's pages show the same stats.
  const repositories = new Set(requests.filter((request) => !request.url.endsWith('/languages')).map((request) => request.url)).size;
  const fetched = Object.values(JSON.parse(readFileSync(path.join(stageOf(target), BUILD_STATS_FILE), 'utf8')));
  if (fetched.length !== repositories) throw new Error(`The stub was asked about ${repositories} repositories; the build kept the stats of ${fetched.length}.`);
  const languages = languagesOf(ownerDir);
  for (const language of languages) {
    const locale = localeOfBuild(language.content);
    const stars = `>${formatNumber(BUILD_STARS, locale)}<`;
    const asOf = `>${formatText(language.content.ui.repositoryStats.asOf, { date: formatRepoDate(fetched[0].fetchedAt, locale) })}<`;
    // The default language's pages at the root, another's under its prefix ("ar/projects/…").
    const projectPage = new RegExp(`^${language.prefix.slice(1)}${language.prefix && '/'}projects/[^/]+/index\\.html$`);
    const pages = files.filter((file) => projectPage.test(file));
    const withStats = pages.filter((file) => {
      const html = readFileSync(path.join(root, target, file), 'utf8');
      return html.includes(stars) && html.includes(asOf);
    });
    if (withStats.length !== repositories) {
      throw new Error(`${withStats.length} ${language.code} project pages carry the build's stats "${asOf.slice(1, -1)}"; the build fetched ${repositories} repositor${repositories === 1 ? 'y' : 'ies'}.`);
    }
  }
  console.log(
    `[${label}] Prerendered stats: ${repositories === 1 ? '1 project page carries' : `${repositories} project pages carry`} them in each of ${languages.map((l) => l.code).join(', ')}, "as of" their date in that language; no file holds the token.`,
  );
}
