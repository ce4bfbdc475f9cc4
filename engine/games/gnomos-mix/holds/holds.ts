import { drawWeightedStop } from '../../../core/reels';
import type { DrawRecorder } from '../../../core/rng';
import type { LowerBetCents } from '../bets';
import { holdCandidateReels } from '../hold-candidate';
import { LOWER_STOP_WEIGHTS } from '../reels';
import { evaluateLowerLine, lowerLineFigures, type LowerStops } from '../spin';
import { DEFAULT_HOLD_PARAMS, checkChance, type HoldParams } from './hold-params';

/**
 * Holds (rule document 2, "Retention"): after a losing spin with two equal figures on the line
 * the program may offer the next game free, at the same bet, with those two reels held; on some
 * occasions it holds them itself. The player toggles holds with the ADVANCE/HOLD buttons, at most
 * two reels held; the bet cannot change for that game, even with all three reels free.
 */

export type HeldReels = readonly [boolean, boolean, boolean];

export type HoldOffer =
  | { readonly offered: false }
  | {
      readonly offered: true;
      /** The two reels showing the pair. */
      readonly pair: readonly [number, number];
      /** True when the program holds the pair itself. */
      readonly autoHeld: boolean;
    };

/**
 * Decides the hold offer after a spin. No pair (or not a losing spin): no offer and no draw.
 * Otherwise one draw for the offer and, if offered, one for auto-holding it (both recorded).
 */
export function holdOffer(stops: LowerStops, recorder: DrawRecorder, params: HoldParams = DEFAULT_HOLD_PARAMS): HoldOffer {
  checkChance(params.offer, 'hold offer');
  checkChance(params.autoHold, 'auto hold');
  const figures = lowerLineFigures(stops);
  // Whether a line pays does not depend on the bet, only how much: any bet will do.
  const pair = holdCandidateReels(figures, evaluateLowerLine(figures, 20));
  if (pair === null) return { offered: false };
  if (recorder.int(params.offer.outOf) >= params.offer.win) return { offered: false };
  const autoHeld = recorder.int(params.autoHold.outOf) < params.autoHold.win;
  return { offered: true, pair, autoHeld };
}

/** The held game: free, at the bet it was offered at. */
export interface HoldGame {
  readonly betCents: LowerBetCents;
  readonly held: HeldReels;
}

/** The stake of the held game: it is free. */
export const HELD_GAME_STAKE_CENTS = 0;

export const MAX_HELD_REELS = 2;

/** Opens the held game of an offer: the pair held if the program auto-held it, else nothing held. */
export function startHoldGame(betCents: LowerBetCents, offer: HoldOffer): HoldGame {
  if (!offer.offered) throw new RangeError('no hold was offered');
  const held: [boolean, boolean, boolean] = [false, false, false];
  if (offer.autoHeld) for (const reel of offer.pair) held[reel] = true;
  return { betCents, held };
}

function heldCount(held: HeldReels): number {
  return held.filter(Boolean).length;
}

/** An ADVANCE/HOLD button may toggle its reel: releasing always, locking while fewer than two are held. */
export function canToggleHold(game: HoldGame, reel: number): boolean {
  if (!Number.isInteger(reel) || reel < 0 || reel > 2) return false;
  return game.held[reel] === true || heldCount(game.held) < MAX_HELD_REELS;
}

/** ADVANCE/HOLD on a reel: locks or releases it. Not allowed (a third hold, a bad reel): unchanged. */
export function toggleHold(game: HoldGame, reel: number): HoldGame {
  if (!canToggleHold(game, reel)) return game;
  const held = game.held.map((h, r) => (r === reel ? !h : h)) as unknown as HeldReels;
  return { betCents: game.betCents, held };
}

/** Spins the held game: held reels keep their stops; each free reel draws its stop (recorded, left to right). */
export function spinHeldGame(game: HoldGame, stops: LowerStops, recorder: DrawRecorder): [number, number, number] {
  if (heldCount(game.held) > MAX_HELD_REELS) throw new RangeError('at most two reels may be held');
  const spin = (reel: 0 | 1 | 2): number => (game.held[reel] ? stops[reel] : drawWeightedStop(recorder, LOWER_STOP_WEIGHTS[reel] ?? []));
  const a = spin(0);
  const b = spin(1);
  const c = spin(2);
  return [a, b, c];
}
