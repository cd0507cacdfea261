import { cardEnterDelay, firstPaintEntrance, menuItemDelay } from '@/lib/motion';

describe('motion timings', () => {
  it('staggers menu items 0.1 s apart, the first one a step after opening', () => {
    expect([0, 1, 2, 3, 4].map(menuItemDelay)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('delays a card 0.05 s per index, in whole hundredths', () => {
    expect(cardEnterDelay(0)).toBe(0);
    expect(cardEnterDelay(3)).toBe(0.15);
    expect(String(cardEnterDelay(3))).not.toMatch(/0000/);
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
