/**
 * Turns a game step's money moves into the ledger rows, meter increments and wallet change the
 * store commits with it. Meters go to three scopes at once: the cabinet, the game, and the
 * game at the bet played, so audit can read any of them.
 */
import type { RoundStep } from '../../engine/core/round-step';
import type { CommitBatch, MeterName } from '../store/cabinet-store';

export interface Settlement {
  readonly ledger: NonNullable<CommitBatch['ledger']>;
  readonly meters: NonNullable<CommitBatch['meters']>;
  readonly creditsDelta: number;
  readonly bonusesDelta: number;
}

export function meterScopes(gameId: string, bet: string | number): string[] {
  return ['cabinet', `game:${gameId}`, `game:${gameId}:bet:${bet}`];
}

export function settleStep(gameId: string, bet: string | number, step: RoundStep): Settlement {
  const ledger: Settlement['ledger'][number][] = [];
  const meters: Settlement['meters'][number][] = [];
  const scopes = meterScopes(gameId, bet);
  const count = (name: MeterName, delta: number): void => {
    if (delta !== 0) for (const scope of scopes) meters.push({ scope, name, delta });
  };
  let creditsDelta = 0;
  let bonusesDelta = 0;
  let won = false;

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
    }
  });

  if (step.risk) {
    count('risk-staked', step.risk.stakedCents);
    count('risk-won', step.risk.wonCents);
  }

  // A round is won or lost when it ends. A round of several steps (a ladder, a minigame) says on
  // its closing step whether it returned anything; a one-step round's own moves say it.
  if (step.roundOver && step.roundId !== null) count((step.roundWon ?? won) ? 'games-won' : 'games-lost', 1);
  return { ledger, meters, creditsDelta, bonusesDelta };
}
