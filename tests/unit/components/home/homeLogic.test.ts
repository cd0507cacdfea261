import { COUNTER_STEPS } from '@/components/home/counter';
import { counterValue } from '@/components/home/counter';
import { typingFrame } from '@/components/home/typing';
import { formatYears, yearsSince } from '@/lib/format/dates';

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
  const roles = ['Hydrologist', 'Gauge Builder', 'Duty Officer'];

  /** Every frame a visitor sees from `from` on, following each frame's own nextChangeMs. */
  function framesFrom(from: number, count: number) {
    const frames: Array<ReturnType<typeof typingFrame> & { at: number }> = [];
    let at = from;
    for (let i = 0; i < count; i += 1) {
      const frame = typingFrame(at, roles);
      frames.push({ ...frame, at });
      at += frame.nextChangeMs;
    }
    return frames;
  }

  it('starts with the first role fully shown, the text of the prerendered HTML, until its first change', () => {
    const first = typingFrame(0, roles);
    expect(first).toMatchObject({ roleIndex: 0, text: 'Hydrologist' });
    expect(first.nextChangeMs).toBeGreaterThan(0);
    expect(typingFrame(first.nextChangeMs - 1, roles).text).toBe('Hydrologist');
  });

  it('types the next role one character at a time, from empty to whole, and keeps it until the next role', () => {
    const [, ...frames] = framesFrom(0, 1 + 'Gauge Builder'.length + 2);
    expect(frames[0]).toMatchObject({ roleIndex: 1, text: '' });
    for (const [i, frame] of frames.slice(0, 'Gauge Builder'.length + 1).entries()) {
      expect(frame).toMatchObject({ roleIndex: 1, text: 'Gauge Builder'.slice(0, i) });
    }
    expect(frames.at(-1)).toMatchObject({ roleIndex: 2, text: '' });
    // Characters come at an even pace.
    const typing = frames.slice(0, 'Gauge Builder'.length);
    expect(new Set(typing.map((frame) => frame.nextChangeMs)).size).toBe(1);
  });

  it('gives every role the same time on screen and cycles back to the first, typed this time', () => {
    const changes = framesFrom(0, 60).filter((frame, i, all) => i === 0 || frame.roleIndex !== all[i - 1]!.roleIndex);
    expect(changes.slice(0, 5).map((frame) => frame.roleIndex)).toEqual([0, 1, 2, 0, 1]);
    const periods = changes.slice(1, 5).map((frame, i) => frame.at - changes[i]!.at);
    expect(new Set(periods).size).toBe(1);
    expect(changes[3]).toMatchObject({ roleIndex: 0, text: '' });
  });

  it('tells exactly when the text next changes: nothing changes before, something does then', () => {
    for (const at of [1, 777, 5001, 9999]) {
      const frame = typingFrame(at, roles);
      expect(frame.nextChangeMs).toBeGreaterThan(0);
      if (frame.nextChangeMs > 1) expect(typingFrame(at + frame.nextChangeMs - 1, roles).text).toBe(frame.text);
      const next = typingFrame(at + frame.nextChangeMs, roles);
      expect([next.roleIndex, next.text]).not.toEqual([frame.roleIndex, frame.text]);
    }
  });

  it('shows nothing for an empty role list', () => {
    expect(typingFrame(5000, []).text).toBe('');
  });
});
