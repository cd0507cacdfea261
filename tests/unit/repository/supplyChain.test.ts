/**
 * @jest-environment node
 */
// Packages with a published advisory, checked where they are really resolved from: the version a
// lockfile pins deep in the tree is what runs, whatever the top-level package says.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const versionOf = (name: string, from: string) =>
  JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [from] }), 'utf8')).version as string;
const atLeast = (version: string, minimum: string) => {
  const [a, b] = [version, minimum].map((v) => v.split('.').map(Number));
  const i = [0, 1, 2].find((part) => a![part] !== b![part]);
  return i === undefined || a![i]! > b![i]!;
};

describe('the dependencies the build and the local server run', () => {
  it('give the local server (serve-handler) a minimatch with the fix of GHSA-3ppc-4f35-3m26, a ReDoS (3.1.3 and later)', () => {
    const serveHandler = path.dirname(require.resolve('serve-handler/package.json', { paths: [ROOT] }));
    const minimatch = versionOf('minimatch', serveHandler);
    expect([minimatch, atLeast(minimatch, '3.1.3')]).toEqual([minimatch, true]);
  });
});
