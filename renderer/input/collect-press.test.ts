import { lowerLadderSeesaw, lowerReady, upperDoubleOrBonuses } from '../fixtures/views';
import { COLLECT_ALL_HOLD_MS, CollectPress, collectHoldMeansAll } from './collect-press';

describe('COLLECT pressed or held', () => {
  it('in Double-or-Bonuses a short press banks the fraction: COLLECT on release', () => {
    const press = new CollectPress();
    expect(press.press(0, upperDoubleOrBonuses())).toBe(COLLECT_ALL_HOLD_MS);
    expect(press.tick(400)).toBeNull();
    expect(press.release(400)).toEqual({ type: 'COLLECT' });
  });

  it('in Double-or-Bonuses holding it one second banks everything, once, and the release adds nothing', () => {
    const press = new CollectPress();
    press.press(1000, upperDoubleOrBonuses());
    expect(press.tick(1999)).toBeNull();
    expect(press.progress(1500)).toBeCloseTo(0.5);
    expect(press.tick(2000)).toEqual({ type: 'COLLECT_ALL' });
    expect(press.tick(2500)).toBeNull();
    expect(press.release(3000)).toBeNull();
  });

  it('a hold whose timer never ran still counts when it is released late', () => {
    const press = new CollectPress();
    press.press(0, upperDoubleOrBonuses());
    expect(press.release(1200)).toEqual({ type: 'COLLECT_ALL' });
  });

  it('elsewhere COLLECT has one meaning: a long press is still COLLECT, sent on release', () => {
    for (const view of [lowerReady(), lowerLadderSeesaw()]) {
      const press = new CollectPress();
      expect(press.press(0, view)).toBeNull();
      expect(press.tick(5000)).toBeNull();
      expect(press.progress(5000)).toBe(0);
      expect(press.release(5000)).toEqual({ type: 'COLLECT' });
    }
  });

  it('a release without a press sends nothing', () => {
    expect(new CollectPress().release(10)).toBeNull();
  });

  it('holding means "all" only while a Double-or-Bonuses game runs', () => {
    expect(collectHoldMeansAll(upperDoubleOrBonuses())).toBe(true);
    const ended = upperDoubleOrBonuses();
    const dob = ended.game.upper.doubleOrBonuses;
    if (!dob) throw new Error('fixture without Double-or-Bonuses');
    const over = { ...ended, game: { ...ended.game, upper: { ...ended.game.upper, doubleOrBonuses: { ...dob, endReason: 'played-out' } } } };
    expect(collectHoldMeansAll(over)).toBe(false);
    expect(collectHoldMeansAll(lowerReady())).toBe(false);
    expect(collectHoldMeansAll(null)).toBe(false);
  });
});
