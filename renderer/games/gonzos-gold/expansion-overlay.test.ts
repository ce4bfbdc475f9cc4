import { bannerPlace, reachSteps } from './expansion-overlay';

const cells = (...pairs: [number, number][]) => pairs.map(([reel, row]) => ({ reel, row }));

describe('the expansion grows from the landed Expanding Symbols', () => {
  const expansion = {
    seq: 18,
    symbol: 'IDOL',
    landedCells: cells([0, 2], [1, 2], [4, 0], [4, 1]),
    rows: [2],
    reels: [4],
    coveredCells: cells([0, 2], [1, 2], [2, 2], [3, 2], [4, 2], [4, 0], [4, 1], [4, 3], [4, 4]),
    extraCents: 2000,
    done: true,
  };

  it('reaches each covered cell in steps along its row (sideways) or its reel (up and down)', () => {
    const steps = reachSteps(expansion);
    expect(steps.get('0,2')).toBe(0);
    expect(steps.get('2,2')).toBe(1);
    expect(steps.get('3,2')).toBe(2);
    // Reel 5 grows down from row 2: (4,2) is one step, and row 3 of the row's growth is three away.
    expect(steps.get('4,2')).toBe(1);
    expect(steps.get('4,4')).toBe(3);
  });

  it('shows the extra prize where it hides fewest expanded rows', () => {
    expect(bannerPlace([], 5)).toBe(0.5);
    expect(bannerPlace([2], 5)).toBe(0.74);
    expect(bannerPlace([2, 3], 5)).toBe(0.26);
  });
});
