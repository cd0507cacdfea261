// Types of 001-model-imports.mjs, for the unit tests written in TypeScript.
export const summary: string;
export const MOVED: readonly string[];
export function migrate(contentDir: string): string[];
