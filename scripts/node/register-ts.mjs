// Import this first in a build script to be able to import the site's TypeScript files.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
