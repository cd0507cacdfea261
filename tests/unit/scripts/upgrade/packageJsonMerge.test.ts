/**
 * @jest-environment node
 */
// package.json after an upgrade: the new engine's dependencies and scripts, with what the owner
// added or changed of their own kept where the engine left it alone.
import { mergePackageJson } from '@/scripts/upgrade/packageJson.mjs';

const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
const base = { name: 'portfolio', scripts: { build: 'next build' }, dependencies: { next: '16.0.0', zod: '4.0.0', old: '1.0.0' } };
const theirs = { name: 'portfolio', scripts: { build: 'next build', upgrade: 'node up.mjs' }, dependencies: { next: '16.4.5', zod: '4.0.0', fresh: '2.0.0' } };

it("takes the engine's versions, additions and removals, and keeps the owner's own additions and changes", () => {
  const ours = {
    name: 'ada-site',
    scripts: { build: 'next build', deploy: 'rsync out/ host:' },
    dependencies: { next: '16.0.0', zod: '4.1.0', old: '1.0.0', 'left-pad': '1.3.0' },
  };
  const merged = mergePackageJson({ ours: json(ours), base: json(base), theirs: json(theirs) });
  expect(JSON.parse(merged.text)).toEqual({
    name: 'ada-site',
    scripts: { build: 'next build', upgrade: 'node up.mjs', deploy: 'rsync out/ host:' },
    // next: the engine's new version; zod: the owner's, the engine left it; old: the engine removed it.
    dependencies: { fresh: '2.0.0', 'left-pad': '1.3.0', next: '16.4.5', zod: '4.1.0' },
  });
  expect(merged.kept.sort()).toEqual(['dependencies.left-pad', 'dependencies.zod', 'name', 'scripts.deploy']);
});

it("lets the engine's version win where both changed a dependency", () => {
  const ours = { ...base, dependencies: { ...base.dependencies, next: '16.2.0' } };
  expect(JSON.parse(mergePackageJson({ ours: json(ours), base: json(base), theirs: json(theirs) }).text).dependencies.next).toBe('16.4.5');
});
