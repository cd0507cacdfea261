// The content the site's modules load in unit tests: the full test owner, with its notes and its
// own pictures (jest.config.js maps "@/content/..." to the same folder). Set before any test file
// imports the loader, which reads these once.
process.env.CONTENT_DIR = 'tests/fixtures/full-owner';
process.env.PUBLIC_DIR = 'tests/fixtures/full-owner/public';
