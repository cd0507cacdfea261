// Stands in for content/integrations.ts when the owner has none (next.config.ts, tsconfig.json's
// paths and scripts/node/ts-hooks.mjs resolve "@/content/integrations" here then): the file is
// optional, and a site without it has no analytics and no comments.
export {};
