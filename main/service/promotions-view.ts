/**
 * The promotions screen's data: Bonus Spin Mode in every game on the menu that offers it (its
 * bets, the standing grant, whether the player is in the middle of a game), the cabinet's
 * promotional meters, and the last grants and cancellations from the event log, so the operator
 * sees who gave what and when next to what it cost.
 */
import { MAX_BONUS_SPINS } from '../../engine/features/bonus-spins';
import type { BonusSpinsDesk } from '../../engine/games/game-module';
import type { PromotionsView } from '../ipc/service-contract';
import type { CabinetStore } from '../store/cabinet-store';

/** The event log kinds a grant and a cancellation are written under. */
export const BONUS_SPINS_GRANT_EVENT = 'bonus-spins-grant';
export const BONUS_SPINS_CANCEL_EVENT = 'bonus-spins-cancel';

const LOG_ROWS = 10;

export interface PromotionGame {
  readonly id: string;
  readonly name: string;
  readonly desk: BonusSpinsDesk;
  /** Why a grant would wait (the game is not between games), or null. */
  readonly busy: string | null;
}

interface LoggedGrant {
  readonly game?: string;
  readonly spins?: number;
  readonly totalBetCents?: number;
  readonly by?: string;
}

export function promotionsView(store: CabinetStore, games: readonly PromotionGame[]): PromotionsView {
  const meters = store.meters();
  const logged = [BONUS_SPINS_GRANT_EVENT, BONUS_SPINS_CANCEL_EVENT]
    .flatMap((kind) => store.events({ kind, limit: LOG_ROWS }))
    .sort((a, b) => b.id - a.id)
    .slice(0, LOG_ROWS)
    .map((entry) => {
      const detail = (entry.detail ?? {}) as LoggedGrant;
      return {
        at: entry.createdAt,
        kind: entry.kind === BONUS_SPINS_GRANT_EVENT ? ('grant' as const) : ('cancel' as const),
        game: detail.game ?? '',
        spins: detail.spins ?? 0,
        totalBetCents: detail.totalBetCents ?? 0,
        by: detail.by ?? '',
      };
    });
  return {
    games: games.map(({ id, name, desk, busy }) => {
      const standing = desk.standing();
      return {
        id,
        name,
        betsCents: desk.betsCents(),
        standing: standing
          ? { granted: standing.granted, remaining: standing.remaining, totalBetCents: standing.totalBetCents, wonCents: standing.wonCents, by: standing.by, atMs: standing.atMs }
          : null,
        busy,
      };
    }),
    maxSpins: MAX_BONUS_SPINS,
    meters: { granted: meters['promo-spins-granted'], played: meters['promo-games'], betCents: meters['promo-bet-value'], wonCents: meters['promo-won-value'] },
    log: logged,
  };
}
