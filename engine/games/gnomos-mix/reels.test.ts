import { totalWeight } from '../../core/reels';
import { holdCandidateReels } from './hold-candidate';
import { LOWER_REELS, LOWER_START_STOPS, LOWER_STOP_WEIGHTS, LOWER_WEIGHTED_REELS } from './reels';
import { evaluateLowerLine, lowerLineFigures, lowerWindow } from './spin';
import { GNOMOS_SYMBOLS } from './symbols';

describe('lower reels', () => {
  it('are three strips of 16 figures, every figure on every strip', () => {
    expect(LOWER_REELS).toHaveLength(3);
    for (const strip of LOWER_REELS) {
      expect(strip).toHaveLength(16);
      for (const symbol of GNOMOS_SYMBOLS) expect(strip).toContain(symbol);
    }
  });

  it('weigh 1024 per reel, every stop able to land', () => {
    for (const weights of LOWER_STOP_WEIGHTS) {
      expect(totalWeight(weights)).toBe(1024);
      expect(Math.min(...weights)).toBeGreaterThanOrEqual(1);
    }
  });

  it('derive strips and weights from the one reel table', () => {
    LOWER_WEIGHTED_REELS.forEach((reel, r) => {
      expect(LOWER_REELS[r]).toEqual(reel.map(([s]) => s));
      expect(LOWER_STOP_WEIGHTS[r]).toEqual(reel.map(([, w]) => w));
    });
  });

  it('start on a line with no prize, no feature and no pair', () => {
    const line = lowerLineFigures(LOWER_START_STOPS);
    const outcome = evaluateLowerLine(line, 20);
    expect(outcome).toEqual({ prize: null, feature: null });
    expect(holdCandidateReels(line, outcome)).toBeNull();
    expect(lowerWindow(LOWER_START_STOPS)).toEqual([
      ['red-diamond', 'lemon', 'plum'],
      ['green-diamond', 'grape', 'plum'],
      ['green-diamond', 'orange', 'plum'],
    ]);
  });
});
