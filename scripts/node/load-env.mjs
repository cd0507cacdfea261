// Import this first in a build script: it loads the .env files the way `next build` does
// (@next/env: .env.production.local, .env.local, .env.production, .env from the project folder,
// the shell's variables winning), so the prebuild steps, Next and the postbuild see one
// environment. Without it a value set in .env reaches the pages but not the CSP.
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
