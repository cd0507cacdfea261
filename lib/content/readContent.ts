// The content read once per build: every process that imports it (the prebuild steps, Next's
// workers, the postbuild) asks the build cache (./buildCache.ts) first. The first process of a
// build checks the content and keeps the result; the others read it. Kept in two steps: the check,
// the same for every language (a site in several languages checks once), and each language's load.
// An entry is read only for the same inputs: what the content modules export, the notes' and the
// .bib's text, the engine, the build's settings; and while the files of public/ it looked at are
// as they were. A content mistake is never kept: each process that meets it names it again.
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serialize } from 'node:v8';
import { cached, hashOf } from './buildCache';
import { engineFingerprint } from './engineFingerprint';
import type { ContentModules } from './check';
import { readEnv } from './env';
import { readNoteSources } from './noteFiles';
import { drawingsStamp, drawnDiagrams } from './noteDiagramCache';
import { lookupsHold, publicFiles, type PublicLookup } from './publicFiles';
import { PUBLICATIONS_FILE } from './publications';
import { resolveSite } from './buildTarget.mjs';
import { checkSite, loadSite, type CheckedContent, type ContentSources, type LoadedContent, type ReadOptions } from './siteContent';

/**
 * What the content modules export, as bytes: the key holds what they evaluated to rather than their
 * text, so a module that imports another file or computes a value is keyed by its result.
 * Undefined when an export is not plain data (a function), which the check then names.
 */
function exportedData(modules: ContentModules): Uint8Array | undefined {
  try {
    return serialize(Object.entries(modules).map(([file, exports]) => [file, { ...exports }]));
  } catch {
    return undefined;
  }
}

/** The owner's content in the language this build renders, checked: read from the build cache when it holds it. */
export function readSiteContent(modules: ContentModules, site = resolveSite(), env = readEnv()): LoadedContent {
  const bibFile = path.join(site.content.absolute, PUBLICATIONS_FILE);
  // The notes are Markdown files (notes/*.md), read and checked beside the modules; a translated
  // note is notes/{slug}.{language}.md. The publications are optional: content/publications.bib.
  const sources: ContentSources = {
    notes: readNoteSources(site.content.absolute),
    publications: existsSync(bibFile) ? readFileSync(bibFile, 'utf8') : undefined,
  };
  // The drawn diagrams (notes/.diagrams/): the check reads each drawing to see it is one of ours.
  const diagrams = drawnDiagrams(site.content.absolute, site.content.shown);
  type Options = ReadOptions & { files: ReturnType<typeof publicFiles> };
  const options = (files = publicFiles(site.publicDir)): Options => ({ site, env, files: { ...files, diagrams } });
  const exported = exportedData(modules);
  const engine = engineFingerprint();
  if (!exported || !engine) return loadSite(modules, checkSite(modules, sources, options()), options());

  // Drafts change which note pages exist, so which links hold; the base path, which paths are right.
  const inputs = hashOf(
    engine,
    exported,
    ...sources.notes.flatMap((note) => [note.file, note.source]),
    sources.publications === undefined ? 'no publications' : `publications\0${sources.publications}`,
    drawingsStamp(site.content.absolute),
    env.BASE_PATH ?? '',
    String(site.drafts),
  );
  // One entry per owner's folder (and drafts or not): a new check of it replaces the old.
  const owner = hashOf(site.content.absolute, site.publicDir, String(site.drafts));
  const holds = (lookups: PublicLookup[]) => lookupsHold(site.publicDir, lookups);
  const check = () =>
    cached<CheckedContent, PublicLookup[]>(
      { kind: 'check', slot: owner, key: inputs },
      () => {
        const read = options();
        return { value: checkSite(modules, sources, read), depends: read.files.lookups() };
      },
      holds,
    );
  return cached<LoadedContent, PublicLookup[]>(
    {
      kind: 'load',
      slot: hashOf(owner, site.language),
      key: hashOf(inputs, site.language, env.SITE_URL ?? '', env.NEXT_PUBLIC_CONTACT_ENDPOINT ?? ''),
    },
    () => {
      const checked = check();
      return { value: loadSite(modules, checked.value, options()), depends: checked.depends };
    },
    holds,
  ).value;
}
