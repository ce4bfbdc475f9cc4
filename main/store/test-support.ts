/** Helpers shared by the store's tests: throw-away data folders and balanced money batches. */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommitBatch } from './store-types';

/** A fresh folder under the OS temp dir, removed by the returned cleanup. */
export function makeTempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-store-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A coin inserted and credited: balanced (money in = credits). */
export function coinInBatch(key: string, cents: number): CommitBatch {
  return {
    ledger: [{ key, kind: 'coin-in', cents, bonuses: 0 }],
    meters: [
      { scope: 'cabinet', name: 'coins-in-value', delta: cents },
      { scope: 'cabinet', name: 'coins-in-count', delta: 1 },
      { scope: 'cabinet', name: 'total-drop', delta: cents },
    ],
    wallet: { creditsDelta: cents },
  };
}

/** A wager and its win settled together: balanced (credits move by win − bet). */
export function playBatch(key: string, betCents: number, winCents: number): CommitBatch {
  return {
    ledger: [{ key, kind: 'play', cents: winCents - betCents, bonuses: 0 }],
    meters: [
      { scope: 'cabinet', name: 'coin-in', delta: betCents },
      { scope: 'cabinet', name: 'coin-out', delta: winCents },
      { scope: 'cabinet', name: 'games-played', delta: 1 },
    ],
    wallet: { creditsDelta: winCents - betCents },
  };
}

/** The progressive a test cabinet has, and its shares as a spin of the game would send them. */
export const TEST_POOL = 'test-game:progressive';

/**
 * A paid spin with its jackpot share: the stake and the share on their meters, the pool grown by
 * the share (the cabinet funds it: credits move by the stake only). Balanced.
 */
export function contributionBatch(key: string, stakeCents: number, micros: number, pool = TEST_POOL): CommitBatch {
  return {
    ledger: [
      { key: `${key}:stake`, kind: 'stake', cents: stakeCents, bonuses: 0 },
      { key: `${key}:share`, kind: 'jackpot-contribution', cents: 0, bonuses: 0, micros, pool },
    ],
    meters: [
      { scope: 'cabinet', name: 'coin-in', delta: stakeCents },
      { scope: 'cabinet', name: 'jackpot-contributions-micros', delta: micros },
      { scope: `jackpot:${pool}`, name: 'jackpot-contributions-micros', delta: micros },
    ],
    wallet: { creditsDelta: -stakeCents },
    pools: [{ pool, deltaMicros: micros }],
  };
}

/** A jackpot paid to credit: the pool gives `cents` and the operator tops it back up by `reseedMicros`. Balanced. */
export function jackpotWinBatch(key: string, cents: number, reseedMicros: number, pool = TEST_POOL): CommitBatch {
  const scopes = ['cabinet', `jackpot:${pool}`];
  return {
    ledger: [{ key, kind: 'jackpot-win', cents, bonuses: 0, micros: cents * 10_000, pool }],
    meters: scopes.flatMap((scope) => [
      { scope, name: 'jackpot-won' as const, delta: cents },
      { scope, name: 'jackpot-hits' as const, delta: 1 },
      { scope, name: 'jackpot-reseed-micros' as const, delta: reseedMicros },
    ]),
    wallet: { creditsDelta: cents },
    pools: [
      { pool, deltaMicros: -cents * 10_000 },
      { pool, deltaMicros: reseedMicros },
    ],
  };
}
