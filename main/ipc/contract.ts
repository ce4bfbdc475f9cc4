/**
 * The one contract between the cabinet (main) and the display (renderer).
 *
 * The renderer sends intents: what a button press means, never how money moves. Main answers
 * each intent with an IntentResult and pushes a CabinetView after every committed change. This
 * file must stay free of Node, DOM and Electron imports: both sides compile it.
 */

export const GAME_IDS = ['gnomos-mix'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Symbols of the Gnomos Mix lower game, named as the rule document names them. */
export const GNOMOS_SYMBOLS = [
  'blue-diamond',
  'red-diamond',
  'green-diamond',
  'bell',
  'lemon',
  'orange',
  'grape',
  'plum',
  'bonus',
  'window',
] as const;
export type GnomosSymbol = (typeof GNOMOS_SYMBOLS)[number];

/** Reel index under an ADVANCE/HOLD button, left to right. */
export type ReelIndex = 0 | 1 | 2;

export type Intent =
  /** PLAY/ACCUMULATE on the panel or the screen. */
  | { readonly type: 'PLAY' }
  /** COLLECT: pay the balance out through the hopper. */
  | { readonly type: 'COLLECT' }
  /** BET on the panel: the next enabled bet, wrapping round. */
  | { readonly type: 'BET_NEXT' }
  /** A touch on one bet's icon. */
  | { readonly type: 'BET_SELECT'; readonly betCents: number }
  /** ADVANCE/HOLD under one reel. */
  | { readonly type: 'HOLD'; readonly reel: ReelIndex }
  /** Development panel: drop a coin of this value into the emulated coin acceptor. */
  | { readonly type: 'DEV_INSERT_COIN'; readonly valueCents: number };

export type IntentType = Intent['type'];

export type IntentErrorCode =
  /** The message is not an intent at all (wrong shape, unknown type, bad field). */
  | 'malformed'
  /** A well-formed intent the cabinet cannot act on now (no credit, wrong state, tilt). */
  | 'not-allowed'
  /** The cabinet failed while acting on it; nothing was committed. */
  | 'internal';

export type IntentResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: { readonly code: IntentErrorCode; readonly message: string } };

/** The line the marquee shows; the renderer turns it into words in the cabinet's language. */
export type Marquee =
  | { readonly key: 'insert-coins' }
  | { readonly key: 'press-play' }
  | { readonly key: 'no-credit-for-bet'; readonly betCents: number }
  | { readonly key: 'good-luck' }
  | { readonly key: 'win'; readonly cents: number }
  | { readonly key: 'bonus-win'; readonly bonuses: number }
  | { readonly key: 'no-prize' }
  | { readonly key: 'paying-out'; readonly remainingCents: number }
  | { readonly key: 'paid-out'; readonly cents: number }
  | { readonly key: 'tilt'; readonly code: string };

export interface PaytableRow {
  readonly id: string;
  /** The figures that make the prize, for drawing the row. */
  readonly symbols: readonly GnomosSymbol[];
  /** Short rule-book name, e.g. "3 Bell", "any 3 Diamonds", "2 Bonus". */
  readonly label: string;
  /** Prize for each bet (key: bet in cents): cash in cents or a number of bonuses. */
  readonly pays: Readonly<Record<string, { readonly cents: number } | { readonly bonuses: number }>>;
}

export interface GnomosSpinView {
  readonly roundId: number;
  /** Reel stop of each reel: the strip index on the centre (prize) line. */
  readonly stops: readonly [number, number, number];
  readonly creditsBeforeCents: number;
  readonly stakeCents: number;
  readonly winCents: number;
  readonly bonusesWon: number;
  /** The paytable row that paid, or null. */
  readonly prizeId: string | null;
}

export interface GnomosView {
  readonly game: 'gnomos-mix';
  /** State of the round machine, named as the rules name it. */
  readonly phase: string;
  readonly betCents: number;
  readonly bets: readonly { readonly cents: number; readonly enabled: boolean }[];
  /** The three reel strips, top to bottom in strip order (static for a game). */
  readonly reels: readonly (readonly GnomosSymbol[])[];
  /** The stops the reels stand on now. */
  readonly stops: readonly [number, number, number];
  readonly lastSpin: GnomosSpinView | null;
  readonly paytable: readonly PaytableRow[];
}

/** Which panel buttons do something now (the renderer dims the rest; the panel lamps follow). */
export interface ButtonAvailability {
  readonly play: boolean;
  readonly collect: boolean;
  readonly bet: boolean;
  readonly hold: readonly [boolean, boolean, boolean];
}

export interface CabinetView {
  /** Rises with every committed change; a renderer ignores a view older than the one shown. */
  readonly version: number;
  readonly host: 'electron' | 'web';
  readonly creditsCents: number;
  readonly bonuses: number;
  readonly marquee: Marquee;
  readonly buttons: ButtonAvailability;
  /** A hopper payout under way, or null. */
  readonly payout: { readonly remainingCents: number; readonly paidCents: number } | null;
  /** A fault that stops play until an attendant clears it, or null. */
  readonly tilt: { readonly code: string; readonly detail: string } | null;
  readonly coinAcceptor: {
    readonly accepting: boolean;
    /** Coin values the development panel may drop in; null when no emulated acceptor is fitted. */
    readonly devCoinsCents: readonly number[] | null;
  };
  readonly game: GnomosView;
}

/** What the preload (Electron) or the web bridge (browser) puts on `window.cabinet`. */
export interface CabinetApi {
  send(intent: Intent): Promise<IntentResult>;
  /** Calls back with every new view, starting with the current one. Returns an unsubscribe. */
  onView(listener: (view: CabinetView) => void): () => void;
}

/** Frames on the web host's WebSocket (the Electron host uses ipcMain/ipcRenderer instead). */
export type ClientFrame = { readonly id: number; readonly intent: unknown };
export type ServerFrame =
  | { readonly kind: 'view'; readonly view: CabinetView }
  | { readonly kind: 'result'; readonly id: number; readonly result: IntentResult };

/** Electron IPC channel names. */
export const IPC_CHANNELS = { intent: 'cabinet:intent', view: 'cabinet:view', ready: 'cabinet:ready' } as const;

export class ContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractError';
  }
}

const MAX_DEV_COIN_CENTS = 200_00;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expectOnlyKeys(raw: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(raw)) {
    if (!allowed.includes(key)) {
      throw new ContractError(`intent ${String(raw.type)} has an unexpected field "${key}"`);
    }
  }
}

function expectCents(raw: Record<string, unknown>, field: string, max: number): number {
  const value = raw[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > max) {
    throw new ContractError(
      `intent ${String(raw.type)} needs "${field}" as a whole number of cents in 1..${max}, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/**
 * Checks a message from the renderer against the contract. Anything that is not exactly an
 * intent is refused with a message that says what is wrong; nothing is coerced.
 */
export function parseIntent(raw: unknown): Intent {
  if (!isRecord(raw)) throw new ContractError(`an intent must be an object, got ${describe(raw)}`);
  const type = raw.type;
  switch (type) {
    case 'PLAY':
    case 'COLLECT':
    case 'BET_NEXT':
      expectOnlyKeys(raw, ['type']);
      return { type };
    case 'BET_SELECT':
      expectOnlyKeys(raw, ['type', 'betCents']);
      return { type, betCents: expectCents(raw, 'betCents', 1_000_000_00) };
    case 'HOLD': {
      expectOnlyKeys(raw, ['type', 'reel']);
      const reel = raw.reel;
      if (reel !== 0 && reel !== 1 && reel !== 2) {
        throw new ContractError(`intent HOLD needs "reel" 0, 1 or 2, got ${JSON.stringify(reel)}`);
      }
      return { type, reel };
    }
    case 'DEV_INSERT_COIN':
      expectOnlyKeys(raw, ['type', 'valueCents']);
      return { type, valueCents: expectCents(raw, 'valueCents', MAX_DEV_COIN_CENTS) };
    default:
      throw new ContractError(`unknown intent type ${JSON.stringify(type)}`);
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
