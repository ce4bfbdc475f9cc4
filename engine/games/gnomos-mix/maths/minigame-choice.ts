import type { DrawRecorder } from '../../../core/rng';
import type { Chance } from '../holds/hold-params';
import { MINIGAME_KINDS, type MinigameKind } from '../tuning/gnomos-tuning';

/**
 * The upper game's two minigame draws (docs/games/gnomos-mix-rounds.md, upper game step 1):
 * a spin with a Mushroom/Flower/Log line starts a minigame with the level's trigger chance
 * (one draw, `drawInt(outOf) < win`), then one draw over the level's weights, walked in
 * MINIGAME_KINDS order, says which.
 */
export function minigameStarts(recorder: DrawRecorder, trigger: Chance): boolean {
  return recorder.int(trigger.outOf) < trigger.win;
}

export function drawMinigameKind(recorder: DrawRecorder, weights: Readonly<Record<MinigameKind, number>>): MinigameKind {
  const total = MINIGAME_KINDS.reduce((sum, kind) => sum + weights[kind], 0);
  let value = recorder.int(total);
  for (const kind of MINIGAME_KINDS) {
    if (value < weights[kind]) return kind;
    value -= weights[kind];
  }
  throw new RangeError('minigame weights must be whole numbers, not all 0');
}
