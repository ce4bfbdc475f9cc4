import { GEM_PAYS, LINE_PAY_TABLE, MIN_LINE_COUNT, mysticGemPaytable, STAR_PAYS, STAR_REELS } from './paytable';
import { MYSTIC_GEM_SYMBOLS, symbolIndex } from './symbols';

describe('the paytable', () => {
  it('pays the eight ordinary symbols 3, 4 and 5 of a kind, SEVEN highest, fruits lowest', () => {
    const rows = mysticGemPaytable();
    const line = rows.filter((r) => r.kind === 'line');
    expect(line.map((r) => r.symbol)).toEqual(['SEVEN', 'MELON', 'GRAPES', 'BELL', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY']);
    for (const r of line) expect(r.pays.map((p) => p.count)).toEqual([3, 4, 5]);
    const top = (s: string): number => (LINE_PAY_TABLE[symbolIndex(s)] as number[])[5] as number;
    for (const s of ['MELON', 'GRAPES', 'BELL', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY']) expect(top('SEVEN')).toBeGreaterThan(top(s));
    for (const row of LINE_PAY_TABLE) for (let c = 0; c < MIN_LINE_COUNT; c += 1) expect(row[c] ?? 0).toBe(0);
  });

  it('pays GEM 3/4/5 and STAR 3 anywhere × the total bet; WILD has no pays of its own', () => {
    const rows = mysticGemPaytable();
    expect(rows.find((r) => r.symbol === 'GEM')).toEqual({ symbol: 'GEM', kind: 'scatter', pays: [3, 4, 5].map((count) => ({ count, multiplier: GEM_PAYS[count] })) });
    expect(rows.find((r) => r.symbol === 'STAR')).toEqual({ symbol: 'STAR', kind: 'scatter', pays: [{ count: 3, multiplier: STAR_PAYS[3] }] });
    expect(STAR_REELS).toEqual([0, 2, 4]);
    expect(rows.find((r) => r.symbol === 'WILD')).toBeUndefined();
    expect(MYSTIC_GEM_SYMBOLS).toHaveLength(11);
  });
});
