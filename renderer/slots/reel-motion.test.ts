import { DROP_TIMING, dropCells, planDrop, planSpin, reelLanded } from './reel-motion';

const before = [
  ['A', 'B', 'C'],
  ['D', 'E', 'F'],
];
const after = [
  ['X', 'Y', 'Z'],
  ['U', 'V', 'W'],
];

describe('a dropping spin', () => {
  it('drops the columns left to right, each landing after the one before', () => {
    const plans = planDrop(before, after, [], [], 1000);
    expect(plans.map((p) => p.still)).toEqual([false, false]);
    expect(plans[1]!.stop).toBeGreaterThan(plans[0]!.stop);
    expect(plans[0]!.drop?.inStart).toBe(1000 + DROP_TIMING.firstInMs);
  });

  it('shows the old symbols in place at the start and the new ones in their cells at the end', () => {
    const [plan] = planDrop(before, after, [], [], 0);
    expect(dropCells(plan!, 0)).toEqual([
      { symbol: 'A', row: 0 },
      { symbol: 'B', row: 1 },
      { symbol: 'C', row: 2 },
    ]);
    expect(dropCells(plan!, plan!.stop + 1000)).toEqual([
      { symbol: 'X', row: 0 },
      { symbol: 'Y', row: 1 },
      { symbol: 'Z', row: 2 },
    ]);
  });

  it('lands the bottom symbol first, falling from above the window', () => {
    const [plan] = planDrop(before, after, [], [], 0);
    const drop = plan!.drop!;
    // Just after the bottom one lands, the top one is still above its cell.
    const cells = dropCells(plan!, drop.inStart + drop.fallMs + 200);
    const row = (symbol: string): number => cells.find((c) => c.symbol === symbol)?.row ?? Number.NaN;
    expect(row('Z')).toBeCloseTo(2, 5);
    expect(row('X')).toBeLessThan(0);
    // The old symbols have fallen out below the window by then.
    expect(cells.filter((c) => ['A', 'B', 'C'].includes(c.symbol))).toEqual([]);
  });

  it('keeps a locked column still and makes an anticipation column wait and fall slower', () => {
    const plans = planDrop(before, after, [0], [1], 0);
    expect(plans[0]!.still).toBe(true);
    expect(reelLanded(plans[0]!, 0)).toBe(true);
    const plain = planDrop(before, after, [], [], 0);
    expect(plans[1]!.stop - plain[1]!.stop).toBe(DROP_TIMING.anticipationMs + DROP_TIMING.slowFallMs - DROP_TIMING.fallMs);
  });

  it('leaves the scrolling spin as it was (no drop plan)', () => {
    expect(planSpin(before, after, after, [], [], 3, 0).every((p) => p.drop === undefined)).toBe(true);
  });
});
