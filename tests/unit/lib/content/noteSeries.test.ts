// Series of notes: the reading order, "Part n of m" with the parts around a note, and the mistakes
// the check names (a part without a series, two parts with one number, a series spelled two ways).
import { checkNotes, type NoteSource } from '@/lib/content/noteFiles';
import { noteSeries, seriesPlace } from '@/lib/model/noteSeries';

function source(slug: string, fields: string, date = '2025-01-01'): NoteSource {
  return { file: `notes/${slug}.md`, source: `---\ntitle: ${slug}\ndate: ${date}\nsummary: About ${slug}.\ntags: [python]\n${fields}\n---\nText.\n` };
}

describe('series of notes', () => {
  it('reads numbered parts by number and the others after them, oldest first, and places a note in it', () => {
    const { notes, problems } = checkNotes([
      source('late-extra', 'series: Forecasting in practice', '2025-06-01'),
      source('second', 'series: Forecasting in practice\npart: 2', '2025-01-01'),
      source('first', 'series: Forecasting in practice\npart: 1', '2025-03-01'),
      source('early-extra', 'series: Forecasting in practice', '2025-02-01'),
      source('alone', ''),
    ]);
    expect(problems).toEqual([]);
    const [series] = noteSeries(notes);
    expect([series!.name, series!.slug, series!.parts.map((note) => note.slug)]).toEqual([
      'Forecasting in practice',
      'forecasting-in-practice',
      ['first', 'second', 'early-extra', 'late-extra'],
    ]);
    const place = seriesPlace(notes, 'second')!;
    expect([place.part, place.series.parts.length, place.previous?.slug, place.next?.slug]).toEqual([2, 4, 'first', 'early-extra']);
    expect(seriesPlace(notes, 'first')!.previous).toBeUndefined();
    expect(seriesPlace(notes, 'alone')).toBeUndefined();
  });

  it('names a part without a series, a number used twice or past the end, and a series spelled two ways', () => {
    const { problems } = checkNotes([
      source('a', 'series: Deep dives\npart: 1'),
      source('b', 'series: Deep dives\npart: 1'),
      source('c', 'series: deep-dives\npart: 9'),
      source('d', 'part: 2'),
      source('series', ''),
    ]);
    expect(problems.map((p) => [p.file, p.field, p.message])).toEqual(
      expect.arrayContaining([
        ['notes/series.md', '(file name)', expect.stringContaining('is an address the site keeps for itself')],
        ['notes/d.md', 'part', expect.stringContaining('needs a series')],
        ['notes/c.md', 'series', 'is written differently elsewhere: use "Deep dives" (got "deep-dives")'],
        ['notes/b.md', 'part', 'is also the part of "a" in the series "Deep dives": give each part its own number'],
        ['notes/c.md', 'part', 'is past the end of the series "Deep dives", which has 3 parts (got 9)'],
      ]),
    );
    expect(problems).toHaveLength(5);
  });
});
