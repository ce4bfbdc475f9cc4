/**
 * What the operator's audit screen shows, read from the store in one place: the cabinet's meters
 * lifetime and period, the same per game and per bet, each jackpot pool with its own meters,
 * bills by denomination, door openings, and the accounting identity as checked now. The screen
 * (issue 6) and the CSV export read the same meters, so they cannot disagree.
 */
import { JACKPOT_SCOPE_PREFIX, type MeterName } from '../store/meter-names';
import type { CabinetStore } from '../store/cabinet-store';
import { PeriodMeters } from './period-meters';

export interface MeterPair {
  readonly lifetime: Record<MeterName, number>;
  readonly period: Record<MeterName, number>;
}

/** Cash out ÷ cash in of a scope in basis points (7842 = 78.42 %); null where no cash was staked. */
export interface CashReturn {
  readonly lifetime: number | null;
  readonly period: number | null;
}

/**
 * Cash out ÷ cash in in basis points, rounded down, with exact integer arithmetic (the cycle
 * keeper divides the same way); null when no cash was staked (0 ÷ 0 is no return at all).
 */
export function cashReturnBps(cashOutCents: number, cashInCents: number): number | null {
  if (cashInCents <= 0) return null;
  return Number((BigInt(cashOutCents) * 10_000n) / BigInt(cashInCents));
}

/**
 * A scope's cash return: its coin-out and jackpot-won meters (cash won, from the paytable and
 * from the pools) over its coin-in meter (cash staked). A progressive's return is part of what
 * the player gets back, so leaving it out would show Mona Lisa Jewels below its figure. Bonuses
 * are in neither meter (step-settlement.ts): they count only once a prize they buy is paid in
 * cash, as coin-out.
 */
export function cashReturn(pair: MeterPair): CashReturn {
  const won = (m: Record<MeterName, number>): number => m['coin-out'] + m['jackpot-won'];
  return {
    lifetime: cashReturnBps(won(pair.lifetime), pair.lifetime['coin-in']),
    period: cashReturnBps(won(pair.period), pair.period['coin-in']),
  };
}

/** 7842 → "78.42", null → "—": a percentage with two decimals, without floating point. */
export function percentText(bps: number | null): string {
  if (bps === null) return '—';
  const abs = Math.abs(bps);
  const rest = abs % 100;
  return `${bps < 0 ? '-' : ''}${(abs - rest) / 100}.${String(rest).padStart(2, '0')}`;
}

export interface BonusesReport {
  /** Won in the lower or upper game (the cabinet's bonuses-won meter: every game's summed). */
  readonly won: { readonly lifetime: number; readonly period: number };
  /** Spent as the bonus part of upper-game bets (bonuses-spent). */
  readonly spent: { readonly lifetime: number; readonly period: number };
  /** Held on the player's balance now (the wallet): the bonuses left on the machine. */
  readonly leftNow: number;
}

/** A jackpot pool: its value and seed now (micros), and its own meters ('jackpot:<pool>'). */
export interface PoolReport {
  readonly valueMicros: number;
  readonly seedMicros: number;
  readonly meters: MeterPair;
}

export interface AuditReport {
  readonly cabinet: MeterPair;
  /** By pool id; a pool cleared by a RAM clear but not yet set up again shows at 0. */
  readonly pools: Readonly<Record<string, PoolReport>>;
  readonly bonuses: BonusesReport;
  /** 'game:<id>', 'game:<id>:bet:20', … */
  readonly games: Readonly<Record<string, MeterPair>>;
  /** Bills stacked per denomination (cents → count and value, lifetime). */
  readonly bills: readonly { readonly cents: number; readonly count: number; readonly value: number }[];
  /** Door openings per door (lifetime). */
  readonly doors: Readonly<Record<string, number>>;
  readonly periodStartedAt: number | null;
  readonly identity: { readonly ok: boolean; readonly detail: string | null };
}

export function auditReport(store: CabinetStore, period = new PeriodMeters(store)): AuditReport {
  const pair = (scope: string): MeterPair => ({ lifetime: store.meters(scope), period: period.meters(scope) });
  const scopes = [...store.meterScopes()].sort();
  const games: Record<string, MeterPair> = {};
  const doors: Record<string, number> = {};
  const bills: { cents: number; count: number; value: number }[] = [];
  const states = store.poolStates();
  const pools: Record<string, PoolReport> = {};
  const addPool = (pool: string): void => {
    const state = states.get(pool);
    pools[pool] = { valueMicros: state?.micros ?? 0, seedMicros: state?.seedMicros ?? 0, meters: pair(`${JACKPOT_SCOPE_PREFIX}${pool}`) };
  };
  for (const pool of states.keys()) addPool(pool);
  for (const scope of scopes) {
    if (scope.startsWith('game:')) games[scope] = pair(scope);
    else if (scope.startsWith(JACKPOT_SCOPE_PREFIX)) {
      const pool = scope.slice(JACKPOT_SCOPE_PREFIX.length);
      if (!(pool in pools)) addPool(pool);
    }
    else if (scope.startsWith('door:')) doors[scope.slice('door:'.length)] = store.meters(scope)['door-opens'];
    else if (scope.startsWith('bill:')) {
      const meters = store.meters(scope);
      bills.push({ cents: Number(scope.slice('bill:'.length)), count: meters['bills-in-count'], value: meters['bills-in-value'] });
    }
  }
  bills.sort((a, b) => a.cents - b.cents);
  const identity = store.checkAccounting();
  const cabinet = pair('cabinet');
  const bonuses: BonusesReport = {
    won: { lifetime: cabinet.lifetime['bonuses-won'], period: cabinet.period['bonuses-won'] },
    spent: { lifetime: cabinet.lifetime['bonuses-spent'], period: cabinet.period['bonuses-spent'] },
    leftNow: store.wallet().bonuses,
  };
  return { cabinet, pools, bonuses, games, bills, doors, periodStartedAt: period.startedAt, identity: { ok: identity.ok, detail: identity.ok ? null : identity.detail } };
}
