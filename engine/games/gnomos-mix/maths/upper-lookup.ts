import { UPPER_BET_IDS, type UpperBetId } from '../upper/bets';
import { UPPER_STOPS_PER_REEL } from '../upper/reels';
import { evaluateUpperWindow, upperWindow, type UpperSpinOutcome, type UpperStops } from '../upper/spin';

/**
 * evaluateUpperWindow at every one of the 16³ stop combinations of the upper reels, asked once
 * per combination and bet and kept (the simulator plays millions of spins); the answers are the
 * engine's own.
 */
const STOPS = UPPER_STOPS_PER_REEL;
const COMBINATIONS = STOPS * STOPS * STOPS;

export function upperStopsIndex(stops: UpperStops): number {
  return (stops[0] * STOPS + stops[1]) * STOPS + stops[2];
}

export function upperStopsOfIndex(index: number): UpperStops {
  return [Math.floor(index / (STOPS * STOPS)), Math.floor(index / STOPS) % STOPS, index % STOPS];
}

const outcomes = new Map<UpperBetId, UpperSpinOutcome[]>();

export function upperOutcomeAt(stops: UpperStops, betId: UpperBetId): UpperSpinOutcome {
  let table = outcomes.get(betId);
  if (table === undefined) {
    if (!UPPER_BET_IDS.includes(betId)) throw new RangeError(`not an upper-game bet: ${String(betId)}`);
    table = [];
    for (let i = 0; i < COMBINATIONS; i += 1) table.push(evaluateUpperWindow(upperWindow(upperStopsOfIndex(i)), betId));
    outcomes.set(betId, table);
  }
  return table[upperStopsIndex(stops)] as UpperSpinOutcome;
}
