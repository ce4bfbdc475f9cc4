import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { Rng } from '../../../core/rng';
import { createFindPrizesMachine } from '../minigames/find-prizes';
import { createStrawberryMachine } from '../minigames/strawberry';
import { createThreeChoicesMachine } from '../minigames/three-choices';
import { createTreasureMachine } from '../minigames/treasure';
import type { MinigameKind } from '../tuning/gnomos-tuning';
import { createDoubleOrBonusesMachine } from '../upper/double-or-bonuses';

/**
 * The machines the upper round runs as children (engine/core/child-machine.ts), all sharing the
 * round's Rng, and how the round's buttons reach them.
 */
export interface UpperRoundChildren {
  readonly minigames: Readonly<Record<MinigameKind, AnyStateMachine>>;
  readonly doubleOrBonuses: AnyStateMachine;
}

export function createUpperRoundChildren(rng: Rng): UpperRoundChildren {
  return {
    minigames: {
      strawberry: createStrawberryMachine(rng),
      'three-choices': createThreeChoicesMachine(rng),
      'find-prizes': createFindPrizesMachine(rng),
      treasure: createTreasureMachine(rng),
    },
    doubleOrBonuses: createDoubleOrBonusesMachine(rng),
  };
}

/** The round's buttons as the children see them (the fields the mapping reads). */
export type ChildBoundEvent =
  | { readonly type: 'PLAY' }
  | { readonly type: 'AUTO_STEP' }
  | { readonly type: 'COLLECT' }
  | { readonly type: 'COLLECT_ALL' }
  | { readonly type: 'PICK'; readonly index: number }
  | { readonly type: 'HOLD'; readonly reel: number };

const REELS = [0, 1, 2];

/**
 * A button in a minigame: PLAY (the highlighted item; in Three Choices a discard), COLLECT (Three
 * Choices accepts), a touch (PICK), ADVANCE/HOLD n (the item above reel n), the AUTO-PLAY beat.
 * Null when no minigame has a use for it; otherwise the minigame's own guards decide.
 */
export function minigameEventFor(event: { readonly type: string }): AnyEventObject | null {
  const e = event as ChildBoundEvent;
  switch (e.type) {
    case 'PLAY':
    case 'AUTO_STEP':
    case 'COLLECT':
      return { type: e.type };
    case 'PICK':
      return { type: 'PICK', index: e.index };
    case 'HOLD':
      return REELS.includes(e.reel) ? { type: 'PICK', index: e.reel } : null;
    default:
      return null;
  }
}

/**
 * A button in Double-or-Bonuses: PLAY risks, COLLECT banks the fraction, COLLECT held banks all,
 * and the AUTO-RISK beat is its TICK.
 */
export function doubleOrBonusesEventFor(event: { readonly type: string }): AnyEventObject | null {
  switch (event.type) {
    case 'PLAY':
      return { type: 'PLAY' };
    case 'COLLECT':
      return { type: 'COLLECT' };
    case 'COLLECT_ALL':
      return { type: 'HOLD_COLLECT' };
    case 'AUTO_STEP':
      return { type: 'TICK' };
    default:
      return null;
  }
}

/** Whether a stored child snapshot has reached its final state. */
export function isChildOver(snapshot: unknown): boolean {
  return (snapshot as { status?: unknown }).status === 'done';
}
