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
