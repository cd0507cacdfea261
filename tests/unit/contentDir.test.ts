/**
 * @jest-environment node
 */
// CONTENT_DIR is read in one place for the bundler alias, the build scripts and the loader: every
// way an owner or a test may write it names the same folder.
import path from 'node:path';
import { resolveContentDir } from '@/lib/content/contentDir.mjs';

const root = path.resolve('/projects/site');

describe('the content folder (CONTENT_DIR)', () => {
  it('is content/ when the variable is unset or blank, with no bundler alias', () => {
    for (const env of [{}, { CONTENT_DIR: '' }, { CONTENT_DIR: '  ' }]) {
      expect(resolveContentDir(env, root)).toEqual({ absolute: path.join(root, 'content'), shown: 'content', alias: undefined });
    }
  });

  it('names the same folder with or without trailing slashes and spaces', () => {
    const expected = { absolute: path.join(root, 'tests/fixtures/owner'), shown: 'tests/fixtures/owner', alias: './tests/fixtures/owner' };
    for (const value of ['tests/fixtures/owner', 'tests/fixtures/owner/', 'tests/fixtures/owner//', ' ./tests/fixtures/owner/ ']) {
      expect(resolveContentDir({ CONTENT_DIR: value }, root)).toEqual(expected);
    }
  });

  it('takes an absolute path inside the project as that folder of the project', () => {
    expect(resolveContentDir({ CONTENT_DIR: path.join(root, 'tests/fixtures/owner') + '/' }, root)).toEqual({
      absolute: path.join(root, 'tests/fixtures/owner'),
      shown: 'tests/fixtures/owner',
      alias: './tests/fixtures/owner',
    });
    expect(resolveContentDir({ CONTENT_DIR: path.join(root, 'content') }, root).alias).toBeUndefined();
  });

  it('names a folder outside the project by its absolute path in messages', () => {
    const outside = path.resolve('/elsewhere/my-site/content');
    const dir = resolveContentDir({ CONTENT_DIR: outside }, root);
    expect(dir.absolute).toBe(outside);
    expect(dir.shown).toBe(outside);
    expect(path.resolve(root, dir.alias!)).toBe(outside);
  });
});
