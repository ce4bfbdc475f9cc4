/**
 * Period meters: the meters since the operator last started a period, next to the lifetime ones
 * that never clear. Nothing is ever subtracted from a meter: a period reset stores the lifetime
 * readings of every scope at that moment, and a period reading is lifetime minus that baseline.
 * The reset goes to the event log with the period's readings before and after (all zero), so an
 * auditor can account for every period.
 */
import { METER_NAMES, type MeterName } from '../store/meter-names';
import type { CabinetStore } from '../store/cabinet-store';

export const PERIOD_SETTING = 'meters:period-start';

interface PeriodStart {
  readonly at: number;
  /** Lifetime readings per scope at the start (scopes that did not exist then are at 0). */
  readonly readings: Readonly<Record<string, Partial<Record<MeterName, number>>>>;
}

function nonZero(meters: Record<MeterName, number>): Partial<Record<MeterName, number>> {
  const out: Partial<Record<MeterName, number>> = {};
  for (const name of METER_NAMES) if (meters[name] !== 0) out[name] = meters[name];
  return out;
}

export class PeriodMeters {
  constructor(
    private readonly store: CabinetStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** When the period started (null: since the cabinet was new). */
  get startedAt(): number | null {
    return this.start()?.at ?? null;
  }

  /** The period reading of every meter of a scope. */
  meters(scope = 'cabinet'): Record<MeterName, number> {
    const lifetime = this.store.meters(scope);
    const base = this.start()?.readings[scope] ?? {};
    const out = { ...lifetime };
    for (const name of METER_NAMES) out[name] = lifetime[name] - (base[name] ?? 0);
    return out;
  }

  /** Starts a new period; the event log keeps the closing period's readings. */
  reset(by: string): void {
    const scopes = this.store.meterScopes();
    const closing: Record<string, Partial<Record<MeterName, number>>> = {};
    const readings: Record<string, Partial<Record<MeterName, number>>> = {};
    for (const scope of scopes) {
      closing[scope] = nonZero(this.meters(scope));
      readings[scope] = nonZero(this.store.meters(scope));
    }
    const start: PeriodStart = { at: this.now(), readings };
    this.store.commit({
      settings: [{ key: PERIOD_SETTING, value: start }],
      events: [{ kind: 'period-meters-reset', detail: { by, previousStart: this.startedAt, before: closing, after: 'all period meters 0' } }],
    });
  }

  private start(): PeriodStart | null {
    const value = this.store.getSetting(PERIOD_SETTING) as PeriodStart | undefined;
    return value && typeof value.at === 'number' && typeof value.readings === 'object' ? value : null;
  }
}
