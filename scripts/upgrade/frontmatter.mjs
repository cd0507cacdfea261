// Edits the YAML frontmatter of a Markdown note through the yaml package's Document, which keeps
// the owner's comments, quoting and key order; the note's body is left byte for byte.
import { parseDocument } from 'yaml';
import { splitFrontMatter } from '../../lib/format/frontMatter.mjs';

/**
 * The note's text with its frontmatter passed through `edit(document)` (a yaml Document: use
 * get/set/delete), or the text unchanged when it has no frontmatter.
 * @param {string} text
 * @param {(document: import('yaml').Document) => void} edit
 */
export function editFrontmatter(text, edit) {
  const parts = splitFrontMatter(text);
  if (!parts) return text;
  const document = parseDocument(parts.yaml);
  const [error] = document.errors;
  if (error) throw new Error(`frontmatter: ${error.message}`);
  edit(document);
  return `---\n${String(document)}---\n${parts.body}`;
}
