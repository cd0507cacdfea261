// Edits the YAML frontmatter of a Markdown note through the yaml package's Document, which keeps
// the owner's comments, quoting and key order; the note's body is left byte for byte.
import { parseDocument } from 'yaml';

const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?=\r?\n|$)/;

/**
 * The note's text with its frontmatter passed through `edit(document)` (a yaml Document: use
 * get/set/delete), or the text unchanged when it has no frontmatter.
 * @param {string} text
 * @param {(document: import('yaml').Document) => void} edit
 */
export function editFrontmatter(text, edit) {
  const match = FRONTMATTER.exec(text);
  if (!match) return text;
  const document = parseDocument(match[1] ?? '');
  const [error] = document.errors;
  if (error) throw new Error(`frontmatter: ${error.message}`);
  edit(document);
  return `---\n${String(document)}---${text.slice(match[0].length)}`;
}
