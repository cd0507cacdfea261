// A Markdown file's YAML front matter split off its body, one way for the build, the importers and
// the content migrations (plain JavaScript: they import it without TypeScript hooks): a first line
// "---" and the next "---" or "..." (YAML's document end, as Jekyll reads it), either followed by
// blanks, after a byte order mark or not, lines ending in LF or CRLF.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/**
 * The YAML, the text after it and its first line (from 1); undefined without front matter.
 * @param {string} text @returns {{ yaml: string, body: string, bodyLine: number } | undefined}
 */
export function splitFrontMatter(text) {
  const match = FRONT_MATTER.exec(text);
  if (!match) return undefined;
  return { yaml: match[1] ?? '', body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
}
