// Stands in for content/integrations.ts when the owner has none: the file is optional, and a site
// without it has no analytics and no comments. next.config.ts (an alias, only when the file is
// missing) and scripts/node/ts-hooks.mjs resolve "@/content/integrations" here then; for the type
// check, tsconfig.json's paths try content/ first and this file second ("@/content/integration*":
// the "*" stands for the final "s", because TypeScript substitutes only a match that is not empty).
export {};
