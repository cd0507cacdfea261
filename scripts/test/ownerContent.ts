// The content a build of an owner read, as plain data, for what checks that build from outside it
// (the end-to-end expectations, the engine's checks of an export): the site's own loader, run in a
// child process (scripts/node/print-content.mjs), because it reads which site once, when it is
// imported (lib/content/buildTarget.mjs).
import { execFileSync } from 'node:child_process';
import { siteEnv } from '@/lib/content/buildTarget.mjs';
import type { LoadedContent, SiteLanguage } from '@/lib/content';

export interface OwnerContentOptions {
  /** The repository's root, where the loader runs. */
  root: string;
  /** The owner's folder (a test owner's); undefined: content/. */
  contentDir?: string;
  /** Its pictures, when not public/. */
  publicDir?: string;
  /** A language of the site other than the default one, as its build reads it. */
  language?: string;
}

/** The owner's content, in one language, as its build read it. */
export function ownerContent({ root, contentDir, publicDir, language }: OwnerContentOptions): LoadedContent {
  const env = siteEnv({ contentDir, publicDir, language });
  return JSON.parse(execFileSync(process.execPath, ['scripts/node/print-content.mjs'], { cwd: root, encoding: 'utf8', env }));
}

/** Each language of the owner's site with its content, the default first; [] for a site in one language. */
export function ownerLanguages(options: Omit<OwnerContentOptions, 'language'>): Array<SiteLanguage & { content: LoadedContent }> {
  const content = ownerContent(options);
  return content.siteLanguages.map((language, i) => ({ ...language, content: i === 0 ? content : ownerContent({ ...options, language: language.code }) }));
}
