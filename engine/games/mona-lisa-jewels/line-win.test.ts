import { bestLineWin, lineCount, linePay, lineSymbol, lineWilds, lineWinTable, LINE_CODE_SIZE } from './line-win';
import { LINE_PAY_TABLE } from './paytable';
import { symbolIndex, symbolName } from './symbols';
import type { MonaLisaSymbol } from '../../../contract/games/mona-lisa-jewels';

const cells = (...names: MonaLisaSymbol[]): number[] => names.map(symbolIndex);
const win = (multiplied: boolean, ...names: MonaLisaSymbol[]) => {
  const p = bestLineWin(LINE_PAY_TABLE, cells(...names), multiplied);
  return p === 0 ? null : { symbol: symbolName(lineSymbol(p)), count: lineCount(p), wilds: lineWilds(p), pay: linePay(p) };
};

describe('Mona Lisa line wins', () => {
  it('pays left to right from reel 1, the paytable in coins per coin', () => {
    expect(win(false, 'A', 'A', 'A', 'K', 'A')).toEqual({ symbol: 'A', count: 3, wilds: 0, pay: 15 });
    expect(win(false, 'K', 'A', 'A', 'A', 'A')).toBeNull();
    expect(win(false, 'RING', 'RING', 'RING', 'RING', 'RING')).toEqual({ symbol: 'RING', count: 5, wilds: 0, pay: 350 });
  });

  it('wild substitutes for all but SCATTER and JACKPOT', () => {
    expect(win(false, 'Q', 'WILD', 'Q', 'WILD', 'J')).toEqual({ symbol: 'Q', count: 4, wilds: 2, pay: 50 });
    expect(win(false, 'JEWEL', 'WILD', 'JEWEL', 'A', 'A')).toEqual({ symbol: 'JEWEL', count: 3, wilds: 1, pay: 25 });
    expect(win(false, 'JACKPOT', 'WILD', 'JACKPOT', 'JACKPOT', 'JACKPOT')).toBeNull();
    expect(win(false, 'SCATTER', 'SCATTER', 'SCATTER', 'A', 'A')).toBeNull();
    expect(win(false, 'JACKPOT', 'JACKPOT', 'JACKPOT', 'JACKPOT', 'JACKPOT')).toEqual({ symbol: 'JACKPOT', count: 5, wilds: 0, pay: 1200 });
  });

  it('a line starting with wilds pays the best symbol the wilds can stand for', () => {
    // W W K A: K three of a kind (15) — MONA, CROWN… have no pay for 2.
    expect(win(false, 'WILD', 'WILD', 'K', 'A', 'Q')).toEqual({ symbol: 'K', count: 3, wilds: 2, pay: 15 });
    // 5 wilds: every symbol they stand for has 5 of a kind; MONA's 1200 is the best (JACKPOT takes no wilds).
    expect(win(false, 'WILD', 'WILD', 'WILD', 'WILD', 'WILD')).toEqual({ symbol: 'MONA', count: 5, wilds: 5, pay: 1200 });
    // W W W SCATTER: any symbol three of a kind made of wilds only: MONA 60 is the best.
    expect(win(false, 'WILD', 'WILD', 'WILD', 'SCATTER', 'A')?.symbol).toBe('MONA');
  });

  it('in normal free spins 1 / 2 / 3+ wilds in the paid run pay ×2 / ×4 / ×8, before the best is chosen', () => {
    expect(win(true, 'A', 'A', 'A', 'K', 'K')?.pay).toBe(15);
    expect(win(true, 'A', 'WILD', 'A', 'K', 'WILD')?.pay).toBe(30); // the wild after the run does not count
    expect(win(true, 'A', 'WILD', 'WILD', 'K', 'K')?.pay).toBe(60);
    expect(win(true, 'WILD', 'WILD', 'WILD', 'TEN', 'TEN')?.pay).toBe(120 * 8);
    // W W W W RING: RING ×5 with 4 wilds = 350 × 8 beats MONA ×4 with 4 wilds = 250 × 8.
    expect(win(true, 'WILD', 'WILD', 'WILD', 'WILD', 'RING')).toEqual({ symbol: 'RING', count: 5, wilds: 4, pay: 350 * 8 });
    // The multiplier decides: W W MONA A A → MONA ×3 (60 × 4) beats nothing else here.
    expect(win(true, 'WILD', 'WILD', 'MONA', 'A', 'A')?.pay).toBe(60 * 4);
  });

  it('the lookup table is bestLineWin of every code', () => {
    const table = lineWinTable(LINE_PAY_TABLE, true);
    expect(table.length).toBe(LINE_CODE_SIZE);
    const c = cells('WILD', 'A', 'WILD', 'A', 'TEN');
    const code = c.reduce((a, s) => a * 12 + s, 0);
    expect(table[code]).toBe(bestLineWin(LINE_PAY_TABLE, c, true));
  });
});
