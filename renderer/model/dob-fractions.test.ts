import type { DoubleOrBonusesView } from '../../main/ipc/contract';
import { upperDoubleOrBonuses } from '../fixtures/views';
import { dobChoice, fractionChips } from './dob-fractions';

function dob(patch: Partial<DoubleOrBonusesView> = {}): DoubleOrBonusesView {
  const d = upperDoubleOrBonuses().game.upper.doubleOrBonuses;
  if (!d) throw new Error('fixture without Double-or-Bonuses');
  return { ...d, ...patch };
}

describe('the Double-or-Bonuses fractions', () => {
  it('shows the played fractions, the one in play after its doubles, and those to come', () => {
    const { chips, hiddenBefore, hiddenAfter } = fractionChips(dob());
    expect(chips.map((c) => [c.state, c.cents])).toEqual([
      ['played', 400],
      ['in-play', 800],
      ['waiting', 400],
      ['waiting', 400],
      ['waiting', 400],
    ]);
    expect([hiddenBefore, hiddenAfter]).toEqual([0, 0]);
  });

  it('a prize of many fractions shows a window round the one in play, with counts for the rest', () => {
    const fractions = Array.from({ length: 25 }, () => 400);
    const { chips, hiddenBefore, hiddenAfter } = fractionChips(dob({ fractions, fractionIndex: 12, currentCents: 400, doubles: 0 }), 9);
    expect(chips).toHaveLength(9);
    expect(chips.find((c) => c.state === 'in-play')?.index).toBe(12);
    expect(hiddenBefore + chips.length + hiddenAfter).toBe(25);
    expect(hiddenBefore).toBe(10);
  });

  it('once it ends every fraction is played and PLAY/COLLECT offer nothing', () => {
    const over = dob({ endReason: 'hold-collect' });
    expect(fractionChips(over).chips.every((c) => c.state === 'played')).toBe(true);
    expect(dobChoice(over)).toBeNull();
  });

  it('PLAY risks for the double, COLLECT banks the fraction in play', () => {
    expect(dobChoice(dob())).toEqual({ doubleCents: 1600, collectCents: 800 });
  });
});
