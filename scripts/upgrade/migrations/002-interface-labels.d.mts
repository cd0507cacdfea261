// Types of 001-interface-labels.mjs, for the unit tests written in TypeScript.
export const summary: string;
export const MOVES: readonly { file: string; from: readonly string[]; to: readonly [string, string] }[];
export function migrate(contentDir: string): string[];
