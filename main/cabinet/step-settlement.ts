/**
 * Turns a game step's money moves into the ledger rows, meter increments, wallet change and
 * jackpot pool changes the store commits with it. Meters go to three scopes at once: the
 * cabinet, the game, and the game at the bet played, so audit can read any of them; a jackpot
 * move also goes to its pool's own scope ('jackpot:<pool>'), whose meters the store checks the
 * pool's value against.
 */
import type { RoundStep } from '../../engine/core/round-step';
import { jackpotScope, type CommitBatch, type MeterName, type PoolDelta } from '../store/cabinet-store';

/** 1 cent = 10,000 micro-euros: a jackpot is paid in whole cents out of a pool kept in micros. */
const MICROS_PER_CENT = 10_000;

export interface Settlement {
  readonly ledger: NonNullable<CommitBatch['ledger']>;
  readonly meters: NonNullable<CommitBatch['meters']>;
  readonly creditsDelta: number;
  readonly bonusesDelta: number;
  /** Pool changes in the order of the moves (a share goes in before a jackpot is paid out of it). */
  readonly pools: readonly PoolDelta[];
}

export function meterScopes(gameId: string, bet: string | number): string[] {
  return ['cabinet', `game:${gameId}`, `game:${gameId}:bet:${bet}`];
}

export function settleStep(gameId: string, bet: string | number, step: RoundStep): Settlement {
  const ledger: Settlement['ledger'][number][] = [];
  const meters: Settlement['meters'][number][] = [];
  const scopes = meterScopes(gameId, bet);
  const pools: PoolDelta[] = [];
  const count = (name: MeterName, delta: number, pool?: string): void => {
    if (delta === 0) return;
    for (const scope of pool === undefined ? scopes : [...scopes, jackpotScope(pool)]) meters.push({ scope, name, delta });
  };
  let creditsDelta = 0;
  let bonusesDelta = 0;
  let won = false;
  // A free round of Bonus Spin Mode counts on the promotional meters, never as a paid game.
  const promo = step.moves.some((m) => m.kind === 'promo-stake');

  step.moves.forEach((move, index) => {
    const key = `${gameId}:${step.seq}:${index}`;
    switch (move.kind) {
      case 'stake':
        ledger.push({ key, kind: 'stake', cents: move.cents, bonuses: 0 });
        count('coin-in', move.cents);
        count('games-played', 1);
        creditsDelta -= move.cents;
        break;
      case 'win':
        ledger.push({ key, kind: 'win', cents: move.cents, bonuses: 0 });
        count('coin-out', move.cents);
        creditsDelta += move.cents;
        won = won || move.cents > 0;
        break;
      case 'bonus-win':
        ledger.push({ key, kind: 'bonus-win', cents: 0, bonuses: move.bonuses });
        count('bonuses-won', move.bonuses);
        bonusesDelta += move.bonuses;
        won = won || move.bonuses > 0;
        break;
      case 'bonus-stake':
        ledger.push({ key, kind: 'bonus-stake', cents: 0, bonuses: move.bonuses });
        count('bonuses-spent', move.bonuses);
        bonusesDelta -= move.bonuses;
        break;
      case 'jackpot-contribution':
        // The cabinet funds the share: the player's credits move by the stake alone.
        ledger.push({ key, kind: 'jackpot-contribution', cents: 0, bonuses: 0, micros: move.micros, pool: move.pool });
        count('jackpot-contributions-micros', move.micros, move.pool);
        pools.push({ pool: move.pool, deltaMicros: move.micros });
        break;
      case 'jackpot-win':
        if (move.micros !== move.cents * MICROS_PER_CENT) {
          throw new RangeError(`${gameId} step ${step.seq}: a jackpot of ${move.cents} cents must take ${move.cents * MICROS_PER_CENT} micros from ${move.pool}, not ${move.micros}`);
        }
        ledger.push({ key, kind: 'jackpot-win', cents: move.cents, bonuses: 0, micros: move.micros, pool: move.pool });
        count('jackpot-won', move.cents, move.pool);
        count('jackpot-hits', 1, move.pool);
        count('jackpot-reseed-micros', move.reseedMicros, move.pool);
        // Paid out first, then topped up: the pool never pays more than it held.
        pools.push({ pool: move.pool, deltaMicros: -move.micros });
        if (move.reseedMicros !== 0) pools.push({ pool: move.pool, deltaMicros: move.reseedMicros });
        creditsDelta += move.cents;
        won = true;
        break;
      case 'promo-stake':
        // Nobody pays the bet of a free round: no credit moves, no Coin In.
        ledger.push({ key, kind: 'promo-stake', cents: move.cents, bonuses: 0 });
        count('promo-games', 1);
        count('promo-bet-value', move.cents);
        break;
      case 'promo-win':
        ledger.push({ key, kind: 'promo-win', cents: move.cents, bonuses: 0 });
        count('promo-won-value', move.cents);
        creditsDelta += move.cents;
        break;
    }
  });

  if (step.risk) {
    count('risk-staked', step.risk.stakedCents);
    count('risk-won', step.risk.wonCents);
  }

  // A round is won or lost when it ends. A round of several steps (a ladder, a minigame) says on
  // its closing step whether it returned anything; a one-step round's own moves say it.
  if (step.roundOver && step.roundId !== null && !promo) count((step.roundWon ?? won) ? 'games-won' : 'games-lost', 1);
  return { ledger, meters, creditsDelta, bonusesDelta, pools };
}
