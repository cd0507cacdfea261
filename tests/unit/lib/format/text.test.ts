import { formatText, languageTag } from '@/lib/format/text';

describe('languageTag', () => {
  it('writes the Open Graph locale of content/site.ts as the language tag HTML and feeds want', () => {
    expect(languageTag('en_US')).toBe('en-US');
    expect(languageTag('pt_PT')).toBe('pt-PT');
  });

  it('leaves a tag that is already one as it is', () => {
    expect(languageTag('de-CH')).toBe('de-CH');
  });
});

describe('formatText', () => {
  it('fills each placeholder of a template and leaves an unknown one as written', () => {
    expect(formatText('{title} screenshot {number} of {total}', { title: 'Buoy', number: 2, total: 5 })).toBe('Buoy screenshot 2 of 5');
    expect(formatText('Started {date}', {})).toBe('Started {date}');
  });

  it('picks the form for exactly one, and the other form for every other count', () => {
    const projects = { one: 'One project', other: '{count} projects' };
    expect([0, 1, 2, 11].map((count) => formatText(projects, { count }))).toEqual(['0 projects', 'One project', '2 projects', '11 projects']);
  });
});
