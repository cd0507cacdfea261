// Jest resolver: the behaviour tests run against fixture content (tests/fixtures/second-owner),
// never the sample owner's content/. next/jest rewrites "@/content/..." to file paths before a
// moduleNameMapper could see it, so the swap happens here, on the resolved file. Files inside
// content/ and the deletable tests/sample-owner/ (checks of the spec's own numbers) keep content/.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const content = path.join(root, 'content') + path.sep;
const fixture = path.join(root, 'tests/fixtures/second-owner');
const keepsContent = [content, path.join(root, 'tests/sample-owner') + path.sep];

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const from = options.basedir + path.sep;
  if (!resolved.startsWith(content) || keepsContent.some((dir) => from.startsWith(dir))) return resolved;
  return options.defaultResolver(path.join(fixture, path.relative(content, resolved)), options);
};
