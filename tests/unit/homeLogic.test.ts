import { COUNTER_STEPS } from '@/lib/constants';
import { counterValue } from '@/components/home/counter';
import { typingFrame } from '@/components/home/typing';
import { formatYears, yearsSince } from '@/lib/dates';

describe('yearsSince (the Years stat)', () => {
  const since = '2025-01-01';

  it('is 0 before the first anniversary, shown as "<1"', () => {
    const years = yearsSince(since, new Date(2025, 6, 15));
    expect(years).toBe(0);
    expect(formatYears(years)).toBe('<1');
  });

  it('counts a year only once the anniversary is reached', () => {
    expect(yearsSince(since, new Date(2025, 11, 31, 23, 59))).toBe(0);
    expect(yearsSince(since, new Date(2026, 0, 1, 0, 0))).toBe(1);
    expect(formatYears(1)).toBe('1');
  });

  it('compares month and day, not only the year', () => {
    expect(yearsSince('2024-06-15', new Date(2026, 5, 14))).toBe(1);
    expect(yearsSince('2024-06-15', new Date(2026, 5, 15))).toBe(2);
    expect(yearsSince('2024-06-15', new Date(2026, 4, 20))).toBe(1);
  });

  it('never goes negative before the start date', () => {
    expect(yearsSince(since, new Date(2024, 5, 1))).toBe(0);
  });

  it('rejects a malformed date', () => {
    expect(() => yearsSince('2025-1-1', new Date())).toThrow('expected YYYY-MM-DD');
  });
});

describe('counterValue (stat counters)', () => {
  it.each([10, 30, 923, 1])('rises from 0 to exactly %i over its steps without overshooting', (target) => {
    const values = Array.from({ length: COUNTER_STEPS + 1 }, (_, step) => counterValue(target, step));
    expect(values[0]).toBe(0);
    expect(values[COUNTER_STEPS]).toBe(target);
    for (let step = 1; step <= COUNTER_STEPS; step += 1) {
      expect(values[step]).toBeGreaterThanOrEqual(values[step - 1] ?? 0);
      expect(values[step]).toBeLessThanOrEqual(target);
    }
    // Only the last step reaches the target.
    expect(values[COUNTER_STEPS - 1]).toBeLessThan(target);
  });

  it('stays at the target past the last step', () => {
    expect(counterValue(923, 200)).toBe(923);
  });
});

describe('typingFrame (the typing role line)', () => {
  const roles = ['Data Scientist', 'Machine Learning Engineer', 'Data Engineer'];

  it('starts with the first role fully shown, the text of the prerendered HTML', () => {
    expect(typingFrame(0, roles)).toEqual({ roleIndex: 0, text: 'Data Scientist', nextChangeMs: 4000 });
    expect(typingFrame(3999, roles).text).toBe('Data Scientist');
  });

  it('changes role every 4000 ms and types 80 ms per character', () => {
    expect(typingFrame(4000, roles)).toMatchObject({ roleIndex: 1, text: '', nextChangeMs: 80 });
    expect(typingFrame(4079, roles).text).toBe('');
    expect(typingFrame(4080, roles).text).toBe('M');
    expect(typingFrame(4000 + 7 * 80, roles).text).toBe('Machine');
    // 25 characters take 2000 ms, then the role stays until the next change.
    expect(typingFrame(6000, roles)).toEqual({ roleIndex: 1, text: 'Machine Learning Engineer', nextChangeMs: 2000 });
    expect(typingFrame(8000 + 4 * 80, roles)).toMatchObject({ roleIndex: 2, text: 'Data' });
  });

  it('cycles back to the first role, typed this time', () => {
    expect(typingFrame(12000, roles)).toMatchObject({ roleIndex: 0, text: '' });
    expect(typingFrame(12000 + 14 * 80, roles).text).toBe('Data Scientist');
  });

  it('tells when the text next changes, never later than the next role', () => {
    expect(typingFrame(4050, roles).nextChangeMs).toBe(30);
    expect(typingFrame(11990, roles).nextChangeMs).toBe(10);
  });

  it('shows nothing for an empty role list', () => {
    expect(typingFrame(5000, []).text).toBe('');
  });
});
