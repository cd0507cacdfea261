export interface ContentDir {
  /** The folder on this disk. */
  absolute: string;
  /** How messages name it: relative to the project root when inside it, else absolute. */
  shown: string;
  /** The "./…" path next.config.ts aliases "@/content" to; undefined for content/ itself. */
  alias: string | undefined;
}

export function resolveContentDir(env?: Record<string, string | undefined>, root?: string): ContentDir;

export const OPTIONAL_CONTENT: Readonly<Record<string, string>>;

export function missingOptionalContent(contentDir: string): Array<[name: string, standIn: string]>;
