/**
 * @jest-environment node
 */
// What the importers write into content/ reads back as the values they were given: quotes,
// backslashes, line breaks and any script survive, long lists break over lines, and a project id
// gives a name an export can carry.
import ts from 'typescript';
import { exportNameOf, tsLiteral, tsObject } from '@/scripts/content/tsLiteral.mjs';

/** Evaluates TypeScript source the way the build's loader does: types stripped, then run. */
function readBack(source: string): unknown {
  const js = ts.transpileModule(`export default ${source};`, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exports: { default?: unknown } = {};
  new Function('exports', js)(exports);
  return exports.default;
}

describe('the TypeScript the importers write', () => {
  it('reads back every string as it was', () => {
    for (const value of ["Hi, I'm", 'She said "hi"', 'both \' and "', 'back\\slash', 'two\nlines', '山田 花子', 'Ёлка', 'line\u2028separator']) {
      expect(readBack(tsLiteral(value))).toBe(value);
    }
  });

  it('reads back nested objects and lists, long ones broken over lines', () => {
    const value = {
      title: 'A project',
      'not-an-identifier': true,
      techStack: Array.from({ length: 8 }, (_, i) => ({ name: `Technology number ${i}`, category: 'tools', proficiency: 50 })),
      empty: [],
      nothing: {},
    };
    const source = tsLiteral(value);
    expect(readBack(source)).toEqual(value);
    expect(source.split('\n').every((line) => line.length <= 120)).toBe(true);
  });

  it('writes one property a line with its comment above it, and leaves out what is undefined', () => {
    const source = tsObject({ id: 'x', endDate: undefined, tags: ['a'] }, { id: 'The address of the page.' });
    expect(source).toBe("{\n  // The address of the page.\n  id: 'x',\n  tags: ['a'],\n}");
  });

  it('names a project export after its id', () => {
    expect(['my-project', '3d-viewer', 'project-2'].map(exportNameOf)).toEqual(['myProject', 'project3dViewer', 'project2']);
  });
});
