/**
 * The operator's exports: meters (every scope), the recall list and the event log, as CSV files
 * in a folder (a USB stick's mount point or the data folder). Each file is written to a temporary
 * name and renamed, so a stick pulled mid-export never holds a half file under the real name.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jackpotScope, METER_NAMES } from '../store/meter-names';
import type { CabinetStore } from '../store/cabinet-store';
import { auditReport, cashReturn, percentText } from './audit-report';
import { csvTable } from './csv';
import type { PeriodMeters } from './period-meters';

/**
 * Every meter that ever moved, lifetime (scope, store name, value), each scope followed by the
 * figures the audit screen works out of its readings: for the cabinet and each game and bet, the
 * cash return ((coin-out + jackpot-won) ÷ coin-in, "78.42"; "—" with nothing staked) lifetime and
 * period; for the cabinet, the bonuses won and spent lifetime and period, and those left on the
 * balance now; for each jackpot pool ('jackpot:<pool>'), its value and seed now in micro-euros.
 */
export function metersCsv(store: CabinetStore, period?: PeriodMeters): string {
  const report = auditReport(store, period);
  const rows: unknown[][] = [];
  const poolScopes = new Map(Object.entries(report.pools).map(([pool, r]) => [jackpotScope(pool), r]));
  for (const scope of [...new Set([...store.meterScopes(), 'cabinet', ...poolScopes.keys()])].sort()) {
    const meters = store.meters(scope);
    for (const name of METER_NAMES) if (meters[name] !== 0) rows.push([scope, name, meters[name]]);
    const pool = poolScopes.get(scope);
    if (pool) rows.push([scope, 'pool value now (micros)', pool.valueMicros], [scope, 'pool seed (micros)', pool.seedMicros]);
    const pair = scope === 'cabinet' ? report.cabinet : report.games[scope];
    if (pair) {
      const cash = cashReturn(pair);
      rows.push([scope, 'cash return % (lifetime)', percentText(cash.lifetime)], [scope, 'cash return % (period)', percentText(cash.period)]);
    }
    if (scope === 'cabinet') {
      const b = report.bonuses;
      rows.push(
        [scope, 'bonuses won (lifetime)', b.won.lifetime],
        [scope, 'bonuses won (period)', b.won.period],
        [scope, 'bonuses spent (lifetime)', b.spent.lifetime],
        [scope, 'bonuses spent (period)', b.spent.period],
        [scope, 'bonuses left on the machine (now)', b.leftNow],
      );
    }
  }
  return csvTable(['scope', 'meter', 'value'], rows);
}

export function eventsCsv(store: CabinetStore): string {
  const rows = store
    .events()
    .reverse()
    .map((e) => [e.id, new Date(e.createdAt).toISOString(), e.kind, e.detail, e.hash]);
  return csvTable(['id', 'time', 'kind', 'detail', 'hash'], rows);
}

export function recallCsv(store: CabinetStore): string {
  const rows = store
    .journal()
    .reverse()
    .map((j) => [j.id, new Date(j.createdAt).toISOString(), j.gameId, j.roundId, j.seq, j.label, j.creditsBeforeCents, j.creditsAfterCents, j.bonusesBefore, j.bonusesAfter, j.draws]);
  return csvTable(['id', 'time', 'game', 'round', 'step', 'label', 'credits before (c)', 'credits after (c)', 'bonuses before', 'bonuses after', 'draws'], rows);
}

/** Writes meters.csv, recall.csv and events.csv into `folder` (created if needed); returns their paths. */
export function exportAudit(store: CabinetStore, folder: string): string[] {
  mkdirSync(folder, { recursive: true });
  const files: [string, string][] = [
    ['meters.csv', metersCsv(store)],
    ['recall.csv', recallCsv(store)],
    ['events.csv', eventsCsv(store)],
  ];
  return files.map(([name, text]) => {
    const path = join(folder, name);
    writeFileSync(`${path}.part`, text, { flush: true });
    renameSync(`${path}.part`, path);
    return path;
  });
}
