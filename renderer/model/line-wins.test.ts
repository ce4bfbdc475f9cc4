import { upperGame, upperLineWins, upperReady } from '../fixtures/views';
import { winningLines } from './line-wins';

describe('the upper game\'s winning lines', () => {
  it('lights the lines of the last spin\'s line wins, by their place among the 8', () => {
    expect(winningLines(upperLineWins().game.upper)).toEqual([false, true, false, true, false, false, false, false]);
  });

  it('lights none before a win', () => {
    expect(winningLines(upperReady().game.upper)).toEqual(Array.from({ length: 8 }, () => false));
  });

  it('trusts the line id over the index', () => {
    const spin = upperLineWins().game.upper.lastSpin;
    if (!spin) throw new Error('fixture without a spin');
    const upper = upperGame({ lastSpin: { ...spin, lineWins: [{ line: 0, lineId: 'diagonal-up', prizeId: '3-leaf', cents: 100 }] } });
    expect(winningLines(upper).indexOf(true)).toBe(7);
  });
});
