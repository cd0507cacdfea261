// The one way a Node script loads the site's TypeScript (lib/, content/, components/ helpers):
// import this module first, then `await import('@/lib/...')`. The hooks (ts-hooks.mjs) resolve
// "@/" paths and extensionless imports, and strip the types with the project's own compiler.
import { enableCompileCache, register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
// Node keeps the compiled code of what the script loads (NODE_COMPILE_CACHE, else the system's
// temporary folder), so the next script that starts skips compiling the same modules again.
enableCompileCache();
