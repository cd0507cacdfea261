import { languageTag } from '@/lib/text';

describe('languageTag', () => {
  it('writes the Open Graph locale of content/site.ts as the language tag HTML and feeds want', () => {
    expect(languageTag('en_US')).toBe('en-US');
    expect(languageTag('pt_PT')).toBe('pt-PT');
  });

  it('leaves a tag that is already one as it is', () => {
    expect(languageTag('de-CH')).toBe('de-CH');
  });
});
