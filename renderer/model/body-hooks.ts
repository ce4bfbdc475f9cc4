import type { GnomosCabinetView } from './gnomos-cabinet-view';
import { roundIdOf, stopsOf } from './active-game';

/**
 * The body attributes end-to-end tests wait on, for a view whose every animation has finished:
 * the game in play, the whole machine's phase, and the round and stops of the game in play.
 */
export interface BodyHooks {
  readonly activeGame: string;
  readonly phase: string;
  /** "" before the game's first round. */
  readonly roundId: string;
  /** "4,1,1". */
  readonly stops: string;
}

export function bodyHooks(view: GnomosCabinetView): BodyHooks {
  const side = view.game.active;
  const roundId = roundIdOf(view, side);
  return {
    activeGame: side,
    phase: view.game.phase,
    roundId: roundId === null ? '' : String(roundId),
    stops: stopsOf(view, side).join(','),
  };
}
