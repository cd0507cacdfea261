// Types of tracked-env-secrets.mjs, for the unit tests written in TypeScript.
export function secretVariables(text: string): string[];
export function trackedEnvSecrets(root: string): string[];
