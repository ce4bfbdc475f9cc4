import type { Rng } from '../../../core/rng';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import type { UpperRoundChildren } from './children';

/** What the round's steps work with besides the context: closed over by the machine, never stored. */
export interface UpperRoundDeps {
  readonly rng: Rng;
  /** The tables of a tuning level (tuningForLevel in play; tests inject their own). */
  readonly tuning: (level: number) => GnomosLevelTuning;
  readonly children: UpperRoundChildren;
}
