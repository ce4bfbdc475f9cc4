import type { Rng } from '../../../core/rng';
import { createCauldronsMachine, type CauldronsMachine } from '../cauldrons/cauldrons-machine';
import { createRiskLadderMachine, type RiskLadderMachine } from '../ladders/risk-ladder-machine';
import { CAULDRON_WEIGHTS, LADDER_ODDS, type GnomosLevelTuning } from '../tuning/gnomos-tuning';

/**
 * What the round's steps need besides the context: the Rng (closed over, never stored), the
 * tuning of each level, and the two child machines. The children use the tables fixed at every
 * level (LADDER_ODDS, CAULDRON_WEIGHTS), so the player's risk is worth the same at every setting.
 */
export interface LowerRoundParts {
  readonly rng: Rng;
  readonly tuning: (level: number) => GnomosLevelTuning;
  readonly ladder: RiskLadderMachine;
  readonly cauldrons: CauldronsMachine;
}

export function lowerRoundParts(rng: Rng, tuning: (level: number) => GnomosLevelTuning): LowerRoundParts {
  return {
    rng,
    tuning,
    ladder: createRiskLadderMachine(rng, LADDER_ODDS),
    cauldrons: createCauldronsMachine(rng, CAULDRON_WEIGHTS),
  };
}
