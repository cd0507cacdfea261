// The frontmatter of a post of another generator: YAML between "---" lines (Jekyll, Astro,
// Eleventy, the Next.js starters, dev.to, Hashnode), TOML between "+++" lines (Hugo), or a JSON
// object first (Hugo again). Dates stay as written: YAML's core schema has no date type, and a
// TOML date is read back as its own text.
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { splitFrontMatter } from '../../format/frontMatter.mjs';

export interface SplitPost {
  data: Record<string, unknown>;
  body: string;
  /** The file's line the body starts on, counted from 1. */
  bodyLine: number;
  format: 'yaml' | 'toml' | 'json' | 'none';
}

const TOML = /^\+\+\+[ \t]*\r?\n([\s\S]*?)\r?\n\+\+\+[ \t]*(?:\r?\n|$)/;

/** TOML dates and times as the text they were written as ("2019-05-01T10:00:00-07:00"). */
function plainValues(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plainValues);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainValues(inner)]));
  return value;
}

/** The frontmatter and body of a post, or why the frontmatter cannot be read. */
export function splitPost(text: string): SplitPost | { error: string } {
  const source = text.replace(/^\uFEFF/, '');
  const yaml = splitFrontMatter(source);
  const toml = TOML.exec(source);
  if (yaml || toml) {
    const format = yaml ? 'yaml' : 'toml';
    const { body, bodyLine } = yaml ?? { body: source.slice(toml![0].length), bodyLine: toml![0].split('\n').length };
    try {
      const data = yaml ? parseYaml(yaml.yaml, { uniqueKeys: false }) : parseToml(toml![1]!);
      if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) return { error: `its ${format.toUpperCase()} frontmatter is not a list of fields` };
      return { data: plainValues(data ?? {}) as Record<string, unknown>, body, bodyLine, format };
    } catch (error) {
      return { error: `its ${format.toUpperCase()} frontmatter does not parse: ${String((error as Error).message).split('\n')[0]}` };
    }
  }
  // Eleventy's JavaScript frontmatter ("---js"): only its plain constants are read, none is run.
  const script = /^---(js|javascript|json)[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (script) {
    const data: Record<string, unknown> = {};
    if (script[1] === 'json') {
      try {
        Object.assign(data, JSON.parse(script[2]!));
      } catch (error) {
        return { error: `its JSON frontmatter does not parse: ${(error as Error).message}` };
      }
    }
    for (const [, name, value] of script[2]!.matchAll(/^\s*(?:const|let|var)\s+(\w+)\s*=\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|true|false|-?\d+(?:\.\d+)?)\s*;?\s*$/gm)) {
      data[name!] = /^["']/.test(value!) ? value!.slice(1, -1).replace(/\\(.)/g, '$1') : value === 'true' ? true : value === 'false' ? false : Number(value);
    }
    return { data, body: source.slice(script[0].length), bodyLine: script[0].split('\n').length, format: 'json' };
  }
  // Hugo's JSON frontmatter: an object on the first lines, closed by a "}" line.
  const json = /^\{[ \t]*\r?\n[\s\S]*?\r?\n\}[ \t]*(?:\r?\n|$)/.exec(source);
  if (json) {
    try {
      return { data: JSON.parse(json[0]) as Record<string, unknown>, body: source.slice(json[0].length), bodyLine: json[0].split('\n').length, format: 'json' };
    } catch {
      // Not frontmatter after all: a post that starts with a brace.
    }
  }
  return { data: {}, body: source, bodyLine: 1, format: 'none' };
}
