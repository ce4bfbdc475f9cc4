/**
 * The one contract between the cabinet (main) and the display (renderer).
 *
 * The renderer sends intents: what a button press means, never how money moves. Main answers
 * each intent with an IntentResult and pushes a CabinetView after every committed change. This
 * file must stay free of Node, DOM and Electron imports: both sides compile it.
 */
import { parseServiceIntent, ServiceContractError, type DisplaySettings, type ServiceIntent, type ServiceView } from './service-contract';

export * from './service-contract';

import type { GnomosView, ReelIndex } from '../../contract/games/gnomos-mix';
import { ActionError } from '../../contract/action-error';
import { parseMonaLisaAction, type MonaLisaAction, type MonaLisaView } from '../../contract/games/mona-lisa-jewels';
import { parseMysticGemAction, type MysticGemAction, type MysticGemView } from '../../contract/games/mystic-gem-40';
import { parseGonzoAction, type GonzoAction, type GonzoView } from '../../contract/games/gonzos-gold';
import { parseMysteryElvesAction, type MysteryElvesAction, type MysteryElvesView } from '../../contract/games/mystery-elves';
import type { GameMenuView } from '../../contract/game-menu';

export * from '../../contract/games/gnomos-mix';
export * from '../../contract/games/mona-lisa-jewels';
export * from '../../contract/games/mystic-gem-40';
export * from '../../contract/games/gonzos-gold';
export * from '../../contract/games/mystery-elves';
export * from '../../contract/slot-view';
export * from '../../contract/game-menu';

/** Every game the contract knows (the cabinet's registry says which are installed and enabled). */
export const GAME_IDS = ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** The game in front, as its own view; `game` names which. */
export type GameView = GnomosView | MonaLisaView | MysticGemView | GonzoView | MysteryElvesView;

/** A game's own action, checked by that game's parser (sent as { type: 'GAME', game, action }). */
export type GameAction = { readonly game: 'mona-lisa-jewels'; readonly action: MonaLisaAction } | { readonly game: 'mystic-gem-40'; readonly action: MysticGemAction }
  | { readonly game: 'gonzos-gold'; readonly action: GonzoAction }
  | { readonly game: 'mystery-elves'; readonly action: MysteryElvesAction };

/** Each game's action parser: the contract's registry of game-specific actions. */
const GAME_ACTION_PARSERS: Readonly<Record<GameId, ((raw: unknown) => unknown) | null>> = {
  'gnomos-mix': null,
  'mona-lisa-jewels': parseMonaLisaAction,
  'mystic-gem-40': parseMysticGemAction,
  'gonzos-gold': parseGonzoAction,
  'mystery-elves': parseMysteryElvesAction,
};

export type Intent =
  /** PLAY/ACCUMULATE on the panel or the screen. */
  | { readonly type: 'PLAY' }
  /** Enter a game from the menu (a touch on its tile). */
  | { readonly type: 'SELECT_GAME'; readonly game: GameId }
  /** Back to the game menu (only when the game is idle). */
  | { readonly type: 'MENU' }
  /** A game's own action. */
  | ({ readonly type: 'GAME' } & GameAction)
  /** COLLECT: banks the prize in play (ladder, Double-or-Bonuses, Three Choices); otherwise pays the balance out through the hopper. */
  | { readonly type: 'COLLECT' }
  /** COLLECT held down: Double-or-Bonuses banks the whole prize at once. */
  | { readonly type: 'COLLECT_ALL' }
  /** BET on the panel: the next enabled bet of the game in play, wrapping round. */
  | { readonly type: 'BET_NEXT' }
  /** A touch on one lower-game bet's icon. */
  | { readonly type: 'BET_SELECT'; readonly betCents: number }
  /** A touch on one upper-game bet's icon ('0.20+1', '1+5', … '20+200'). */
  | { readonly type: 'UPPER_BET_SELECT'; readonly betId: string }
  /** ADVANCE/HOLD under one reel: toggles a hold, spends an advance, or picks the lid/item above it. */
  | { readonly type: 'HOLD'; readonly reel: ReelIndex }
  /** A touch on a lid, basket, coin or element of a minigame (0-based, left to right, top to bottom). */
  | { readonly type: 'PICK'; readonly index: number }
  /** GAME CHANGE: between the lower and the upper game. */
  | { readonly type: 'GAME_CHANGE' }
  /** The panel's AUTO button: what it means is the game's (AUTO-ADVANCES in Gnomos, stop autospin in a video slot). */
  | { readonly type: 'AUTO' }
  /** AUTO-PLAY: play this many games automatically (1–100); 0 stops it. */
  | { readonly type: 'AUTO_PLAY'; readonly games: number }
  /** The AUTO-RISK pilot light. */
  | { readonly type: 'AUTO_RISK'; readonly on: boolean }
  /** The AUTO button: AUTO-ADVANCES (lit = on, flashing = off). */
  | { readonly type: 'AUTO_ADVANCES'; readonly on: boolean }
  /** Development panel: drop a coin of this value into the emulated coin acceptor. */
  | { readonly type: 'DEV_INSERT_COIN'; readonly valueCents: number }
  /** Development panel: feed a bill of this value into the emulated bill validator. */
  | { readonly type: 'DEV_INSERT_BILL'; readonly valueCents: number }
  /** Development panel: turn the attendant key or open/close a door on the emulated I/O board. */
  | { readonly type: 'DEV_SWITCH'; readonly name: PanelSwitchName; readonly on: boolean }
  /** Attendant (key turned): clear the tilts an attendant may clear. */
  | { readonly type: 'ATTENDANT_CLEAR' }
  /** Attendant (key turned): coins put into the hopper; a stopped payout goes on. */
  | { readonly type: 'ATTENDANT_REFILL'; readonly coins: number }
  /** Attendant (key turned): the rest of a stopped payout is paid by hand. */
  | { readonly type: 'ATTENDANT_HANDPAY' }
  /** The service menu (main/ipc/service-contract.ts). */
  | ServiceIntent;

/** The key switch and door switches of the cabinet (I/O board inputs). */
export const PANEL_SWITCH_NAMES = ['key', 'mainDoor', 'cashDoor'] as const;
export type PanelSwitchName = (typeof PANEL_SWITCH_NAMES)[number];

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


/**
 * A fault that stops play. Door tilts clear when the door closes; the others need the attendant
 * (key turned), who is offered `actions`: `refill` and `handpay` for a payout the hopper could not
 * finish, `clear` for the rest.
 */
export interface TiltView {
  readonly code: TiltCode;
  /** What happened, in words for the attendant (device, error code, coins unpaid…). */
  readonly detail: string;
  /** Milliseconds since the epoch. */
  readonly since: number;
  readonly actions: readonly ('clear' | 'refill' | 'handpay')[];
}

export type TiltCode =
  | 'door-open'
  | 'coin-fraud'
  | 'coin-jam'
  | 'coin-credits-lost'
  | 'hopper-empty'
  | 'hopper-jam'
  | 'hopper-runaway'
  | 'hopper-fault'
  | 'bill-jam'
  | 'bill-fraud'
  | 'device-fault'
  /** A COLLECT above the handpay limit: the attendant pays it by hand. */
  | 'handpay-required'
  /** A jackpot above the handpay limit: never credited, the attendant pays it by hand. */
  | 'jackpot-handpay'
  /** The boot store check found the books damaged: nothing moves until a RAM clear. */
  | 'store-locked';

export interface DeviceHealthView {
  readonly deviceId: string;
  readonly kind: 'coin-acceptor' | 'hopper' | 'bill-validator' | 'io-board';
  /** `ok` answering; `starting` being identified; `no-reply` plugged in but silent; `unplugged` port gone. */
  readonly state: 'ok' | 'starting' | 'no-reply' | 'unplugged';
  /** The port (`/dev/serial/by-id/…`) or `memory:…` for an emulator inside the cabinet process. */
  readonly port: string;
  readonly lastError: string | null;
  /** What set-up found wrong with the device's programming, e.g. a coin id that disagrees with the coin table. */
  readonly configurationFaults: readonly string[];
}

/** Which panel buttons do something now (the renderer dims the rest; the panel lamps follow). */
export interface ButtonAvailability {
  readonly play: boolean;
  readonly collect: boolean;
  readonly bet: boolean;
  readonly hold: readonly [boolean, boolean, boolean];
  readonly gameChange: boolean;
  /** The AUTO (advances) button: lit when on, flashing when off but advances are in play. */
  readonly autoAdvances: boolean;
  /** The AUTO lamp as the game in front lights it. */
  readonly autoLamp: 'on' | 'off' | 'flash';
  /** Holding COLLECT for a second banks everything in play (Gnomos' Double-or-Bonuses). */
  readonly collectHoldAll: boolean;
  /** An autoplay runs: PLAY's lamp flashes. */
  readonly autoPlaying: boolean;
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
  /** The first fault that stops play (see `tilts`), or null. */
  readonly tilt: TiltView | null;
  /** Every fault that stops play now, oldest first. */
  readonly tilts: readonly TiltView[];
  /** The attendant key is turned: the tilt panel offers the attendant's actions. */
  readonly attendantKey: boolean;
  readonly coinAcceptor: {
    readonly accepting: boolean;
    /** Coin values the development panel may drop in; null when no emulated acceptor is fitted. */
    readonly devCoinsCents: readonly number[] | null;
  };
  readonly billValidator: {
    readonly accepting: boolean;
    /** Bill values the development panel may feed; null when no emulated validator is fitted. */
    readonly devBillsCents: readonly number[] | null;
  };
  /** Key and door switches as the I/O board reports them; `dev` when the development panel may flip them. */
  readonly switches: { readonly key: boolean; readonly mainDoor: boolean; readonly cashDoor: boolean; readonly dev: boolean };
  /** Every device's link health, for the tilt panel and the service menu. */
  readonly devices: readonly DeviceHealthView[];
  /** The game in front (or, while the menu is open, the one the menu came from). */
  readonly game: GameView;
  /** The game menu: open after start-up and whenever the player leaves a game. */
  readonly menu: GameMenuView;
  /** The service menu while it is open (key turned or a door open, then a PIN), else null. */
  readonly service: ServiceView | null;
  /** Language, currency format and volume as set in the service menu. */
  readonly display: DisplaySettings;
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

/**
 * The web host's screen link is authenticated with a secret made at each boot, which only the
 * cabinet's own screen holds. The cabinet hands it to the screen in the address's fragment,
 * `#screen=<secret>` (a fragment never reaches an HTTP request or a log), and the screen offers
 * it back when it opens the WebSocket as the subprotocol `cabinet-screen.<secret>`; the host
 * refuses any upgrade without it and echoes the subprotocol on success. `/screen-link` with the
 * secret in the `X-Cabinet-Screen` header answers 204 or 401, so a screen whose socket will not
 * open can tell a wrong secret (another boot's) from a cabinet that is not up yet.
 */
export const SCREEN_FRAGMENT_KEY = 'screen';
export const SCREEN_PROTOCOL_PREFIX = 'cabinet-screen.';
export const SCREEN_LINK_PATH = '/screen-link';
export const SCREEN_LINK_HEADER = 'X-Cabinet-Screen';
/** base64url of 32 random bytes is 43 characters; anything else is not a screen secret. */
export const SCREEN_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Electron IPC channel names. */
export const IPC_CHANNELS = { intent: 'cabinet:intent', view: 'cabinet:view', ready: 'cabinet:ready' } as const;

export class ContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractError';
  }
}

const MAX_DEV_COIN_CENTS = 200_00;
const MAX_DEV_BILL_CENTS = 500_00;
/** The most coins an attendant records for one refill (a large hopper holds about 2,000). */
export const MAX_REFILL_COINS = 5000;
/** Find the Prizes and the Treasure show nine items: the most a minigame has. */
export const MAX_PICK_INDEX = 8;
/** The rule document: AUTO-PLAY up to 100 games. */
export const MAX_AUTO_PLAY_GAMES = 100;

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
    case 'SELECT_GAME': {
      expectOnlyKeys(raw, ['type', 'game']);
      return { type, game: expectGameId(raw) };
    }
    case 'GAME': {
      expectOnlyKeys(raw, ['type', 'game', 'action']);
      const game = expectGameId(raw);
      const parse = GAME_ACTION_PARSERS[game];
      if (!parse) throw new ContractError(`${game} has no actions of its own`);
      try {
        return { type, game, action: parse(raw.action) } as Intent;
      } catch (error) {
        if (error instanceof ActionError) throw new ContractError(error.message);
        throw error;
      }
    }
    case 'PLAY':
    case 'AUTO':
    case 'MENU':
    case 'COLLECT':
    case 'COLLECT_ALL':
    case 'BET_NEXT':
    case 'GAME_CHANGE':
      expectOnlyKeys(raw, ['type']);
      return { type };
    case 'UPPER_BET_SELECT': {
      expectOnlyKeys(raw, ['type', 'betId']);
      const betId = raw.betId;
      if (typeof betId !== 'string' || !/^\d{1,3}(\.\d{2})?\+\d{1,4}$/.test(betId)) {
        throw new ContractError(`intent UPPER_BET_SELECT needs "betId" like "1+5", got ${JSON.stringify(betId)}`);
      }
      return { type, betId };
    }
    case 'PICK': {
      expectOnlyKeys(raw, ['type', 'index']);
      const index = raw.index;
      if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > MAX_PICK_INDEX) {
        throw new ContractError(`intent PICK needs "index" as a whole number 0..${MAX_PICK_INDEX}, got ${JSON.stringify(index)}`);
      }
      return { type, index };
    }
    case 'AUTO_PLAY': {
      expectOnlyKeys(raw, ['type', 'games']);
      const games = raw.games;
      if (typeof games !== 'number' || !Number.isInteger(games) || games < 0 || games > MAX_AUTO_PLAY_GAMES) {
        throw new ContractError(`intent AUTO_PLAY needs "games" as a whole number 0..${MAX_AUTO_PLAY_GAMES}, got ${JSON.stringify(games)}`);
      }
      return { type, games };
    }
    case 'AUTO_RISK':
    case 'AUTO_ADVANCES': {
      expectOnlyKeys(raw, ['type', 'on']);
      if (typeof raw.on !== 'boolean') throw new ContractError(`intent ${type} needs "on" as true or false, got ${JSON.stringify(raw.on)}`);
      return { type, on: raw.on };
    }
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
    case 'DEV_INSERT_BILL':
      expectOnlyKeys(raw, ['type', 'valueCents']);
      return { type, valueCents: expectCents(raw, 'valueCents', MAX_DEV_BILL_CENTS) };
    case 'DEV_SWITCH': {
      expectOnlyKeys(raw, ['type', 'name', 'on']);
      const name = raw.name;
      if (typeof name !== 'string' || !(PANEL_SWITCH_NAMES as readonly string[]).includes(name)) {
        throw new ContractError(`intent DEV_SWITCH needs "name" one of ${PANEL_SWITCH_NAMES.join(', ')}, got ${JSON.stringify(name)}`);
      }
      if (typeof raw.on !== 'boolean') throw new ContractError(`intent DEV_SWITCH needs "on" as true or false, got ${JSON.stringify(raw.on)}`);
      return { type, name: name as PanelSwitchName, on: raw.on };
    }
    case 'ATTENDANT_CLEAR':
    case 'ATTENDANT_HANDPAY':
      expectOnlyKeys(raw, ['type']);
      return { type };
    case 'ATTENDANT_REFILL': {
      expectOnlyKeys(raw, ['type', 'coins']);
      const coins = raw.coins;
      if (typeof coins !== 'number' || !Number.isInteger(coins) || coins < 1 || coins > MAX_REFILL_COINS) {
        throw new ContractError(`intent ATTENDANT_REFILL needs "coins" as a whole number 1..${MAX_REFILL_COINS}, got ${JSON.stringify(coins)}`);
      }
      return { type, coins };
    }
    default:
      if (typeof type === 'string' && type.startsWith('SERVICE_')) {
        try {
          return parseServiceIntent(raw);
        } catch (error) {
          if (error instanceof ServiceContractError) throw new ContractError(error.message);
          throw error;
        }
      }
      throw new ContractError(`unknown intent type ${JSON.stringify(type)}`);
  }
}

function expectGameId(raw: Record<string, unknown>): GameId {
  const game = raw.game;
  if (typeof game !== 'string' || !(GAME_IDS as readonly string[]).includes(game)) {
    throw new ContractError(`intent ${String(raw.type)} needs "game" one of ${GAME_IDS.join(', ')}, got ${JSON.stringify(game)}`);
  }
  return game as GameId;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
