// The content the site's modules load in unit tests: the full test owner, with its notes and its
// own pictures (jest.config.js maps "@/content/..." to the same folder). Set before any test file
// imports the loader, which reads these once; absolute, so that a build step a test runs in another
// folder reads the same owner.
import path from 'node:path';

const owner = path.resolve(__dirname, '../fixtures/full-owner');
process.env.CONTENT_DIR = owner;
process.env.PUBLIC_DIR = path.join(owner, 'public');
