// Types of packageJson.mjs, for the unit tests written in TypeScript.
export function mergePackageJson(texts: { ours?: string; base?: string; theirs?: string }): { text: string; kept: string[] };
