/**
 * The operator's cabinet configuration: coin table, hopper coin, limits, enabled bets.
 * Defaults ship in cabinet.defaults.json; an operator file in the data folder
 * (cabinet-config.json) overrides them key by key. A config that does not fit the schema stops
 * the cabinet at boot with a message naming the field: a wrong coin value must never reach a meter.
 */
import { GAME_IDS, type GameId } from '../main/ipc/contract';
import defaults from './cabinet.defaults.json';
import { parseMysticGemSettings, type MysticGemSettings } from './games/mystic-gem-40-settings';
import { parseGonzoSettings, type GonzoSettings } from './games/gonzos-gold-settings';
import { parseMysteryElvesSettings, type MysteryElvesSettings } from './games/mystery-elves-settings';

export interface CoinDefinition {
  readonly position: number;
  readonly valueCents: number;
}

export interface BillDefinition {
  readonly type: number;
  readonly valueCents: number;
}

export interface DevicesConfig {
  /** `emulated`: the drivers talk to emulators on an in-process bus; `serial`: to the ports below. */
  readonly mode: 'emulated' | 'serial';
  readonly cctalk: {
    /**
     * The ccTalk bus port, best given as /dev/serial/by-id/… so it survives re-plugging. Empty
     * (the shipped default) means not set: no guess could be right on every cabinet, so a serial
     * cabinet without it refuses to start and says which key to set (main/cabinet/production-rules.ts).
     */
    readonly port: string;
    readonly checksum: 'simple' | 'crc16';
    /** The interface echoes the host's bytes (one-wire bus). */
    readonly echo: boolean;
    readonly replyTimeoutMs: number;
    readonly addresses: { readonly coinAcceptor: number; readonly hopper: number; readonly billValidator: number };
    /** A bill validator is fitted on the bus. */
    readonly billValidator: boolean;
  };
  /** `port` empty: not set, like the ccTalk port. */
  readonly ioBoard: { readonly port: string; readonly enabled: boolean };
  /** How often an unplugged port is tried again. */
  readonly reopenMs: number;
}

/** The game menu: the enabled games in menu order, and the one a fresh cabinet shows first. */
export interface MenuConfig {
  readonly games: readonly GameId[];
  readonly defaultGame: GameId;
}

/**
 * Mona Lisa Jewels as the operator sets it: the coin values the player may choose, and the
 * progressive (seed, share of every bet, and the coin value the pool is kept at).
 */
export interface MonaLisaSettings {
  /** Sorted, no repeats, 1–1000 cents each. */
  readonly coinValuesCents: readonly number[];
  readonly defaultCoinCents: number;
  /** The pool's value after a hit (at the reference coin), in whole cents. */
  readonly jackpotSeedCents: number;
  /** Share of every placed bet added to the pool, in basis points (50 = 0.5 %). */
  readonly jackpotContributionBp: number;
  /** The coin value the pool is kept (and shown in full) at; a smaller coin wins its share. */
  readonly jackpotReferenceCoinCents: number;
}

export interface CabinetConfig {
  readonly coinAcceptor: { readonly deviceId: string; readonly coins: readonly CoinDefinition[]; readonly pollMs: number };
  readonly hopper: { readonly deviceId: string; readonly coinValueCents: number; readonly emulatedCoinsPerSecond: number };
  /** Bill types (ccTalk bill validator positions) and their values; bills above maxBillCents go back. */
  readonly billValidator: { readonly deviceId: string; readonly bills: readonly BillDefinition[]; readonly maxBillCents: number };
  readonly creditLimitCents: number;
  /** Where the devices are: emulated inside the cabinet process, or on serial ports (real, or socat PTYs). */
  readonly devices: DevicesConfig;
  readonly games: {
    readonly 'gnomos-mix': {
      readonly enabledBetsCents: readonly number[];
      readonly defaultBetCents: number;
      /** Upper-game bets the operator enables ('0.20+1' … '20+200'). */
      readonly enabledUpperBets: readonly string[];
      /**
       * The operator's return setting, 70–95 %. Read at boot; a new value is applied only when the
       * game is idle with zero credits (otherwise the cabinet keeps the stored one and says so).
       */
      readonly rtpSetting: number;
    };
    readonly 'mona-lisa-jewels': MonaLisaSettings;
    readonly 'mystic-gem-40': MysticGemSettings;
    readonly 'gonzos-gold': GonzoSettings;
    readonly 'mystery-elves': MysteryElvesSettings;
  };
  readonly menu: MenuConfig;
  /** The jurisdiction profile (config/jurisdictions/<id>.json): cycle rule, prize and game limits. */
  readonly jurisdiction: string;
  /** The pace of automatic presses (AUTO-PLAY, AUTO-RISK, AUTO-ADVANCES), in ms between them. */
  readonly autoPaceMs: number;
  readonly webHost: { readonly port: number };
}

/** Bets the Gnomos Mix lower game has (GAMES.md); the operator enables a subset. */
const GNOMOS_LOWER_BETS = [20, 100, 500, 1000, 2000];
/** Bets the upper game has (GAMES.md). */
const GNOMOS_UPPER_BETS = ['0.20+1', '1+5', '5+25', '10+50', '20+100', '20+200'];
/** Mona Lisa Jewels coin values lie in 0.01–10.00 €; contributions up to 5 % of a bet. */
const MONA_LISA_COIN_MAX_CENTS = 1000;
const MONA_LISA_CONTRIBUTION_MAX_BP = 500;
/** Large enough for any bar's progressive, small enough that the pool in micros stays an exact integer. */
const JACKPOT_SEED_MAX_CENTS = 1_000_000_000;

export class ConfigError extends Error {
  constructor(source: string, message: string) {
    super(`${source}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge of an operator override onto the defaults (arrays are replaced, not merged). */
function merge(base: Json, override: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? merge(current, value) : value;
  }
  return out;
}

/**
 * What a build changes in the shipped defaults before the operator file is applied: a production
 * build's devices are the serial ones (main/cabinet/production-rules.ts), a development build's
 * the emulators of cabinet.defaults.json.
 */
export interface BuildDefaults {
  readonly devicesMode?: DevicesConfig['mode'];
}

function shippedDefaults(build: BuildDefaults): Json {
  const base = structuredClone(defaults) as Json;
  return build.devicesMode ? merge(base, { devices: { mode: build.devicesMode } }) : base;
}

export function defaultConfig(build: BuildDefaults = {}): CabinetConfig {
  return validateConfig(shippedDefaults(build), 'cabinet.defaults.json');
}

/** Parses the text of an operator file and applies it over the defaults. */
export function configFromOperatorText(text: string, source: string, build: BuildDefaults = {}): CabinetConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(source, `is not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(parsed)) throw new ConfigError(source, 'must be a JSON object');
  return validateConfig(merge(shippedDefaults(build), parsed), source);
}

export function validateConfig(raw: unknown, source: string): CabinetConfig {
  const fail = (path: string, message: string): never => {
    throw new ConfigError(source, `${path} ${message}`);
  };
  const object = (value: unknown, path: string): Json => (isObject(value) ? value : fail(path, 'must be an object'));
  const int = (value: unknown, path: string, min: number, max: number): number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : fail(path, `must be a whole number in ${min}..${max}, got ${JSON.stringify(value)}`);
  const text = (value: unknown, path: string): string =>
    typeof value === 'string' && /^[a-z0-9-]{1,40}$/.test(value) ? value : fail(path, 'must be a short lower-case id');

  const root = withNewSections(object(raw, 'config'));
  const known = ['coinAcceptor', 'hopper', 'billValidator', 'creditLimitCents', 'games', 'jurisdiction', 'autoPaceMs', 'devices', 'webHost', 'menu'];
  for (const key of Object.keys(root)) if (!known.includes(key)) fail(key, 'is not a known setting');

  const acceptor = object(root.coinAcceptor, 'coinAcceptor');
  const coinsRaw = Array.isArray(acceptor.coins) ? acceptor.coins : fail('coinAcceptor.coins', 'must be a list');
  if (coinsRaw.length === 0) fail('coinAcceptor.coins', 'must list at least one coin');
  const coins = coinsRaw.map((entry, i) => {
    const coin = object(entry, `coinAcceptor.coins[${i}]`);
    return {
      position: int(coin.position, `coinAcceptor.coins[${i}].position`, 1, 16),
      valueCents: int(coin.valueCents, `coinAcceptor.coins[${i}].valueCents`, 1, 100_000),
    };
  });
  const positions = new Set(coins.map((c) => c.position));
  if (positions.size !== coins.length) fail('coinAcceptor.coins', 'has the same position twice');

  const hopper = object(root.hopper, 'hopper');
  const games = object(root.games, 'games');
  const gnomos = object(games['gnomos-mix'], 'games.gnomos-mix');
  const betsRaw = Array.isArray(gnomos.enabledBetsCents) ? gnomos.enabledBetsCents : fail('games.gnomos-mix.enabledBetsCents', 'must be a list');
  const enabledBets = betsRaw.map((b, i) => int(b, `games.gnomos-mix.enabledBetsCents[${i}]`, 1, 1_000_000));
  if (enabledBets.length === 0) fail('games.gnomos-mix.enabledBetsCents', 'must enable at least one bet');
  for (const bet of enabledBets) {
    if (!GNOMOS_LOWER_BETS.includes(bet)) fail('games.gnomos-mix.enabledBetsCents', `has ${bet}, which is not one of the game's bets ${GNOMOS_LOWER_BETS.join(', ')}`);
  }
  const defaultBet = int(gnomos.defaultBetCents, 'games.gnomos-mix.defaultBetCents', 1, 1_000_000);
  if (!enabledBets.includes(defaultBet)) fail('games.gnomos-mix.defaultBetCents', `(${defaultBet}) must be one of the enabled bets`);

  const upperRaw = Array.isArray(gnomos.enabledUpperBets) ? gnomos.enabledUpperBets : fail('games.gnomos-mix.enabledUpperBets', 'must be a list');
  if (upperRaw.length === 0) fail('games.gnomos-mix.enabledUpperBets', 'must enable at least one bet');
  const enabledUpper = upperRaw.map((b, i) =>
    typeof b === 'string' && GNOMOS_UPPER_BETS.includes(b) ? b : fail(`games.gnomos-mix.enabledUpperBets[${i}]`, `must be one of ${GNOMOS_UPPER_BETS.join(', ')}, got ${JSON.stringify(b)}`),
  );
  const rtpSetting = int(gnomos.rtpSetting, 'games.gnomos-mix.rtpSetting', 70, 95);
  for (const key of Object.keys(games)) if (!(GAME_IDS as readonly string[]).includes(key)) fail(`games.${key}`, `is not a game of this firmware (${GAME_IDS.join(', ')})`);
  const monaLisa = monaLisaSettings(object(games['mona-lisa-jewels'], 'games.mona-lisa-jewels'), fail, int);
  const mysticGem = parseMysticGemSettings(object(games['mystic-gem-40'], 'games.mystic-gem-40'), fail, int);
  const gonzo = parseGonzoSettings(object(games['gonzos-gold'], 'games.gonzos-gold'), fail, int);
  const elves = parseMysteryElvesSettings(object(games['mystery-elves'], 'games.mystery-elves'), fail, int);
  const menu = menuConfig(object(root.menu, 'menu'), fail);
  const jurisdiction = text(root.jurisdiction, 'jurisdiction');

  const validator = object(root.billValidator, 'billValidator');
  const billsRaw = Array.isArray(validator.bills) ? validator.bills : fail('billValidator.bills', 'must be a list');
  const bills = billsRaw.map((entry, i) => {
    const bill = object(entry, `billValidator.bills[${i}]`);
    return { type: int(bill.type, `billValidator.bills[${i}].type`, 1, 16), valueCents: int(bill.valueCents, `billValidator.bills[${i}].valueCents`, 1, 1_000_000) };
  });
  if (new Set(bills.map((b) => b.type)).size !== bills.length) fail('billValidator.bills', 'has the same type twice');

  const devices = object(root.devices, 'devices');
  const mode = devices.mode === 'emulated' || devices.mode === 'serial' ? devices.mode : fail('devices.mode', `must be "emulated" or "serial", got ${JSON.stringify(devices.mode)}`);
  const cctalk = object(devices.cctalk, 'devices.cctalk');
  // "" is "not set": whether that is fine depends on the device mode, checked at boot.
  const port = (value: unknown, path: string): string =>
    typeof value === 'string' && (value === '' || /^\/[\w./:@+-]{1,200}$/.test(value))
      ? value
      : fail(path, `must be an absolute device path like /dev/serial/by-id/… (or "" for not set), got ${JSON.stringify(value)}`);
  const bool = (value: unknown, path: string): boolean => (typeof value === 'boolean' ? value : fail(path, 'must be true or false'));
  const addresses = object(cctalk.addresses, 'devices.cctalk.addresses');
  const address = (value: unknown, path: string): number => int(value, path, 2, 255);
  const ioBoard = object(devices.ioBoard, 'devices.ioBoard');
  const checksum = cctalk.checksum === 'simple' || cctalk.checksum === 'crc16' ? cctalk.checksum : fail('devices.cctalk.checksum', 'must be "simple" or "crc16"');
  const devicesConfig: DevicesConfig = {
    mode,
    cctalk: {
      port: port(cctalk.port, 'devices.cctalk.port'),
      checksum,
      echo: bool(cctalk.echo, 'devices.cctalk.echo'),
      replyTimeoutMs: int(cctalk.replyTimeoutMs, 'devices.cctalk.replyTimeoutMs', 10, 2000),
      addresses: {
        coinAcceptor: address(addresses.coinAcceptor, 'devices.cctalk.addresses.coinAcceptor'),
        hopper: address(addresses.hopper, 'devices.cctalk.addresses.hopper'),
        billValidator: address(addresses.billValidator, 'devices.cctalk.addresses.billValidator'),
      },
      billValidator: bool(cctalk.billValidator, 'devices.cctalk.billValidator'),
    },
    ioBoard: { port: port(ioBoard.port, 'devices.ioBoard.port'), enabled: bool(ioBoard.enabled, 'devices.ioBoard.enabled') },
    reopenMs: int(devices.reopenMs, 'devices.reopenMs', 100, 60_000),
  };
  const used = Object.values(devicesConfig.cctalk.addresses);
  if (new Set(used).size !== used.length) fail('devices.cctalk.addresses', 'gives two devices the same address');

  const webHost = object(root.webHost, 'webHost');
  return {
    coinAcceptor: { deviceId: text(acceptor.deviceId, 'coinAcceptor.deviceId'), coins, pollMs: int(acceptor.pollMs, 'coinAcceptor.pollMs', 20, 200) },
    hopper: {
      deviceId: text(hopper.deviceId, 'hopper.deviceId'),
      coinValueCents: int(hopper.coinValueCents, 'hopper.coinValueCents', 1, 100_000),
      emulatedCoinsPerSecond: int(hopper.emulatedCoinsPerSecond, 'hopper.emulatedCoinsPerSecond', 1, 1000),
    },
    billValidator: {
      deviceId: text(validator.deviceId, 'billValidator.deviceId'),
      bills,
      maxBillCents: int(validator.maxBillCents, 'billValidator.maxBillCents', 1, 1_000_000),
    },
    creditLimitCents: int(root.creditLimitCents, 'creditLimitCents', 1, 100_000_000),
    devices: devicesConfig,
    games: {
      'gnomos-mix': {
        enabledBetsCents: [...new Set(enabledBets)].sort((a, b) => a - b),
        defaultBetCents: defaultBet,
        enabledUpperBets: GNOMOS_UPPER_BETS.filter((id) => enabledUpper.includes(id)),
        rtpSetting,
      },
      'mona-lisa-jewels': monaLisa,
      'mystic-gem-40': mysticGem,
      'gonzos-gold': gonzo,
      'mystery-elves': elves,
    },
    menu,
    jurisdiction,
    autoPaceMs: int(root.autoPaceMs, 'autoPaceMs', 20, 60_000),
    webHost: { port: int(webHost.port, 'webHost.port', 0, 65535) },
  };
}

type Fail = (path: string, message: string) => never;
type Int = (value: unknown, path: string, min: number, max: number) => number;

/**
 * Sections a newer firmware added (the game menu, Mona Lisa Jewels, 40 Mystic Gem, Gonzo's Gold, Mystery Elves) taken from the shipped
 * defaults when a config has none: a cabinet set up before them still starts, and nothing needs
 * saying because the operator never chose otherwise.
 */
function withNewSections(root: Json): Json {
  const shipped = defaults as unknown as Json;
  const out: Json = { ...root };
  if (out.menu === undefined) out.menu = structuredClone(shipped.menu);
  for (const id of ['mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves']) {
    if (isObject(out.games) && out.games[id] === undefined) out.games = { ...out.games, [id]: structuredClone((shipped.games as Json)[id]) };
  }
  return out;
}

function menuConfig(menu: Json, fail: Fail): MenuConfig {
  for (const key of Object.keys(menu)) if (key !== 'games' && key !== 'defaultGame') fail(`menu.${key}`, 'is not a known setting');
  const list = Array.isArray(menu.games) ? menu.games : fail('menu.games', 'must be a list of games');
  if (list.length === 0) fail('menu.games', 'must enable at least one game');
  const isGame = (value: unknown): value is GameId => typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
  const games = list.map((id, i) => (isGame(id) ? id : fail(`menu.games[${i}]`, `must be one of ${GAME_IDS.join(', ')}, got ${JSON.stringify(id)}`)));
  const twice = games.find((id, i) => games.indexOf(id) !== i);
  if (twice !== undefined) fail('menu.games', `lists ${twice} twice`);
  const defaultGame = isGame(menu.defaultGame) ? menu.defaultGame : fail('menu.defaultGame', `must be one of ${GAME_IDS.join(', ')}, got ${JSON.stringify(menu.defaultGame)}`);
  if (!games.includes(defaultGame)) fail('menu.defaultGame', `(${defaultGame}) must be one of the enabled games ${games.join(', ')}`);
  return { games, defaultGame };
}

function monaLisaSettings(game: Json, fail: Fail, int: Int): MonaLisaSettings {
  const path = 'games.mona-lisa-jewels';
  const known = ['coinValuesCents', 'defaultCoinCents', 'jackpotSeedCents', 'jackpotContributionBp', 'jackpotReferenceCoinCents'];
  for (const key of Object.keys(game)) if (!known.includes(key)) fail(`${path}.${key}`, 'is not a known setting');
  const list = Array.isArray(game.coinValuesCents) ? game.coinValuesCents : fail(`${path}.coinValuesCents`, 'must be a list');
  if (list.length === 0) fail(`${path}.coinValuesCents`, 'must enable at least one coin value');
  const coins = list.map((c, i) => int(c, `${path}.coinValuesCents[${i}]`, 1, MONA_LISA_COIN_MAX_CENTS));
  // Refused rather than tidied: the player's coin button steps through the list in this order.
  coins.forEach((c, i) => {
    if (i > 0 && c <= coins[i - 1]!) fail(`${path}.coinValuesCents`, `must be in rising order without repeats, got ${coins.join(', ')}`);
  });
  const defaultCoin = int(game.defaultCoinCents, `${path}.defaultCoinCents`, 1, MONA_LISA_COIN_MAX_CENTS);
  if (!coins.includes(defaultCoin)) fail(`${path}.defaultCoinCents`, `(${defaultCoin}) must be one of the coin values ${coins.join(', ')}`);
  return {
    coinValuesCents: coins,
    defaultCoinCents: defaultCoin,
    jackpotSeedCents: int(game.jackpotSeedCents, `${path}.jackpotSeedCents`, 0, JACKPOT_SEED_MAX_CENTS),
    jackpotContributionBp: int(game.jackpotContributionBp, `${path}.jackpotContributionBp`, 0, MONA_LISA_CONTRIBUTION_MAX_BP),
    jackpotReferenceCoinCents: int(game.jackpotReferenceCoinCents, `${path}.jackpotReferenceCoinCents`, 1, 100_000),
  };
}
