import { cardEnterDelay, firstPaintEntrance, menuItemDelay } from '@/components/ui/motion';

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

  it('stops staggering past the first view: a card far down a long list waits no longer than the 12th', () => {
    expect(cardEnterDelay(59)).toBe(cardEnterDelay(12));
    expect(cardEnterDelay(12)).toBeGreaterThan(cardEnterDelay(11));
  });

  it('gives rows their CSS entrance delay only while the list is as first painted', () => {
    expect(firstPaintEntrance(true, 2)).toEqual({ style: { animationDelay: `${cardEnterDelay(2)}s` }, 'data-enter': '' });
    expect(firstPaintEntrance(false, 2)).toBeUndefined();
  });

  it('gives no entrance to the rows below the first view, so 60 cards animate no more than 12', () => {
    expect(firstPaintEntrance(true, 11)).toBeDefined();
    expect(firstPaintEntrance(true, 12)).toBeUndefined();
  });
});
