import { cardEnterDelay, firstPaintEntrance, menuItemDelay } from '@/lib/motion';

const steps = (values: number[]) => values.slice(1).map((value, i) => Number((value - values[i]!).toFixed(6)));

describe('motion timings', () => {
  it('shows the mobile menu items one after another, evenly, the first only once the menu is open', () => {
    const delays = [0, 1, 2, 3, 4].map(menuItemDelay);
    expect(delays[0]).toBeGreaterThan(0);
    const gaps = steps(delays);
    expect(gaps.every((gap) => gap > 0)).toBe(true);
    expect(new Set(gaps).size).toBe(1);
  });

  it('lets cards enter one after another, evenly, the first at once, with delays CSS reads without float noise', () => {
    const delays = [0, 1, 2, 3, 7].map(cardEnterDelay);
    expect(delays[0]).toBe(0);
    const gaps = steps(delays.slice(0, 4));
    expect(gaps.every((gap) => gap > 0)).toBe(true);
    expect(new Set(gaps).size).toBe(1);
    for (const delay of delays) expect(String(delay)).toMatch(/^\d+(\.\d{1,3})?$/);
  });

  it('gives rows their CSS entrance delay only while the list is as first painted', () => {
    expect(firstPaintEntrance(true, 2)).toEqual({ animationDelay: `${cardEnterDelay(2)}s` });
    expect(firstPaintEntrance(false, 2)).toBeUndefined();
  });
});
