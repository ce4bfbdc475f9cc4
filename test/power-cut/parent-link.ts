/**
 * The IPC wire between a power-cut test and the cabinet child it kills. The devices are not on
 * it: they live in the test process behind a socat PTY, where they survive the cabinet's death
 * as real devices survive the cabinet computer's. This wire only carries what a technician
 * would see on the screen (wallet, tilts, device health) and the presses of a scripted player.
 */
import type { IntentResult } from '../../main/ipc/contract';

/** `play`: the child presses every button by itself; `idle`: it presses only what the test sends. */
export type ChildMode = 'play' | 'idle';

export interface ChildState {
  readonly creditsCents: number;
  readonly payoutRemainingCents: number;
  /** A hopper dispense is recorded and not yet finished or settled. */
  readonly dispensing: boolean;
  /** Active tilts as "code: detail". */
  readonly tilts: readonly string[];
  /** Device health as "kind state". */
  readonly devices: readonly string[];
  /** The attendant's key as the I/O board reports it (always false on a bench without the board). */
  readonly keyOn: boolean;
  /** The technician's test payout under way (the stored one), or null. */
  readonly testPayout: { readonly requested: number; readonly paid: number } | null;
}

export type ChildMessage =
  | { readonly op: 'ready' }
  | { readonly op: 'state'; readonly id: number; readonly state: ChildState }
  | { readonly op: 'intent-result'; readonly id: number; readonly result: IntentResult };

export type ParentMessage =
  | { readonly op: 'state'; readonly id: number }
  | { readonly op: 'intent'; readonly id: number; readonly intent: Readonly<Record<string, unknown>> }
  | { readonly op: 'stop-playing' };
