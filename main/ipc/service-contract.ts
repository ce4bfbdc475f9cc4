/**
 * The service menu's part of the contract: what the technician's, operator's and attendant's
 * screens send (SERVICE_* intents) and what they are shown (`CabinetView.service`). Like the rest
 * of the contract it is free of Node, DOM and Electron imports: both sides compile it.
 *
 * The menu is a view of state main holds (who is signed in, which screen, the data of that
 * screen); the renderer only draws it. Nothing the renderer says is trusted: main checks the
 * role of every intent against SERVICE_SCREEN_ROLES.
 */

import type { DeviceHealthView, GameView } from './contract';

export const SERVICE_ROLES = ['attendant', 'technician', 'operator'] as const;
export type ServiceRole = (typeof SERVICE_ROLES)[number];

export const SERVICE_SCREENS = ['attendant', 'audit', 'recall', 'events', 'export', 'diagnostics', 'settings', 'promotions', 'store', 'pin'] as const;
export type ServiceScreen = (typeof SERVICE_SCREENS)[number];

/** Who may use each screen (and every action on it). The screen says so at its top. */
export const SERVICE_SCREEN_ROLES: Readonly<Record<ServiceScreen, readonly ServiceRole[]>> = {
  attendant: ['attendant', 'technician', 'operator'],
  audit: ['operator', 'technician'],
  recall: ['operator', 'technician'],
  events: ['operator', 'technician'],
  export: ['operator'],
  diagnostics: ['technician'],
  settings: ['technician', 'operator'],
  // Free rounds are the operator's money given away: the operator's alone.
  promotions: ['operator'],
  store: ['technician'],
  pin: ['attendant', 'technician', 'operator'],
};

/** The audit actions only the operator may take (the period is the operator's books). */
export const PERIOD_RESET_ROLES: readonly ServiceRole[] = ['operator'];

export type ServiceIntent =
  /** Opens the menu (key turned or a door open): the PIN pad. */
  | { readonly type: 'SERVICE_ENTER' }
  | { readonly type: 'SERVICE_PIN'; readonly role: ServiceRole; readonly pin: string }
  /** A new PIN for the role signed in (required after a factory PIN). */
  | { readonly type: 'SERVICE_NEW_PIN'; readonly pin: string }
  | { readonly type: 'SERVICE_SCREEN'; readonly screen: ServiceScreen }
  | { readonly type: 'SERVICE_LEAVE' }
  /** Operator: closes the period; the event log keeps the readings before and after. */
  | { readonly type: 'SERVICE_PERIOD_RESET' }
  /** Recall: round 0 is the newest of the last 100; step 0 its first step. */
  | { readonly type: 'SERVICE_RECALL'; readonly round: number; readonly step: number }
  /** Event log filters; null = any. Dates are milliseconds since the epoch. */
  | { readonly type: 'SERVICE_EVENTS'; readonly kind: string | null; readonly fromMs: number | null; readonly toMs: number | null }
  | { readonly type: 'SERVICE_EXPORT'; readonly target: 'usb' | 'data' }
  /** Diagnostics: pay this many coins from the hopper as a test payout (own meters). */
  | { readonly type: 'SERVICE_TEST_HOPPER'; readonly coins: number }
  /** Diagnostics: coin acceptor and bill validator accept for the test (coins metered apart, bills returned). */
  | { readonly type: 'SERVICE_TEST_ACCEPTORS'; readonly on: boolean }
  /** Diagnostics: one lamp lit, flashing or off; `all` for every lamp. */
  | { readonly type: 'SERVICE_TEST_LAMP'; readonly lamp: string; readonly state: 'on' | 'flash' | 'off' }
  /** Diagnostics: the screen-side tests report what they found, for the log. */
  | { readonly type: 'SERVICE_TEST_RESULT'; readonly test: 'touch' | 'sound' | 'screen'; readonly passed: boolean; readonly detail: string }
  | { readonly type: 'SERVICE_SETTING'; readonly key: string; readonly value: SettingValue }
  /** Store screen: the first press asks, the second (confirm: true) clears. */
  | { readonly type: 'SERVICE_RAM_CLEAR'; readonly confirm: boolean }
  /** Promotions: grant free rounds of Bonus Spin Mode in a game, at one of its total bets. */
  | { readonly type: 'SERVICE_BONUS_SPINS'; readonly game: string; readonly spins: number; readonly totalBetCents: number }
  /** Promotions: take back the free rounds of a game not yet played. */
  | { readonly type: 'SERVICE_BONUS_SPINS_CANCEL'; readonly game: string };

export type SettingValue = number | string | boolean | readonly number[] | readonly string[];

export interface ServiceNotice {
  readonly tone: 'ok' | 'refused';
  readonly text: string;
}

export interface MeterRowView {
  /** The store's meter name, e.g. 'coin-in'. */
  readonly name: string;
  readonly lifetime: number;
  readonly period: number;
  /** Cents (shown as money), micro-euros (a jackpot pool's sub-cent shares: 10,000 to the cent) or a count. */
  readonly unit: 'cents' | 'micros' | 'count';
}

/**
 * The cash return of a scope: cash out (the coin-out and jackpot-won meters, cash won) ÷ cash in
 * (the coin-in meter, cash staked) in basis points, rounded down (7842 = 78.42 %); null when no
 * cash was staked (the screen shows "—"). Bonuses are not cash: they are in neither meter.
 */
export interface CashReturnView {
  readonly lifetime: number | null;
  readonly period: number | null;
}

/** A count read lifetime and over the period. */
export interface PeriodCountView {
  readonly lifetime: number;
  readonly period: number;
}

/** A jackpot pool in the audit: what it holds now and what went in and out of it. */
export interface JackpotPoolAuditView {
  /** The pool's id, 'mona-lisa-jewels:progressive'. */
  readonly pool: string;
  /** The game's name and the pool's, 'Mona Lisa Jewels progressive'. */
  readonly label: string;
  /** Micro-euros (10,000 to the cent): the pool now, and the seed a hit tops it back up to. */
  readonly valueMicros: number;
  readonly seedMicros: number;
  /** Shares of wagers added (micros). */
  readonly contributionsMicros: PeriodCountView;
  readonly hits: PeriodCountView;
  /** Paid to the winners' credits (cents). */
  readonly wonCents: PeriodCountView;
  /** The operator's top-ups back to the seed after hits (micros). */
  readonly reseedMicros: PeriodCountView;
  /** The operator's money that created the pool at its seed (micros, lifetime). */
  readonly seedFundingMicros: number;
  /** The last five hits, newest first: when (ms since 1970) and what was paid (cents). */
  readonly lastHits: readonly { readonly at: number; readonly cents: number }[];
}

export interface AuditView {
  readonly periodStartedAt: number | null;
  readonly identity: { readonly ok: boolean; readonly detail: string | null };
  readonly cabinet: readonly MeterRowView[];
  /** The cabinet's cash return (its coin-out ÷ coin-in meters). */
  readonly cashReturnBps: CashReturnView;
  /** Per game and per bet level: 'game:gnomos-mix', 'game:gnomos-mix:bet:20', … */
  readonly scopes: readonly { readonly scope: string; readonly label: string; readonly meters: readonly MeterRowView[]; readonly cashReturnBps: CashReturnView }[];
  /**
   * The players' bonuses (Gnomos Mix), in bonuses: won in the lower or upper game, spent as the
   * bonus part of upper bets (both the cabinet's meters, the sum of every game's), and held on
   * the player's balance now (the wallet; there is no period reading of a balance).
   */
  readonly bonuses: { readonly won: PeriodCountView; readonly spent: PeriodCountView; readonly leftNow: number };
  readonly bills: readonly { readonly cents: number; readonly count: number; readonly value: number }[];
  readonly handpays: { readonly count: number; readonly cents: number };
  readonly doors: readonly { readonly door: string; readonly opens: number }[];
  readonly powerUps: number;
  /** Every jackpot pool of the cabinet, by id; empty when no enabled game has one. */
  readonly jackpots: readonly JackpotPoolAuditView[];
  /** The jurisdiction's cycle (null when the profile has none). */
  readonly cycle: {
    readonly profile: string;
    readonly cycleGames: number;
    readonly gamesPlayed: number;
    readonly stakedCents: number;
    readonly returnedCents: number;
    readonly minReturnBps: number;
  } | null;
  readonly canResetPeriod: boolean;
}

export interface RecallRoundView {
  readonly index: number;
  readonly gameId: string;
  readonly roundId: number;
  readonly at: number;
  readonly steps: number;
  readonly creditsBeforeCents: number;
  readonly creditsAfterCents: number;
  readonly stakeCents: number;
  readonly winCents: number;
}

export interface RecallStepView {
  readonly index: number;
  readonly label: string;
  readonly at: number;
  readonly creditsBeforeCents: number;
  readonly creditsAfterCents: number;
  readonly bonusesBefore: number;
  readonly bonusesAfter: number;
  /** Money the step moved, as the journal wrote it. */
  readonly moves: unknown;
  readonly draws: unknown;
  readonly detail: unknown;
}

export interface RecallView {
  readonly rounds: readonly RecallRoundView[];
  /** The round being replayed, or null when the list is shown. */
  readonly round: number | null;
  readonly step: RecallStepView | null;
  readonly steps: number;
  /**
   * The game as it stood after the step (same shape as the live game), for the renderer to draw
   * under the RECALL banner; null for rounds older than the snapshots (replayed as text).
   */
  readonly game: GameView | null;
}

export interface EventLogView {
  readonly chain: { readonly ok: boolean; readonly count: number; readonly brokenAtId: number | null; readonly reason: string | null };
  readonly filter: { readonly kind: string | null; readonly fromMs: number | null; readonly toMs: number | null };
  readonly kinds: readonly string[];
  /** Newest first, at most 200. */
  readonly entries: readonly { readonly id: number; readonly at: number; readonly kind: string; readonly detail: string; readonly hash: string }[];
  readonly total: number;
}

export interface ExportView {
  readonly usbPath: string | null;
  readonly dataPath: string;
  readonly last: { readonly folder: string; readonly files: readonly string[]; readonly at: number } | null;
}

export interface DiagnosticsView {
  readonly acceptorsTest: boolean;
  /** Coins and bills seen during the test, newest first. */
  readonly seen: readonly { readonly at: number; readonly device: 'coin-acceptor' | 'bill-validator'; readonly cents: number; readonly note: string }[];
  readonly testPayout: { readonly requested: number; readonly paid: number; readonly running: boolean } | null;
  readonly testPayoutMeters: { readonly count: number; readonly cents: number; readonly coinInCount: number; readonly coinInCents: number };
  /** Buttons as the panel reports them now (true = held). */
  readonly buttons: Readonly<Record<string, boolean>>;
  readonly lamps: Readonly<Record<string, 'on' | 'flash' | 'off'>>;
  readonly lampNames: readonly string[];
  readonly devices: readonly DeviceHealthView[];
  readonly lastErrors: readonly { readonly at: number; readonly kind: string; readonly detail: string }[];
}

export interface SettingView {
  readonly key: string;
  readonly label: string;
  /** 'money': only with the cabinet idle and zero credits; 'anytime': display and sound. */
  readonly rule: 'money' | 'anytime';
  readonly value: SettingValue;
  /** A list of choices (single or many), or a number range. */
  readonly choices: readonly (number | string)[] | null;
  readonly many: boolean;
  readonly range: { readonly min: number; readonly max: number; readonly step: number } | null;
  readonly unit: 'cents' | 'percent' | 'count' | 'text';
  /**
   * A list whose order matters (the games on the menu, in menu order): the screen moves entries
   * up and down as well as turning them on and off, and sends the list in its order.
   */
  readonly ordered?: boolean;
}

export interface SettingsView {
  readonly items: readonly SettingView[];
  /** Money rules can change now (idle, zero credits, no payout, no fault); else why not. */
  readonly moneyRulesOpen: boolean;
  readonly moneyRulesReason: string | null;
}

export interface StoreView {
  readonly state: 'good' | 'recovered' | 'locked';
  readonly detail: string;
  /** The first RAM clear press was taken: the screen asks again. */
  readonly ramClearAsked: boolean;
}

/** A grant of free rounds as the promotions screen shows it. */
export interface BonusSpinsGrantView {
  readonly granted: number;
  readonly remaining: number;
  readonly totalBetCents: number;
  /** What the free rounds have paid so far. */
  readonly wonCents: number;
  readonly by: string;
  readonly atMs: number;
}

/** The promotions screen: Bonus Spin Mode per game that offers it, and what it has cost. */
export interface PromotionsView {
  readonly games: readonly {
    readonly id: string;
    readonly name: string;
    /** The total bets a grant may be at (the game's table). */
    readonly betsCents: readonly number[];
    /** The standing grant (remaining 0: played out), or null. */
    readonly standing: BonusSpinsGrantView | null;
    /** Why a grant is not taken now (the player is in a game), or null. */
    readonly busy: string | null;
  }[];
  readonly maxSpins: number;
  /** The cabinet's promotional meters, lifetime. */
  readonly meters: { readonly granted: number; readonly played: number; readonly betCents: number; readonly wonCents: number };
  /** The last grants and cancellations, newest first (from the event log). */
  readonly log: readonly { readonly at: number; readonly kind: 'grant' | 'cancel'; readonly game: string; readonly spins: number; readonly totalBetCents: number; readonly by: string }[];
}

export interface ServiceView {
  readonly entry: 'key' | 'door';
  /** Null: the PIN pad. */
  readonly role: ServiceRole | null;
  /** A factory PIN was used: the role must choose its own before anything else. */
  readonly mustChangePin: boolean;
  readonly lockouts: readonly { readonly role: ServiceRole; readonly untilMs: number }[];
  readonly screen: ServiceScreen;
  readonly screens: readonly { readonly id: ServiceScreen; readonly roles: readonly ServiceRole[] }[];
  readonly notice: ServiceNotice | null;
  readonly audit: AuditView | null;
  readonly recall: RecallView | null;
  readonly events: EventLogView | null;
  readonly export: ExportView | null;
  readonly diagnostics: DiagnosticsView | null;
  readonly settings: SettingsView | null;
  readonly promotions: PromotionsView | null;
  readonly store: StoreView | null;
}

/** What the screen applies at any moment: chosen in settings, shown in play and in the menu. */
export interface DisplaySettings {
  readonly language: 'es' | 'en';
  readonly currency: 'es' | 'en';
  /** 0–100. */
  readonly volume: number;
}

export const MAX_TEST_PAYOUT_COINS = 100;
const MAX_SETTING_TEXT = 40;

export class ServiceContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractError';
  }
}

function onlyKeys(raw: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(raw)) if (!allowed.includes(key)) throw new ServiceContractError(`intent ${String(raw.type)} has an unexpected field "${key}"`);
}

function wholeNumber(raw: Record<string, unknown>, field: string, min: number, max: number): number {
  const value = raw[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ServiceContractError(`intent ${String(raw.type)} needs "${field}" as a whole number ${min}..${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function optionalTime(raw: Record<string, unknown>, field: string): number | null {
  return raw[field] === null ? null : wholeNumber(raw, field, 0, 8_640_000_000_000_000);
}

function oneOf<T extends string>(raw: Record<string, unknown>, field: string, choices: readonly T[]): T {
  const value = raw[field];
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new ServiceContractError(`intent ${String(raw.type)} needs "${field}" one of ${choices.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

function bool(raw: Record<string, unknown>, field: string): boolean {
  if (typeof raw[field] !== 'boolean') throw new ServiceContractError(`intent ${String(raw.type)} needs "${field}" as true or false, got ${JSON.stringify(raw[field])}`);
  return raw[field] as boolean;
}

function shortText(raw: Record<string, unknown>, field: string, pattern: RegExp): string {
  const value = raw[field];
  if (typeof value !== 'string' || value.length > MAX_SETTING_TEXT || !pattern.test(value)) {
    throw new ServiceContractError(`intent ${String(raw.type)} needs "${field}" matching ${String(pattern)}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function settingValue(raw: Record<string, unknown>): SettingValue {
  const value = raw.value;
  const scalar = (v: unknown): v is number | string =>
    (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && v.length <= MAX_SETTING_TEXT && /^[\w.+-]*$/.test(v));
  if (typeof value === 'boolean' || scalar(value)) return value;
  if (Array.isArray(value) && value.length <= 32) {
    if (value.every((v) => typeof v === 'number' && Number.isSafeInteger(v))) return value as number[];
    if (value.every((v) => typeof v === 'string' && scalar(v))) return value as string[];
  }
  throw new ServiceContractError(`intent SERVICE_SETTING needs "value" as a whole number, a short word, true/false or a list of one kind, got ${JSON.stringify(value)?.slice(0, 80)}`);
}

/** Checks a SERVICE_* message; anything else is refused with what is wrong. */
export function parseServiceIntent(raw: Record<string, unknown>): ServiceIntent {
  const type = raw.type;
  switch (type) {
    case 'SERVICE_ENTER':
    case 'SERVICE_LEAVE':
    case 'SERVICE_PERIOD_RESET':
      onlyKeys(raw, ['type']);
      return { type };
    case 'SERVICE_PIN':
      onlyKeys(raw, ['type', 'role', 'pin']);
      return { type, role: oneOf(raw, 'role', SERVICE_ROLES), pin: shortText(raw, 'pin', /^\d{1,8}$/) };
    case 'SERVICE_NEW_PIN':
      onlyKeys(raw, ['type', 'pin']);
      return { type, pin: shortText(raw, 'pin', /^\d{1,8}$/) };
    case 'SERVICE_SCREEN':
      onlyKeys(raw, ['type', 'screen']);
      return { type, screen: oneOf(raw, 'screen', SERVICE_SCREENS) };
    case 'SERVICE_RECALL':
      onlyKeys(raw, ['type', 'round', 'step']);
      return { type, round: wholeNumber(raw, 'round', 0, 99), step: wholeNumber(raw, 'step', 0, 10_000) };
    case 'SERVICE_EVENTS': {
      onlyKeys(raw, ['type', 'kind', 'fromMs', 'toMs']);
      const kind = raw.kind === null ? null : shortText(raw, 'kind', /^[a-z0-9:-]+$/);
      return { type, kind, fromMs: optionalTime(raw, 'fromMs'), toMs: optionalTime(raw, 'toMs') };
    }
    case 'SERVICE_EXPORT':
      onlyKeys(raw, ['type', 'target']);
      return { type, target: oneOf(raw, 'target', ['usb', 'data'] as const) };
    case 'SERVICE_TEST_HOPPER':
      onlyKeys(raw, ['type', 'coins']);
      return { type, coins: wholeNumber(raw, 'coins', 1, MAX_TEST_PAYOUT_COINS) };
    case 'SERVICE_TEST_ACCEPTORS':
      onlyKeys(raw, ['type', 'on']);
      return { type, on: bool(raw, 'on') };
    case 'SERVICE_TEST_LAMP':
      onlyKeys(raw, ['type', 'lamp', 'state']);
      return { type, lamp: shortText(raw, 'lamp', /^[a-zA-Z0-9]+$/), state: oneOf(raw, 'state', ['on', 'flash', 'off'] as const) };
    case 'SERVICE_TEST_RESULT': {
      onlyKeys(raw, ['type', 'test', 'passed', 'detail']);
      const detail = raw.detail;
      if (typeof detail !== 'string' || detail.length > 200) throw new ServiceContractError('intent SERVICE_TEST_RESULT needs "detail" as text of at most 200 characters');
      return { type, test: oneOf(raw, 'test', ['touch', 'sound', 'screen'] as const), passed: bool(raw, 'passed'), detail };
    }
    case 'SERVICE_SETTING':
      onlyKeys(raw, ['type', 'key', 'value']);
      return { type, key: shortText(raw, 'key', /^[a-zA-Z0-9.-]+$/), value: settingValue(raw) };
    case 'SERVICE_RAM_CLEAR':
      onlyKeys(raw, ['type', 'confirm']);
      return { type, confirm: bool(raw, 'confirm') };
    case 'SERVICE_BONUS_SPINS':
      onlyKeys(raw, ['type', 'game', 'spins', 'totalBetCents']);
      // The range of spins and the bet are the game's to check (engine/features/bonus-spins.ts): it answers in words.
      return { type, game: shortText(raw, 'game', /^[a-z0-9-]+$/), spins: wholeNumber(raw, 'spins', 1, 1_000), totalBetCents: wholeNumber(raw, 'totalBetCents', 1, 1_000_000) };
    case 'SERVICE_BONUS_SPINS_CANCEL':
      onlyKeys(raw, ['type', 'game']);
      return { type, game: shortText(raw, 'game', /^[a-z0-9-]+$/) };
    default:
      throw new ServiceContractError(`unknown intent type ${JSON.stringify(type)}`);
  }
}
