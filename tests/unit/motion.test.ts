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

  it('gives rows their CSS entrance delay only while the list is as first painted', () => {
    expect(firstPaintEntrance(true, 2)).toEqual({ animationDelay: `${cardEnterDelay(2)}s` });
    expect(firstPaintEntrance(false, 2)).toBeUndefined();
  });
});
