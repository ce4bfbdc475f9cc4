import { lowerExtraSpin, lowerLadderEnded, lowerLadderSeesaw, lowerReady, upperDoubleOrBonuses, upperFindPrizes, upperReady } from '../fixtures/views';
import { prizeShown } from './prize-shown';

describe('the PRIZE indicator', () => {
  it('shows the prize at stake in a ladder', () => {
    expect(prizeShown(lowerLadderSeesaw())).toEqual({ cents: 800 });
  });

  it('shows bonuses when the round paid only bonuses (a Bonus line, a ladder turned into bonuses)', () => {
    expect(prizeShown(lowerExtraSpin())).toEqual({ bonuses: 1 });
    expect(prizeShown(lowerLadderEnded({ kind: 'bonuses', fromCents: 160, bonuses: 2 }))).toEqual({ bonuses: 2 });
  });

  it('is blank with nothing won', () => {
    expect(prizeShown(lowerReady())).toBeNull();
    expect(prizeShown(lowerLadderEnded({ kind: 'nothing', lostCents: 40 }))).toBeNull();
    expect(prizeShown(upperReady())).toBeNull();
  });

  it('follows the upper game in play: its prize, or the minigame\'s PRIZE counter', () => {
    expect(prizeShown(upperDoubleOrBonuses())).toEqual({ cents: 2000 });
    const find = upperFindPrizes();
    expect(prizeShown({ ...find, game: { ...find.game, upper: { ...find.game.upper, prizeCents: 0 } } })).toEqual({ cents: 1480 });
  });
});
