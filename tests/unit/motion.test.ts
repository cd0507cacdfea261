import { CARD_STAGGER_S, MENU_STAGGER_S } from '@/lib/constants';
import { cardEnterDelay, firstPaintEntrance, menuItemDelay } from '@/lib/motion';

describe('motion timings', () => {
  it('staggers menu items by the spec step, the first one a step after opening', () => {
    expect([0, 1, 2, 3, 4].map(menuItemDelay)).toEqual([1, 2, 3, 4, 5].map((n) => Math.round(n * MENU_STAGGER_S * 100) / 100));
  });

  it('delays a card by the spec step per index, in whole hundredths', () => {
    expect(cardEnterDelay(0)).toBe(0);
    expect(cardEnterDelay(3)).toBe(Math.round(3 * CARD_STAGGER_S * 100) / 100);
    expect(String(cardEnterDelay(3))).not.toMatch(/0000/);
  });

  it('gives rows their CSS entrance delay only while the list is as first painted', () => {
    expect(firstPaintEntrance(true, 2)).toEqual({ animationDelay: `${cardEnterDelay(2)}s` });
    expect(firstPaintEntrance(false, 2)).toBeUndefined();
  });
});
