import type { DrawRecorder } from '../../../core/rng';
import { drawWeighted } from '../minigames/prize-table';
import { MINIGAME_KINDS, type MinigameKind, type UpperLevelTuning } from '../tuning/gnomos-tuning';

/**
 * Whether a spin with a Mushroom, Flower or Log line starts a minigame, and which one
 * (docs/games/gnomos-mix-rounds.md, "Upper game" 1): one draw for the level's trigger chance
 * (granted when drawInt(outOf) < win), then, if granted, one draw over the level's weights in
 * MINIGAME_KINDS order. The caller draws only when such a line shows.
 */
export function drawMinigame(recorder: DrawRecorder, tuning: UpperLevelTuning): MinigameKind | null {
  const { win, outOf } = tuning.minigameTrigger;
  if (recorder.int(outOf) >= win) return null;
  const entries = MINIGAME_KINDS.map((kind) => ({ kind, weight: tuning.minigameWeights[kind] }));
  return drawWeighted(recorder, entries).kind;
}
