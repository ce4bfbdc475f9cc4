import type { Intent } from '../../main/ipc/contract';

/**
 * A touch on a cauldron lid or on a minigame item (basket, element, cap): PICK with the item's
 * index as the cabinet's view numbers it (0-based, left to right, top to bottom).
 */
export function pickIntent(index: number): Intent {
  return { type: 'PICK', index };
}
