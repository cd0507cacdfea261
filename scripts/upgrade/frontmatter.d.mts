// Types of frontmatter.mjs, for the unit tests written in TypeScript.
import type { Document } from 'yaml';

export function editFrontmatter(text: string, edit: (document: Document) => void): string;
