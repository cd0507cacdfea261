/**
 * @jest-environment node
 */
// A note's old addresses (redirectFrom): each leads to the note in its language, and an address
// that is a page or a file of the site, or that two notes claim, is named for the owner to fix.
import { noteRedirects, redirectPageFile } from '@/lib/content/noteRedirects';
import { noteFrontmatterSchema } from '@/lib/model/noteSchema';

const taken = { routes: new Set(['/', '/about', '/notes', '/notes/tides']), publicFileExists: (file: string) => file === '/old/cv.html' };
const note = (slug: string, redirectFrom: string[]) => ({ file: `notes/${slug}.md`, slug, redirectFrom });

describe('the old addresses of notes', () => {
  it('each leads to its note, in the note\'s language, from the file a host serves for it', () => {
    const { redirects, problems } = noteRedirects([{ prefix: '', notes: [note('tides', ['/2021/03/04/tides.html', '/blog/tides/'])] }, { prefix: '/es', notes: [note('mareas', ['/es/blog/mareas'])] }], taken);
    expect(problems).toEqual([]);
    expect(redirects.map(({ from, to }) => [from, to, redirectPageFile(from)])).toEqual([
      ['/2021/03/04/tides.html', '/notes/tides/', '2021/03/04/tides.html'],
      ['/blog/tides/', '/notes/tides/', 'blog/tides/index.html'],
      ['/es/blog/mareas', '/es/notes/mareas/', 'es/blog/mareas/index.html'],
    ]);
  });

  it('an address the site has, a file in public/, or one two notes claim is named with the note and the field', () => {
    const { problems } = noteRedirects([{ prefix: '', notes: [note('a', ['/about/', '/old/cv.html', '/x/']), note('b', ['/x'])] }], taken);
    expect(problems.map((p) => `${p.file} ${p.field}: ${p.message.split(' (got')[0]}`)).toEqual([
      'notes/a.md redirectFrom[0]: is a page this site has',
      'notes/a.md redirectFrom[1]: is a file in public/',
      'notes/b.md redirectFrom[0]: is an old address notes/a.md lists already',
    ]);
  });

  it('the frontmatter takes plain paths only', () => {
    const check = (redirectFrom: unknown) => noteFrontmatterSchema.safeParse({ title: 'T', date: '2024-01-01', summary: 'S', tags: ['a'], redirectFrom }).success;
    expect(check(['/2021/03/04/tides.html', '/blog/tides/', '/blog/caf%C3%A9'])).toBe(true);
    for (const wrong of ['blog/x', '//host/x', '/a/../b', '/a?x=1', '/a#b', '/a/*', '/feed.xml', '/a b']) expect([wrong, check([wrong])]).toEqual([wrong, false]);
  });
});
