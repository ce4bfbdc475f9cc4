/**
 * What the operator's audit screen shows, read from the store in one place: the cabinet's meters
 * lifetime and period, the same per game and per bet, bills by denomination, door openings, and
 * the accounting identity as checked now. The screen (issue 6) and the CSV export read the same
 * meters, so they cannot disagree.
 */
import type { MeterName } from '../store/meter-names';
import type { CabinetStore } from '../store/cabinet-store';
import { PeriodMeters } from './period-meters';

export interface MeterPair {
  readonly lifetime: Record<MeterName, number>;
  readonly period: Record<MeterName, number>;
}

export interface AuditReport {
  readonly cabinet: MeterPair;
  /** 'game:gnomos-mix', 'game:gnomos-mix:bet:20', … */
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
  for (const scope of scopes) {
    if (scope.startsWith('game:')) games[scope] = pair(scope);
    else if (scope.startsWith('door:')) doors[scope.slice('door:'.length)] = store.meters(scope)['door-opens'];
    else if (scope.startsWith('bill:')) {
      const meters = store.meters(scope);
      bills.push({ cents: Number(scope.slice('bill:'.length)), count: meters['bills-in-count'], value: meters['bills-in-value'] });
    }
  }
  bills.sort((a, b) => a.cents - b.cents);
  const identity = store.checkAccounting();
  return { cabinet: pair('cabinet'), games, bills, doors, periodStartedAt: period.startedAt, identity: { ok: identity.ok, detail: identity.ok ? null : identity.detail } };
}
