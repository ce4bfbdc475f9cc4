/**
 * Keeps the recall journal bounded: the steps of the newest KEEP_ROUNDS rounds per game stay,
 * older rounds go. "Newest" is by insertion order (a round's first row id), not by round id, so
 * round ids restarting after a RAM clear cannot make the store drop the wrong rounds.
 */

import type { Database, Statement } from 'better-sqlite3';

/** The regulations ask for the last 10 rounds at least; the design keeps 100. */
export const KEEP_ROUNDS = 100;

export class JournalRetention {
  private readonly roundExistsStmt: Statement<[string, number], { found: number }>;
  private readonly roundCountStmt: Statement<[string], { rounds: number }>;
  private readonly pruneStmt: Statement<{ gameId: string; keep: number }>;

  constructor(db: Database, private readonly keepRounds: number = KEEP_ROUNDS) {
    this.roundExistsStmt = db.prepare('SELECT 1 AS found FROM journal WHERE game_id = ? AND round_id = ? LIMIT 1');
    this.roundCountStmt = db.prepare(
      'SELECT COUNT(DISTINCT round_id) AS rounds FROM journal WHERE game_id = ? AND round_id IS NOT NULL',
    );
    this.pruneStmt = db.prepare(`
      WITH kept AS (
        SELECT round_id, MIN(id) AS first_id FROM journal
        WHERE game_id = @gameId AND round_id IS NOT NULL
        GROUP BY round_id ORDER BY first_id DESC LIMIT @keep
      )
      DELETE FROM journal
      WHERE game_id = @gameId AND (
        (round_id IS NOT NULL AND round_id NOT IN (SELECT round_id FROM kept))
        OR (round_id IS NULL AND id < (SELECT MIN(first_id) FROM kept))
      )`);
  }

  /** Ask BEFORE inserting the step: only a step that opens a new round can push one out. */
  opensNewRound(gameId: string, roundId: number | null): boolean {
    return roundId !== null && this.roundExistsStmt.get(gameId, roundId) === undefined;
  }

  /** Call inside the commit transaction, after inserting the step that opened a new round. */
  prune(gameId: string): void {
    const counted = this.roundCountStmt.get(gameId);
    if (counted === undefined || counted.rounds <= this.keepRounds) return;
    this.pruneStmt.run({ gameId, keep: this.keepRounds });
  }
}
