/**
 * The audit screen's data: the audit report (the same readings the CSV export writes, so the
 * screen and the file cannot disagree) shaped for the service menu. Each row says whether it is
 * money or a count, because the renderer must not guess from a meter's name. Each scope carries
 * its cash return (coin-out ÷ coin-in, in basis points, worked out here so the renderer only
 * formats it), and the players' bonuses are summed up apart: won, spent, and left on the balance.
 * Every game is listed, played or not, and every jackpot pool with what it holds now and what
 * went in and out of it.
 */
import type { CycleProgress } from '../cabinet/cycle-rule';
import { GAME_IDS } from '../ipc/contract';
import type { AuditView, JackpotPoolAuditView, MeterRowView } from '../ipc/service-contract';
import type { CabinetStore } from '../store/cabinet-store';
import { METER_NAMES, type MeterName } from '../store/meter-names';
import { auditReport, cashReturn, type MeterPair, type PoolReport } from './audit-report';
import type { PeriodMeters } from './period-meters';

/** Meters counted in money; every other meter counts things (coins, bills, games, openings). */
const MONEY_METERS: ReadonlySet<MeterName> = new Set(['coin-in', 'coin-out', 'total-drop']);

export function meterUnit(name: MeterName): MeterRowView['unit'] {
  // Pools keep sub-cent shares: their money meters count micro-euros.
  if (name.endsWith('-micros')) return 'micros';
  return name.endsWith('-value') || name.startsWith('risk-') || name === 'jackpot-won' || MONEY_METERS.has(name) ? 'cents' : 'count';
}

/** What a game's steps move (step-settlement.ts): shown per game and bet even while still at zero. */
const GAME_METERS: readonly MeterName[] = ['coin-in', 'coin-out', 'games-played', 'games-won', 'games-lost', 'bonuses-won', 'bonuses-spent', 'risk-staked', 'risk-won'];
/** What a game with a jackpot pool moves besides (step-settlement.ts), shown for it even while still at zero. */
const JACKPOT_METERS: readonly MeterName[] = ['jackpot-contributions-micros', 'jackpot-hits', 'jackpot-won', 'jackpot-reseed-micros'];

export interface AuditViewOptions {
  /** The cycle as the cabinet's CycleKeeper reports it; null when the profile has no cycle rule. */
  readonly cycle: CycleProgress | null;
  /** The jurisdiction profile's name, shown with the cycle. */
  readonly profileName: string;
  /** Whether the signed-in role may close the period (PERIOD_RESET_ROLES). */
  readonly canResetPeriod: boolean;
  /** The period baseline to read; the store's own by default. */
  readonly period?: PeriodMeters;
  /**
   * The games to list even before they are played, in this order, with the names the screen
   * shows (the enabled games in menu order). Without it every game the contract knows is listed
   * under its id. A game not listed here whose meters moved is shown after them all the same.
   */
  readonly games?: readonly { readonly id: string; readonly name: string }[];
}

function row(name: MeterName, pair: MeterPair): MeterRowView {
  return { name, lifetime: pair.lifetime[name], period: pair.period[name], unit: meterUnit(name) };
}

/** The game meters (and the jackpot ones for a game with a pool), then any other meter that ever moved in the scope (nothing counted is hidden). */
function scopeRows(pair: MeterPair, hasPool: boolean): MeterRowView[] {
  const shown = hasPool ? [...GAME_METERS, ...JACKPOT_METERS] : GAME_METERS;
  const extra = METER_NAMES.filter((name) => !shown.includes(name) && pair.lifetime[name] !== 0);
  return [...shown, ...extra].map((name) => row(name, pair));
}

interface ScopeName {
  readonly game: string;
  /** Null for the whole game's scope. */
  readonly bet: string | null;
}

/** 'game:<id>' → <id>; 'game:<id>:bet:20' → <id> at bet 20. */
function parseScope(scope: string): ScopeName {
  const [game = scope, bet] = scope.slice('game:'.length).split(':bet:');
  return { game, bet: bet ?? null };
}

/** Games in the given order (others after, by id); a game before its bets; lower bets by amount (20 before 100), then the upper game's by name. */
function compareScopes(a: ScopeName, b: ScopeName, order: readonly string[]): number {
  if (a.game !== b.game) {
    const rank = (game: string): number => (order.includes(game) ? order.indexOf(game) : order.length);
    return rank(a.game) - rank(b.game) || (a.game < b.game ? -1 : 1);
  }
  if (a.bet === null || b.bet === null) return a.bet === b.bet ? 0 : a.bet === null ? -1 : 1;
  const numberA = /^\d+$/.test(a.bet) ? Number(a.bet) : null;
  const numberB = /^\d+$/.test(b.bet) ? Number(b.bet) : null;
  if (numberA !== null && numberB !== null) return numberA - numberB;
  if (numberA !== null || numberB !== null) return numberA !== null ? -1 : 1;
  return a.bet < b.bet ? -1 : a.bet > b.bet ? 1 : 0;
}

/** 'mona-lisa-jewels:progressive' belongs to mona-lisa-jewels. */
function poolGame(pool: string): string {
  return pool.split(':')[0] ?? pool;
}

function poolView(pool: string, report: PoolReport, gameName: (id: string) => string, lastHits: JackpotPoolAuditView['lastHits']): JackpotPoolAuditView {
  const m = report.meters;
  const both = (name: MeterName) => ({ lifetime: m.lifetime[name], period: m.period[name] });
  const level = pool.slice(poolGame(pool).length + 1);
  return {
    pool,
    label: level ? `${gameName(poolGame(pool))} ${level}` : gameName(pool),
    valueMicros: report.valueMicros,
    seedMicros: report.seedMicros,
    contributionsMicros: both('jackpot-contributions-micros'),
    hits: both('jackpot-hits'),
    wonCents: both('jackpot-won'),
    reseedMicros: both('jackpot-reseed-micros'),
    seedFundingMicros: m.lifetime['jackpot-seed-micros'],
    lastHits,
  };
}

export function auditView(store: CabinetStore, options: AuditViewOptions): AuditView {
  const report = auditReport(store, options.period);
  const cabinet = report.cabinet;
  const listed = options.games ?? GAME_IDS.map((id) => ({ id, name: id }));
  const order = listed.map((g) => g.id);
  const names = new Map(listed.map((g) => [g.id, g.name]));
  const gameName = (id: string): string => names.get(id) ?? id;
  const pools = Object.keys(report.pools).sort();
  const games: Record<string, MeterPair> = { ...report.games };
  // A game not played yet still has its line: the operator sees it is there and at zero.
  for (const id of order) games[`game:${id}`] ??= { lifetime: store.meters(`game:${id}`), period: store.meters(`game:${id}`) };
  const scopes = Object.entries(games)
    .map(([scope, pair]) => ({ scope, name: parseScope(scope), pair }))
    .sort((a, b) => compareScopes(a.name, b.name, order))
    .map(({ scope, name, pair }) => ({
      scope,
      label: name.bet === null ? gameName(name.game) : `${gameName(name.game)} bet ${name.bet}`,
      meters: scopeRows(pair, pools.some((pool) => poolGame(pool) === name.game)),
      cashReturnBps: cashReturn(pair),
    }));
  const progress = options.cycle?.cycle ?? null;
  return {
    periodStartedAt: report.periodStartedAt,
    identity: report.identity,
    cabinet: METER_NAMES.map((name) => row(name, cabinet)),
    cashReturnBps: cashReturn(cabinet),
    scopes,
    bonuses: report.bonuses,
    bills: report.bills,
    // Lifetime, like bills and doors: the attendant's handpays are reconciled against the cash count.
    handpays: { count: cabinet.lifetime['handpaid-count'], cents: cabinet.lifetime['handpaid-value'] },
    doors: Object.entries(report.doors)
      .map(([door, opens]) => ({ door, opens }))
      .sort((a, b) => (a.door < b.door ? -1 : a.door > b.door ? 1 : 0)),
    powerUps: cabinet.lifetime['power-ups'],
    jackpots: pools.map((pool) => poolView(pool, report.pools[pool]!, gameName, store.jackpotHits(pool, 5))),
    cycle:
      progress === null
        ? null
        : {
            profile: options.profileName,
            cycleGames: progress.length,
            gamesPlayed: progress.games,
            // Cash, like the cash return: cash staked and cash paid in the cycle (cycle-keeper.ts).
            stakedCents: progress.coinInCents,
            returnedCents: progress.coinOutCents,
            minReturnBps: progress.minReturnBps,
          },
    canResetPeriod: options.canResetPeriod,
  };
}
