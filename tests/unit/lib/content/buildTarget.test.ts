/**
 * @jest-environment node
 */
// Which site (content folder, pictures, language) is read in one place for the bundler, the build
// scripts, the loader and the tests: every way an owner or a test may write it names the same site.
import path from 'node:path';
import { resolveContentDir, resolveSite, siteEnv } from '@/lib/content/buildTarget.mjs';

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

describe('the site (content, pictures, language)', () => {
  it('is content/ and public/ in the default language when nothing names another', () => {
    expect(resolveSite({}, root)).toEqual({
      content: resolveContentDir({}, root),
      publicDir: path.join(root, 'public'),
      language: '',
      languagePrefix: '',
      drafts: false,
    });
  });

  it("reads another owner's pictures, relative to the project or absolute", () => {
    expect(resolveSite({ PUBLIC_DIR: ' tests/fixtures/owner/public ' }, root).publicDir).toBe(path.join(root, 'tests/fixtures/owner/public'));
    expect(resolveSite({ PUBLIC_DIR: '/elsewhere/pictures' }, root).publicDir).toBe(path.resolve('/elsewhere/pictures'));
  });

  it("serves another language's build under /{language}, and nothing else as a language", () => {
    expect(resolveSite({ SITE_LANGUAGE: 'ar' }, root)).toMatchObject({ language: 'ar', languagePrefix: '/ar' });
    expect(resolveSite({ SITE_LANGUAGE: ' pt-br ' }, root)).toMatchObject({ language: 'pt-br', languagePrefix: '/pt-br' });
    for (const wrong of ['../x', 'Arabic', '/ar']) expect(resolveSite({ SITE_LANGUAGE: wrong }, root).languagePrefix).toBe('');
  });

  it('shows draft notes under next dev only', () => {
    expect(resolveSite({ NODE_ENV: 'development' }, root).drafts).toBe(true);
    expect(resolveSite({ NODE_ENV: 'production' }, root).drafts).toBe(false);
  });

  it("names another site for a child process, whatever the parent's environment named", () => {
    const parent = { PATH: '/bin', CONTENT_DIR: 'mine', PUBLIC_DIR: 'mine/public', SITE_LANGUAGE: 'es' };
    expect(siteEnv({ contentDir: 'tests/fixtures/owner', language: 'ar' }, parent)).toEqual({ PATH: '/bin', CONTENT_DIR: 'tests/fixtures/owner', SITE_LANGUAGE: 'ar' });
    expect(resolveSite(siteEnv({}, parent), root)).toEqual(resolveSite({}, root));
    expect(parent.CONTENT_DIR).toBe('mine');
  });
});
