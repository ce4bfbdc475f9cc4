/**
 * The game's maths as one value (strips, pays, lines), read by the spin, the simulator and the
 * exact PAR maths alike, and the bet limits and progressive defaults the figures are stated at.
 */
import { MONA_LISA_MAX_COINS, MONA_LISA_MAX_LINES } from '../../../contract/games/mona-lisa-jewels';
import { MICROS_PER_CENT, poolShareCents } from '../../features/jackpot-pool';
import { MONA_LISA_LINES } from './lines';
import { LINE_PAY_TABLE, SCATTER_PAYS } from './paytable';
import { REEL_INDICES } from './reels';

export interface MonaLisaMaths {
  /** Strips as symbol indices; reel 1 first. */
  readonly strips: readonly (readonly number[])[];
  /** Coins per coin by symbol index and count. */
  readonly linePays: readonly (readonly number[])[];
  /** Multiples of the total bet by scatter count. */
  readonly scatterPays: readonly number[];
  readonly lines: readonly (readonly number[])[];
}

export const MONA_LISA_MATHS: MonaLisaMaths = Object.freeze({
  strips: REEL_INDICES,
  linePays: LINE_PAY_TABLE,
  scatterPays: SCATTER_PAYS,
  lines: MONA_LISA_LINES,
});

/** The progressive's defaults (operator settings in the cabinet): 500,000 € at the 10 € coin, 0.5 %. */
export const DEFAULT_PROGRESSIVE = Object.freeze({
  seedMicros: 500_000_00 * MICROS_PER_CENT,
  referenceCoinCents: 1000,
  contributionBp: 50,
});

/** The progressive at its seed in coins, whatever the coin (pool ∝ coin): 50,000 by default. */
export function progressiveSeedCoins(seedMicros: number = DEFAULT_PROGRESSIVE.seedMicros, referenceCoinCents: number = DEFAULT_PROGRESSIVE.referenceCoinCents): number {
  return poolShareCents(seedMicros, 1, referenceCoinCents);
}

export const isMaxBet = (lines: number, coins: number): boolean => lines === MONA_LISA_MAX_LINES && coins === MONA_LISA_MAX_COINS;
