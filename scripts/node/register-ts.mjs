// The one way a Node script loads the site's TypeScript (lib/, content/, components/ helpers):
// import this module first, then `await import('@/lib/...')`. The hooks (ts-hooks.mjs) resolve
// "@/" paths and extensionless imports, and strip the types with the project's own compiler.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
