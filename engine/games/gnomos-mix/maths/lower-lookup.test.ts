import { DrawRecorder } from '../../../core/rng';
import { ScriptedRng } from '../ladders/testing';
import { advancesGrant, bestAdvancePlan, grantReason } from '../holds/advances';
import type { AdvanceParams } from '../holds/hold-params';
import { evaluateLowerLine, lowerLineFigures } from '../spin';
import { advancesGrantAt, bestAdvancePlanAt, grantReasonAt, lineOutcomeAt, sharesPlansWith, stopsIndex, stopsOfIndex } from './lower-lookup';

const ALL = Array.from({ length: 4096 }, (_, i) => i);
// Whole-word draws: drawInt(bound) returns a scripted word below the bound as it is.
const PARAMS: AdvanceParams = { grant: { win: 2, outOf: 5 }, countWeights: [1, 2, 3, 4] };

describe('the lower look-up tables answer as the engine does', () => {
  it('number every stop combination once', () => {
    expect(ALL.every((i) => stopsIndex(stopsOfIndex(i)) === i)).toBe(true);
    expect(stopsOfIndex(stopsIndex([15, 0, 7]))).toEqual([15, 0, 7]);
  });

  it('read the line and the advance reason at every combination', () => {
    for (const i of ALL) {
      const stops = stopsOfIndex(i);
      expect(lineOutcomeAt(stops, 100)).toEqual(evaluateLowerLine(lowerLineFigures(stops), 100));
      expect(grantReasonAt(stops)).toBe(grantReason(stops));
    }
  });

  it('grant advances with the same draws and the same answer as advancesGrant, for every draw', () => {
    // Per combination two scripts: a grant draw that refuses (2, 3 or 4 of 5), and one that
    // grants (0 or 1) followed by a count draw over the weights' 10, cycling through all ten.
    for (const i of ALL) {
      const stops = stopsOfIndex(i);
      for (const words of [[2 + (i % 3)], [i % 2, i % 10]]) {
        const ours = new DrawRecorder(new ScriptedRng().push(...words));
        const engines = new DrawRecorder(new ScriptedRng().push(...words));
        expect(advancesGrantAt(stops, ours, PARAMS)).toEqual(advancesGrant(stops, engines, PARAMS));
        expect(ours.take()).toEqual(engines.take());
      }
    }
  });

  it('keep bestAdvancePlan’s choice, shared between bets whose line values rank alike', () => {
    expect(sharesPlansWith(2000, 20)).toBe(true);
    for (const i of ALL.filter((n) => n % 37 === 0)) {
      const stops = stopsOfIndex(i);
      for (const n of [1, 2, 3, 4]) {
        expect(bestAdvancePlanAt(stops, n, 20)).toEqual(bestAdvancePlan(stops, n, 20));
        expect(bestAdvancePlanAt(stops, n, 2000)).toEqual(bestAdvancePlan(stops, n, 2000));
      }
    }
  });
});
