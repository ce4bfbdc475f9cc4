import { afterSpin, betChanged, buyCatalogue, clear, NO_BUY, offeredModes, priceCents, select, stakeForNextSpin, type BuyMode } from './buy-feature';

/** 40 Mystic Gem: expanding wilds 1/2/3 and the guaranteed-prize modes, all staying on until turned off. */
const MYSTIC_GEM = buyCatalogue([
  { id: 'wilds-1', price: { numerator: 9, denominator: 2 }, sticky: true },
  { id: 'wilds-2', price: { numerator: 15, denominator: 1 }, sticky: true },
  { id: 'wilds-3', price: { numerator: 143, denominator: 2 }, sticky: true },
  { id: 'guaranteed-12', price: { numerator: 12, denominator: 1 }, sticky: true },
  { id: 'guaranteed-25', price: { numerator: 25, denominator: 1 }, sticky: true },
]);
/** Mystery Elves: Hold and Win bought once for 70× the bet. */
const ELVES = buyCatalogue([{ id: 'hold-and-win', price: { numerator: 70, denominator: 1 }, sticky: false }]);

const mode = (id: string): BuyMode => MYSTIC_GEM.find((m) => m.id === id)!;

describe('buy-feature prices, exact in cents', () => {
  it('4.5× on 0,40 € is 1,80 €; 15× is 6,00 €; 71.5× is 28,60 €', () => {
    expect(priceCents(mode('wilds-1'), 40)).toBe(1_80);
    expect(priceCents(mode('wilds-2'), 40)).toBe(6_00);
    expect(priceCents(mode('wilds-3'), 40)).toBe(28_60);
    expect(priceCents(ELVES[0]!, 1_00)).toBe(70_00);
  });

  it('a mode whose price would not be whole cents is not offered (71.5× and 4.5× of 0,25 €)', () => {
    expect(priceCents(mode('wilds-1'), 25)).toBeNull(); // 1,125 €
    expect(priceCents(mode('wilds-3'), 25)).toBeNull(); // 17,875 €
    expect(offeredModes(MYSTIC_GEM, 25).map((m) => m.id)).toEqual(['wilds-2', 'guaranteed-12', 'guaranteed-25']);
    expect(offeredModes(MYSTIC_GEM, 40)).toHaveLength(5);
    expect(() => select(NO_BUY, MYSTIC_GEM, 'wilds-3', 25)).toThrow(RangeError);
  });

  it('stays exact where a float product would not', () => {
    // 143 × (2^46 + 1) passes 2^53: as a float it rounds to an even number and would look like a
    // whole-cent 71.5× price; the exact price ends in half a cent, so the mode is not offered.
    const odd = 2 ** 46 + 1;
    expect((143 * odd) % 2).toBe(0);
    expect(priceCents(mode('wilds-3'), odd)).toBeNull();
    expect(priceCents(mode('wilds-3'), odd + 1)).toBe(143 * (2 ** 45 + 1));
    // A price too large to hold exactly is refused, never rounded.
    expect(() => priceCents(mode('wilds-3'), 2 ** 50)).toThrow(RangeError);
  });
});

describe('selecting a buy mode', () => {
  it('a sticky mode stays on spin after spin, and each spin charges its price, until turned off', () => {
    let sel = select(NO_BUY, MYSTIC_GEM, 'wilds-1', 40);
    for (let spin = 0; spin < 3; spin += 1) {
      const next = stakeForNextSpin(sel, MYSTIC_GEM, 40);
      expect(next.stakeCents).toBe(1_80);
      expect(next.mode?.id).toBe('wilds-1');
      sel = afterSpin(sel, MYSTIC_GEM);
    }
    sel = clear(sel);
    expect(stakeForNextSpin(sel, MYSTIC_GEM, 40)).toEqual({ stakeCents: 40, mode: null });
  });

  it('a one-shot mode buys one spin, then plain spins at the bet follow', () => {
    let sel = select(NO_BUY, ELVES, 'hold-and-win', 50);
    expect(stakeForNextSpin(sel, ELVES, 50).stakeCents).toBe(35_00);
    sel = afterSpin(sel, ELVES);
    expect(stakeForNextSpin(sel, ELVES, 50)).toEqual({ stakeCents: 50, mode: null });
  });

  it('selecting another mode replaces the first', () => {
    const sel = select(select(NO_BUY, MYSTIC_GEM, 'wilds-1', 1_00), MYSTIC_GEM, 'guaranteed-25', 1_00);
    expect(stakeForNextSpin(sel, MYSTIC_GEM, 1_00).stakeCents).toBe(25_00);
  });

  it('a bet change keeps a mode still offered at the new bet (at its new price) and turns off one that is not', () => {
    const sel = select(NO_BUY, MYSTIC_GEM, 'wilds-1', 40);
    const to80 = betChanged(sel, MYSTIC_GEM, 80);
    expect(stakeForNextSpin(to80, MYSTIC_GEM, 80).stakeCents).toBe(3_60);
    const to25 = betChanged(sel, MYSTIC_GEM, 25);
    expect(to25.modeId).toBeNull();
    expect(stakeForNextSpin(to25, MYSTIC_GEM, 25).stakeCents).toBe(25);
    expect(() => stakeForNextSpin(sel, MYSTIC_GEM, 25)).toThrow(RangeError);
  });

  it('refuses an unknown mode and a malformed catalogue', () => {
    expect(() => select(NO_BUY, MYSTIC_GEM, 'nope', 40)).toThrow(RangeError);
    expect(() => buyCatalogue([...MYSTIC_GEM, MYSTIC_GEM[0]!])).toThrow(RangeError);
    expect(() => buyCatalogue([{ id: 'a', price: { numerator: 9, denominator: 0 }, sticky: true }])).toThrow(RangeError);
    expect(() => buyCatalogue([{ id: 'a', price: { numerator: 4.5, denominator: 1 }, sticky: true }])).toThrow(RangeError);
    expect(() => priceCents(mode('wilds-1'), 0)).toThrow(RangeError);
  });
});
