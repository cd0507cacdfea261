type Env = Record<string, string | undefined>;

export interface ContentDir {
  /** The folder on this disk. */
  absolute: string;
  /** How messages name it: relative to the project root when inside it, else absolute. */
  shown: string;
  /** The "./…" path next.config.ts aliases "@/content" to; undefined for content/ itself. */
  alias: string | undefined;
}

export interface Site {
  /** The owner's content folder. */
  content: ContentDir;
  /** The owner's pictures folder, absolute. */
  publicDir: string;
  /** The language this build renders; "" for the default language. */
  language: string;
  /** "/{language}", or "" for the default language. */
  languagePrefix: string;
  /** Whether draft notes show (`next dev`). */
  drafts: boolean;
}

export interface SiteNames {
  contentDir?: string;
  publicDir?: string;
  language?: string;
}

export function resolveContentDir(env?: Env, root?: string): ContentDir;
export function resolveSite(env?: Env, root?: string): Site;
export function siteEnv<E extends Env = NodeJS.ProcessEnv>(site?: SiteNames, env?: E): E;

export const OPTIONAL_CONTENT: Readonly<Record<string, string>>;

export function missingOptionalContent(contentDir: string): Array<[name: string, standIn: string]>;

export function mayShowComments(contentDir: string, env?: Env): boolean;
