// Where an old site keeps its posts, and what its configuration says about their addresses: the
// folders each generator reads posts from (Jekyll's _posts/ and _drafts/, Hugo's content/, Astro's
// src/content/, the Next.js starter's data/blog/, Eleventy's input folder, a folder of exported
// posts), and the site's address, base path and permalink pattern where its files name them.
// Nothing is followed through a symbolic link, and the walk is bounded.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parse as parseToml } from 'smol-toml';

/** At most this many files are looked at in an old site, and posts imported in one run. */
export const MAX_FILES = 20_000;
export const MAX_POSTS = 2_000;
/** A post file larger than this is refused (a post is text; this is some hundred pages of it). */
export const MAX_POST_BYTES = 1_000_000;

const POST = /\.(md|markdown|mdx|mdown)$/i;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'themes', 'public', 'static', 'assets', '_site', 'dist', 'build', 'out', 'resources', 'layouts', '_layouts', '_includes', 'vendor', '.github']);
const NOT_POSTS = /^(readme|license|licence|changelog|contributing|code_of_conduct|security|_index|404)\.(md|markdown|mdx)$/i;

/** Every post file under `dir` (relative to `root`), skipping the generator's other folders. */
function postsUnder(root, dir, found = [], budget = { files: 0 }) {
  if (!existsSync(dir) || lstatSync(dir).isSymbolicLink()) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if ((budget.files += 1) > MAX_FILES) throw new Error(`${root} holds more than ${MAX_FILES} files: give the folder of the posts instead`);
    if (entry.isSymbolicLink() || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) postsUnder(root, full, found, budget);
    else if (entry.isFile() && POST.test(entry.name) && !NOT_POSTS.test(entry.name)) found.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return found;
}

const readIf = (file) => (existsSync(file) && lstatSync(file).isFile() ? readFileSync(file, 'utf8') : undefined);
const firstExisting = (root, names) => names.map((name) => path.join(root, name)).find((file) => existsSync(file));
/** A quoted setting in a JavaScript configuration: `site: 'https://…'`. */
const jsSetting = (text, name) => new RegExp(`\\b${name}\\s*[:=]\\s*['"\`]([^'"\`]+)['"\`]`).exec(text ?? '')?.[1];

/**
 * The old site at `root`: its generator (undefined when its files do not say), the folders its
 * posts are in, and what its configuration says of their addresses.
 */
export function oldSiteAt(root) {
  const jekyll = readIf(path.join(root, '_config.yml'));
  if (existsSync(path.join(root, '_posts')) || (jekyll && existsSync(path.join(root, '_drafts')))) {
    const config = jekyll ? parseYaml(jekyll) ?? {} : {};
    return {
      convention: 'jekyll',
      folders: ['_posts', '_drafts'],
      site: {
        url: typeof config.url === 'string' ? config.url : undefined,
        basePath: typeof config.baseurl === 'string' ? config.baseurl : '',
        permalink: typeof config.permalink === 'string' ? config.permalink : undefined,
      },
    };
  }
  if (existsSync(path.join(root, 'data/blog'))) {
    return { convention: 'nextjs-starter', folders: ['data/blog'], site: { url: jsSetting(readIf(path.join(root, 'data/siteMetadata.js')), 'siteUrl'), basePath: '' } };
  }
  const astroConfig = firstExisting(root, ['astro.config.mjs', 'astro.config.ts', 'astro.config.js']);
  if (astroConfig || existsSync(path.join(root, 'src/content'))) {
    return { convention: 'astro', folders: ['src/content'], site: { url: jsSetting(readIf(astroConfig ?? ''), 'site'), basePath: '' } };
  }
  const hugoConfig = firstExisting(root, ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'hugo.json', 'config.toml', 'config.yaml', 'config.yml', 'config/_default/hugo.toml', 'config/_default/config.toml']);
  if (hugoConfig || (existsSync(path.join(root, 'archetypes')) && existsSync(path.join(root, 'content')))) {
    let config = {};
    try {
      const text = readIf(hugoConfig ?? '') ?? '';
      config = hugoConfig?.endsWith('.toml') ? parseToml(text) : hugoConfig?.endsWith('.json') ? JSON.parse(text) : parseYaml(text) ?? {};
    } catch {
      // An unreadable configuration only costs the addresses it would have given.
    }
    const baseURL = typeof config.baseURL === 'string' ? config.baseURL : typeof config.baseurl === 'string' ? config.baseurl : undefined;
    const permalinks = config.permalinks ?? {};
    const folders = ['posts', 'post', 'blog', 'articles', 'notes'].map((name) => `content/${name}`).filter((folder) => existsSync(path.join(root, folder)));
    return {
      convention: 'hugo',
      folders: folders.length ? folders : ['content'],
      site: { url: baseURL, basePath: baseURL ? new URL(baseURL, 'http://x').pathname.replace(/\/$/, '') : '', permalink: permalinks.posts ?? permalinks.post ?? permalinks.blog ?? permalinks.page?.posts },
    };
  }
  const eleventyConfig = firstExisting(root, ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', '.eleventy.js']);
  if (eleventyConfig) {
    const text = readIf(eleventyConfig);
    const inputDir = /\binput\s*:\s*['"`]([^'"`]+)['"`]/.exec(text ?? '')?.[1] ?? '.';
    const metadata = readIf(path.join(root, inputDir === '.' ? '' : inputDir, '_data/metadata.json')) ?? readIf(path.join(root, '_data/metadata.js')) ?? readIf(path.join(root, '_data/metadata.json'));
    const folders = ['posts', 'blog', 'post', 'articles'].map((name) => path.posix.join(inputDir, name)).filter((folder) => existsSync(path.join(root, folder)));
    return { convention: 'eleventy', folders: folders.length ? folders : [inputDir], site: { url: jsSetting(metadata, 'url') ?? /"url"\s*:\s*"([^"]+)"/.exec(metadata ?? '')?.[1], basePath: '', inputDir } };
  }
  return { convention: undefined, folders: ['.'], site: { basePath: '' } };
}

/** The post files of an old site, relative to its root; throws when there are too many. */
export function postFilesOf(root, folders) {
  const files = [...new Set(folders.flatMap((folder) => postsUnder(root, path.join(root, folder))))];
  if (files.length > MAX_POSTS) throw new Error(`${root} holds ${files.length} posts, more than ${MAX_POSTS} at once: import a folder of them at a time`);
  return files;
}

/** The folder that is an old site's root for a post file given alone: the nearest one with a generator's configuration (or a git repository), else the file's own. */
export function rootOf(file) {
  const markers = ['_config.yml', 'hugo.toml', 'config.toml', 'astro.config.mjs', 'astro.config.ts', 'eleventy.config.js', '.eleventy.js', 'package.json', '.git'];
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (markers.some((marker) => existsSync(path.join(dir, marker)))) return dir;
    if (path.dirname(dir) === dir) return path.dirname(file);
  }
}

/**
 * The day a post file was first committed to its old site's git repository (YYYY-MM-DD), for a
 * post whose generator dates it elsewhere (dev.to's date is dev.to's); undefined outside git.
 */
export function firstCommitDay(root, postPath) {
  const run = spawnSync('git', ['log', '--format=%as', '--', postPath], { cwd: root, encoding: 'utf8', timeout: 30_000 });
  if (run.status !== 0) return undefined;
  return run.stdout.trim().split('\n').filter(Boolean).at(-1);
}
