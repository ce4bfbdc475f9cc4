import type { GnomosCabinetView } from './gnomos-cabinet-view';
import type { Intent, ReelIndex } from '../../main/ipc/contract';

/**
 * The three ADVANCE/HOLD buttons under the reels. One physical button, several meanings,
 * depending on the phase: toggling a hold for the free held game, spending an advance on the
 * reel above, or picking the lid (lower Cauldrons) or item (upper minigames) above it. Whatever
 * it shows, a press sends HOLD for its reel: the cabinet knows what it means now.
 */
export type HoldRole = 'hold' | 'advance' | 'pick' | 'idle';

export interface HoldButtonModel {
  readonly reel: ReelIndex;
  readonly role: HoldRole;
  /** Held (hold role), or the highlighted lid/item PLAY would take (pick role). */
  readonly lit: boolean;
  readonly available: boolean;
}

export const REEL_INDICES: readonly ReelIndex[] = [0, 1, 2];

export function holdIntent(reel: ReelIndex): Intent {
  return { type: 'HOLD', reel };
}

function roleAndLit(view: GnomosCabinetView, reel: ReelIndex): { role: HoldRole; lit: boolean } {
  const game = view.game;
  if (game.active === 'lower') {
    const lower = game.lower;
    switch (lower.phase) {
      case 'holdOffered':
        return { role: 'hold', lit: lower.held[reel] };
      case 'advancing':
        return { role: 'advance', lit: false };
      case 'cauldrons': {
        const c = lower.cauldrons;
        return { role: 'pick', lit: c !== null && c.picked === null && c.highlighted === reel };
      }
      default:
        return { role: 'idle', lit: false };
    }
  }
  const minigame = game.upper.phase === 'minigame' ? game.upper.minigame : null;
  if (minigame && minigame.kind !== 'three-choices' && minigame.result === null) {
    return { role: 'pick', lit: minigame.tiles.some((t) => t.index === reel && t.highlighted) };
  }
  return { role: 'idle', lit: false };
}

export function holdButtons(view: GnomosCabinetView): HoldButtonModel[] {
  return REEL_INDICES.map((reel) => ({ reel, ...roleAndLit(view, reel), available: view.buttons.hold[reel] }));
}

/** The advances lights (the rule book's "maximum of 4 advances … lighting up lights"). */
export const ADVANCE_LAMPS = 4;

/** Which of the four advances lights are lit: one per advance left to spend. */
export function advanceLamps(view: GnomosCabinetView): boolean[] {
  const left = view.game.active === 'lower' && view.game.lower.phase === 'advancing' ? view.game.lower.advancesLeft : 0;
  return Array.from({ length: ADVANCE_LAMPS }, (_, i) => i < left);
}
