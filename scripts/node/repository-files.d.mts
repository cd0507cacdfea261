// Types of repository-files.mjs, for the unit tests written in TypeScript.
export function repositoryFiles(root: string): { source: 'git' | 'disk'; files: string[] };
export function ignoreRules(root: string): Array<{ folderOnly: boolean; glob: string }>;
