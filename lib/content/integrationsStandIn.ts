// Stands in for content/integrations.ts when the owner has none: the file is optional, and a site
// without it has no analytics and no comments. next.config.ts (an alias, only when the file is
// missing) and scripts/node/ts-hooks.mjs resolve "@/content/integrations" here then; the type check
// lets lib/content/index.ts import a file that may be missing (its values go through the schema).
export {};
