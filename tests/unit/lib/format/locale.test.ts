import { formatDay, formatMonthYear } from '@/lib/format/dates';
import { dateFormat, formatNumber } from '@/lib/format/locale';

describe('the site formats numbers and dates in its language', () => {
  it('writes numbers and dates the way each language does', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1234, 'de-DE')).toBe('1.234');
    expect(formatNumber(1234, 'ar-EG')).toBe('١٬٢٣٤');
    expect(formatMonthYear('2025-07', 'fr-FR')).toBe('juillet 2025');
    expect(formatDay('2025-03-04', 'de-DE')).toBe('4. März 2025');
    // The same locale in another style: a formatter of its own.
    expect(formatMonthYear('2025-03', 'de-DE')).toBe('März 2025');
  });

  // Making a formatter costs a phone milliseconds; the contact form counts characters at every key.
  it('makes one formatter per locale and style, however often it writes', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    for (let count = 0; count < 50; count += 1) formatNumber(count, 'sv-SE');
    expect(made.mock.calls.filter(([locale]) => locale === 'sv-SE')).toHaveLength(1);
    expect(dateFormat('sv-SE', 'day')).toBe(dateFormat('sv-SE', 'day'));
    expect(dateFormat('sv-SE', 'day')).not.toBe(dateFormat('sv-SE', 'monthYear'));
  });
});
