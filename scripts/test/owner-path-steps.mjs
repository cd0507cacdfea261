// The owner paths the README and docs/ describe (./owner-paths.mjs walks them): for each, the test
// owner it starts from, its steps by the docs' words (./doc-steps.mjs), and what the steps do to the
// site as the build loads it.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docBlock, docSays, npmCommand } from './doc-steps.mjs';
import { upgradeFromThePreviousRelease } from './upgrade-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FULL = 'tests/fixtures/full-owner';
const SPARSE = 'tests/fixtures/sparse-owner';
const BILINGUAL = 'tests/fixtures/bilingual-owner';

/**
 * docs/languages.md's steps for the language `code`: its translation (written by `write`, unless
 * the owner's folder holds it already), then the doc's `site.ts` block as it stands, for `code`,
 * with its "partial" line turned on.
 */
async function addLanguage(site, code, write) {
  docSays('docs/languages.md', 'Write the translation: `content/translations/es.ts` (any language code: `es`, `de`, `ar`, `pt-br`).');
  const siteBlock = docBlock('docs/languages.md', 'Name it in `content/site.ts`', 'ts');
  if (write) {
    mkdirSync(path.join(site, 'content/translations'));
    writeFileSync(path.join(site, `content/translations/${code}.ts`), write);
  }
  const named = siteBlock.replace(/^(\s*)\/\/ (partial: \['es'\],).*$/m, '$1$2').replace(/\bes\b/g, code);
  edit(site, 'site.ts', (text) => `${text}\n${named}`);
}

/** Runs a script of the engine for the site (its content and pictures folders); its standard output, or an error with all it printed. */
export function run(site, file, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, file), ...args], {
      cwd: site,
      env: { ...process.env, CONTENT_DIR: path.join(site, 'content'), PUBLIC_DIR: path.join(site, 'public'), GITHUB_TOKEN: '', ...env },
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${path.basename(file)} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** A doc's `npm run` command on the site, with the flags a test adds (the folder, no question). */
const tool = (site, command, ...extra) => {
  const [file, ...args] = npmCommand(command);
  return run(site, file, [...args, ...extra, '--dir', site, '--yes']);
};

const edit = (site, file, change) => {
  const at = path.join(site, 'content', file);
  const before = readFileSync(at, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`content/${file}: the edit changed nothing`);
  writeFileSync(at, after);
};

/** A stub of the code-hosting API with two public repositories of `user`, on this machine. */
async function stubApi(user) {
  const repo = (name, stars, language) => ({
    name, html_url: `https://github.com/${user}/${name}`, description: `${name}, a tool.`, topics: ['cli'], stargazers_count: stars,
    fork: false, archived: false, language, created_at: '2024-02-01T00:00:00Z', pushed_at: '2025-03-01T00:00:00Z',
  });
  const server = createServer((req, res) => {
    const body = req.url.startsWith(`/users/${user}/repos`) ? [repo('tide-tables', 12, 'Rust'), repo('fjord-maps', 3, 'Python')] : req.url.endsWith('/languages') ? { Rust: 900 } : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { message: 'Not Found' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * Each path: the test owner it starts from (or `make`, which makes its site), its steps (each read
 * from the doc that gives it), and what they do to the site as the build loads it (true, or what is
 * wrong), or `fails`: what the content check must name.
 */
export const PATHS = {
  'edit-in-place': {
    owner: FULL,
    steps: async (site) => {
      docSays('README.md', 'Or edit the sample in place.');
      docSays('README.md', '`content/profile.ts`: name, initials, e-mail, GitHub and LinkedIn, headline, location.');
      edit(site, 'profile.ts', (text) => text.replace(/name: '[^']*'/, "name: 'Saoirse Ní Bhraonáin'").replace(/initials: '[^']*'/, "initials: 'SN'"));
    },
    result: (content) => content.profile.name === 'Saoirse Ní Bhraonáin' || `the name is ${content.profile.name}`,
  },
  // The same path keeping the sample's notes while removing a project one of them links: the
  // content check names the note and the link, before any build.
  'edit-in-place-keeping-the-notes': {
    owner: FULL,
    steps: async (site) => {
      docSays('docs/content.md', 'Or keep the sample and edit it in place, and delete its picture folders in `public/images/projects/` once no project names them.');
      rmSync(path.join(site, 'content/projects/gauge-relay.ts'));
      edit(site, 'projects/index.ts', (text) => text.replace("import { gaugeRelay } from './gauge-relay';\n", '').replace(', gaugeRelay]', ']'));
      edit(site, 'resume.ts', (text) => text.replace(", 'gauge-relay'", ''));
      rmSync(path.join(site, 'public/images/projects/gauge-relay'), { recursive: true, force: true });
    },
    fails: /notes\/gauges-in-winter\.md.*\/projects\/gauge-relay/,
  },
  'new-site': {
    owner: FULL,
    steps: async (site) => {
      docSays('README.md', 'npm run new-site');
      await tool(site, 'npm run new-site');
    },
    result: (content) => (content.projects.length === 1 && content.notes.length === 0) || `${content.projects.length} projects, ${content.notes.length} notes`,
  },
  'import-resume': {
    owner: SPARSE,
    steps: async (site) => {
      docSays('README.md', 'npm run import:resume -- resume.json');
      cpSync(path.join(root, 'tests/fixtures/json-resume/full-stack.json'), path.join(site, 'resume.json'));
      await tool(site, 'npm run import:resume -- resume.json');
    },
    result: (content) => {
      const { basics } = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/json-resume/full-stack.json'), 'utf8'));
      return content.profile.name === basics.name || `the name is ${content.profile.name}, the résumé's ${basics.name}`;
    },
  },
  'import-github': {
    owner: SPARSE,
    steps: async (site) => {
      const command = 'npm run import:github -- your-username';
      docSays('docs/content.md', command);
      const api = await stubApi('your-username');
      try {
        const [file, ...args] = npmCommand(command);
        await run(site, file, [...args, '--dir', site, '--yes'], { GITHUB_API_URL: api.url });
      } finally {
        api.close();
      }
    },
    result: (content) => ['tide-tables', 'fjord-maps'].every((id) => content.projects.some((p) => p.id === id)) || `projects: ${content.projects.map((p) => p.id)}`,
  },
  // A Jekyll blog of the test fixtures (its posts, picture and _config.yml) brought in as notes; the
  // video's thumbnail is not fetched (--offline: no test reaches the internet).
  'import-notes': {
    owner: SPARSE,
    steps: async (site) => {
      const command = 'npm run import:notes -- ../my-old-blog';
      docSays('README.md', command);
      cpSync(path.join(root, 'tests/fixtures/old-sites/jekyll'), path.join(site, '../my-old-blog'), { recursive: true });
      await tool(site, command, '--offline');
    },
    result: (content) => {
      const note = content.notes.find((n) => n.slug === 'tide-gauges');
      return (note?.redirectFrom?.[0] === '/2021/03/04/tide-gauges.html' && content.notes.some((n) => n.slug === 'summer-gauges')) || `notes: ${content.notes.map((n) => `${n.slug} ${n.redirectFrom ?? ''}`)}`;
    },
  },
  'add-a-language': {
    owner: FULL,
    // A translation of a few texts: the language is partial.
    steps: (site) =>
      addLanguage(site, 'es', "import type { Translation } from '@/lib/model/translation';\n\nexport const es: Translation = {\n  aboutPage: { title: 'Sobre mí', intro: 'Quién soy.' },\n};\n"),
    result: (content, spanish) => spanish.aboutPage.title === 'Sobre mí' || `the Spanish About page is titled ${spanish.aboutPage.title}`,
    language: 'es',
  },
  // The same steps for a right-to-left language whose interface texts the engine does not ship:
  // the bilingual owner wrote its Arabic translation (every interface text, most content texts)
  // and its notes' translations; the doc's block names the language. Its site is the bilingual
  // export of the engine's tests (./engine.mjs), built under a base path and tested in a browser.
  'add-a-right-to-left-language': {
    owner: BILINGUAL,
    steps: (site) => addLanguage(site, 'ar'),
    result: (content, arabic) =>
      (content.siteLanguages.map((language) => language.code).join() === 'en,ar' && arabic.language.dir === 'rtl') ||
      `languages ${content.siteLanguages.map((language) => language.code)}, Arabic written ${arabic.language.dir}`,
    language: 'ar',
  },
  'delete-the-notes': {
    owner: FULL,
    steps: async (site) => {
      docSays('README.md', 'delete the files to remove notes');
      // Every file, and the folder of the notes' diagrams' drawings with them.
      for (const note of readdirSync(path.join(site, 'content/notes'))) rmSync(path.join(site, 'content/notes', note), { recursive: true });
    },
    result: (content) => content.notes.length === 0 || `${content.notes.length} notes`,
  },
  'add-a-note': {
    owner: SPARSE,
    steps: async (site) => {
      const note = docBlock('docs/notes.md', 'Create `content/notes/{slug}.md`', 'markdown');
      // The example's optional lines: a draft would not be published, its cover is not in this
      // site's public/, and its place in the series (part 2) needs a part 1 this site lacks.
      mkdirSync(path.join(site, 'content/notes'), { recursive: true });
      writeFileSync(path.join(site, 'content/notes/walk-forward-validation.md'), note.replace(/^(draft|cover|coverAlt|part):.*\n/gm, ''));
    },
    result: (content) => content.notes.some((n) => n.slug === 'walk-forward-validation') || `notes: ${content.notes.map((n) => n.slug)}`,
  },
  'change-the-colours': {
    owner: SPARSE,
    steps: async (site) => {
      docSays('docs/content.md', '`content/theme.ts` holds your brand colours as two palettes, light and dark.');
      edit(site, 'theme.ts', (text) => text.replace(/(light: \{[^}]*?accent: )'#[0-9a-f]{6}'/, "$1'#1d4ed8'"));
    },
    result: (content) => content.colors.light.accent === '#1d4ed8' || `the accent is ${content.colors.light.accent}`,
  },
  'upgrade-from-the-previous-release': upgradeFromThePreviousRelease,
};
