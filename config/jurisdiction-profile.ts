/**
 * Jurisdiction profiles: the money rules a market imposes on the cabinet (RTP range, Spanish
 * cycle rule, prize, credit, handpay, gamble and autoplay limits). Shipped profiles live in
 * config/jurisdictions/<id>.json. A profile that does not fit the schema is refused with a
 * message naming the field, like the cabinet config: a wrong limit must never reach a player.
 * Percentages are integer basis points (10000 = 100 %), money is integer cents.
 */
import es40000 from './jurisdictions/es-type-b-40000.json';
import es20000Blocks from './jurisdictions/es-type-b-20000-blocks.json';
import openMarket from './jurisdictions/open-market.json';
import { ConfigError } from './cabinet-config';

export interface CycleBlockRule {
  /** Games per block; divides the cycle length, so blocks never straddle two cycles. */
  readonly blockGames: number;
  readonly minReturnBps: number;
}

export interface CycleRule {
  readonly cycleGames: number;
  readonly minReturnBps: number;
  readonly block: CycleBlockRule | null;
}

export interface JurisdictionProfile {
  readonly id: string;
  readonly name: string;
  readonly minRtpBps: number;
  readonly maxRtpBps: number;
  readonly cycleRule: CycleRule | null;
  readonly maxPrizePerGameCents: number;
  readonly minGameDurationMs: number;
  readonly creditLimitCents: number;
  readonly handpayLimitCents: number;
  readonly gamble: { readonly maxStakeCents: number; readonly maxWinCents: number; readonly maxSteps: number };
  readonly autoplay: { readonly allowed: boolean; readonly maxGames: number };
}

/** The operator's RTP choices for a type-B game (GAMES.md: 70–95 %), in 1 % steps. */
export const OPERATOR_RTP_MIN_BPS = 7000;
export const OPERATOR_RTP_MAX_BPS = 9500;
export const OPERATOR_RTP_STEP_BPS = 100;

const FULL_BPS = 10_000;
/** 10 million euros: far above any real limit, low enough that sums of a few stay exact. */
const MAX_CENTS = 1_000_000_000;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a profile. `json` is the parsed file, or its text (a string is never a valid
 * profile, so parsing it first is unambiguous). `source` names the file in error messages.
 */
export function parseJurisdictionProfile(json: unknown, source: string): JurisdictionProfile {
  const fail = (path: string, message: string): never => {
    throw new ConfigError(source, `${path} ${message}`);
  };
  let raw = json;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch (error) {
      throw new ConfigError(source, `is not valid JSON (${(error as Error).message})`);
    }
  }
  /** Unknown keys are refused (a misspelt limit must not be silently ignored); `optional` keys may be absent. */
  const object = (value: unknown, path: string, keys: readonly string[], optional: readonly string[] = []): Json => {
    const at = (key: string): string => (path === 'profile' ? key : `${path}.${key}`);
    if (!isObject(value)) return fail(path, 'must be an object');
    for (const key of Object.keys(value)) if (!keys.includes(key) && !optional.includes(key)) fail(at(key), 'is not a known setting');
    for (const key of keys) if (!(key in value)) fail(at(key), 'is missing');
    return value;
  };
  const int = (value: unknown, path: string, min: number, max: number): number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : fail(path, `must be a whole number in ${min}..${max}, got ${JSON.stringify(value)}`);
  const bool = (value: unknown, path: string): boolean => (typeof value === 'boolean' ? value : fail(path, 'must be true or false'));

  const root = object(raw, 'profile', [
    'id', 'name', 'minRtpBps', 'maxRtpBps', 'cycleRule', 'maxPrizePerGameCents', 'minGameDurationMs',
    'creditLimitCents', 'handpayLimitCents', 'gamble', 'autoplay',
  ]);
  const id = typeof root.id === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(root.id) && root.id.length <= 40
    ? root.id
    : fail('id', 'must be a kebab-case id of at most 40 characters');
  const name = typeof root.name === 'string' && root.name.trim().length > 0 && root.name.length <= 80
    ? root.name
    : fail('name', 'must be a non-empty text of at most 80 characters');
  const minRtpBps = int(root.minRtpBps, 'minRtpBps', 0, FULL_BPS);
  const maxRtpBps = int(root.maxRtpBps, 'maxRtpBps', 0, FULL_BPS);
  if (minRtpBps > maxRtpBps) fail('minRtpBps', `(${minRtpBps}) must not exceed maxRtpBps (${maxRtpBps})`);

  let cycleRule: CycleRule | null = null;
  if (root.cycleRule !== null) {
    const rule = object(root.cycleRule, 'cycleRule', ['cycleGames', 'minReturnBps'], ['block']);
    const cycleGames = int(rule.cycleGames, 'cycleRule.cycleGames', 1, 10_000_000);
    const minReturnBps = int(rule.minReturnBps, 'cycleRule.minReturnBps', 0, FULL_BPS);
    // An operator setting below the cycle minimum would fail cycles by design; above the
    // profile's maximum no setting could ever meet it.
    if (minReturnBps > minRtpBps) fail('cycleRule.minReturnBps', `(${minReturnBps}) must not exceed minRtpBps (${minRtpBps})`);
    let block: CycleBlockRule | null = null;
    if (rule.block !== undefined && rule.block !== null) {
      const b = object(rule.block, 'cycleRule.block', ['blockGames', 'minReturnBps']);
      const blockGames = int(b.blockGames, 'cycleRule.block.blockGames', 1, cycleGames);
      if (cycleGames % blockGames !== 0) fail('cycleRule.block.blockGames', `(${blockGames}) must divide cycleRule.cycleGames (${cycleGames})`);
      block = { blockGames, minReturnBps: int(b.minReturnBps, 'cycleRule.block.minReturnBps', 0, FULL_BPS) };
    }
    cycleRule = { cycleGames, minReturnBps, block };
  }

  const gamble = object(root.gamble, 'gamble', ['maxStakeCents', 'maxWinCents', 'maxSteps']);
  const autoplay = object(root.autoplay, 'autoplay', ['allowed', 'maxGames']);
  const allowed = bool(autoplay.allowed, 'autoplay.allowed');
  const maxGames = int(autoplay.maxGames, 'autoplay.maxGames', 0, 10_000);
  if (allowed && maxGames === 0) fail('autoplay.maxGames', 'must be at least 1 when autoplay is allowed');
  if (!allowed && maxGames !== 0) fail('autoplay.maxGames', 'must be 0 when autoplay is not allowed');

  return {
    id,
    name,
    minRtpBps,
    maxRtpBps,
    cycleRule,
    maxPrizePerGameCents: int(root.maxPrizePerGameCents, 'maxPrizePerGameCents', 1, MAX_CENTS),
    minGameDurationMs: int(root.minGameDurationMs, 'minGameDurationMs', 0, 60_000),
    creditLimitCents: int(root.creditLimitCents, 'creditLimitCents', 1, MAX_CENTS),
    handpayLimitCents: int(root.handpayLimitCents, 'handpayLimitCents', 1, MAX_CENTS),
    gamble: {
      maxStakeCents: int(gamble.maxStakeCents, 'gamble.maxStakeCents', 0, MAX_CENTS),
      maxWinCents: int(gamble.maxWinCents, 'gamble.maxWinCents', 0, MAX_CENTS),
      maxSteps: int(gamble.maxSteps, 'gamble.maxSteps', 0, 100),
    },
    autoplay: { allowed, maxGames },
  };
}

const SHIPPED: ReadonlyArray<readonly [string, unknown]> = [
  ['es-type-b-40000.json', es40000],
  ['es-type-b-20000-blocks.json', es20000Blocks],
  ['open-market.json', openMarket],
];

/** The shipped profiles by id; each file must be named after its id, so a copy-edit cannot ship two "es" profiles. */
export function loadJurisdictionProfiles(): ReadonlyMap<string, JurisdictionProfile> {
  const out = new Map<string, JurisdictionProfile>();
  for (const [file, json] of SHIPPED) {
    const profile = parseJurisdictionProfile(structuredClone(json), file);
    if (`${profile.id}.json` !== file) throw new ConfigError(file, `id (${profile.id}) must match the file name`);
    out.set(profile.id, profile);
  }
  return out;
}

/** The RTP settings the operator may choose under this profile: 70–95 % in 1 % steps, within the profile's range. */
export function allowedOperatorRtpBps(profile: JurisdictionProfile): number[] {
  const out: number[] = [];
  for (let bps = OPERATOR_RTP_MIN_BPS; bps <= OPERATOR_RTP_MAX_BPS; bps += OPERATOR_RTP_STEP_BPS) {
    if (bps >= profile.minRtpBps && bps <= profile.maxRtpBps) out.push(bps);
  }
  return out;
}
