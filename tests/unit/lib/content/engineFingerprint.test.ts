/**
 * @jest-environment node
 */
// What the build cache's entries are keyed by besides the content: the engine. A new renderer or
// check in lib/, or another installed package, makes every kept check and rendering stale; an
// unchanged engine keeps them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { engineFingerprint } from '@/lib/content/engineFingerprint';

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'engine-'));
  mkdirSync(path.join(root, 'lib/content'), { recursive: true });
  writeFileSync(path.join(root, 'lib/content/noteMath.ts'), 'export const renderFormula = (tex: string) => tex;\n');
  mkdirSync(path.join(root, 'node_modules'));
  writeFileSync(path.join(root, 'node_modules/.package-lock.json'), '{"packages":{"node_modules/katex":{"version":"0.19.1"}}}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the engine a kept result depends on', () => {
  it('is the same while nothing of it changes', () => {
    expect(engineFingerprint(root)).toBe(engineFingerprint(root));
  });

  it('changes with a renderer rewritten in lib/', () => {
    const before = engineFingerprint(root);
    writeFileSync(path.join(root, 'lib/content/noteMath.ts'), 'export const renderFormula = (tex: string) => `<math>${tex}</math>`;\n');
    expect(engineFingerprint(root)).not.toBe(before);
  });

  it('changes with a renderer added beside the others', () => {
    const before = engineFingerprint(root);
    writeFileSync(path.join(root, 'lib/content/noteDiagram.ts'), 'export const renderDiagram = () => "<svg/>";\n');
    expect(engineFingerprint(root)).not.toBe(before);
  });

  it('changes with another version of an installed package', () => {
    const before = engineFingerprint(root);
    writeFileSync(path.join(root, 'node_modules/.package-lock.json'), '{"packages":{"node_modules/katex":{"version":"0.19.2"}}}\n');
    expect(engineFingerprint(root)).not.toBe(before);
  });

  it('is none where there is no engine, so nothing is kept or read there', () => {
    expect(engineFingerprint(path.join(root, 'lib'))).toBeUndefined();
  });
});
