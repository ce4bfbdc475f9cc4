/**
 * Every setting the technician and operator can change in the service menu: what it is called
 * on the screen, whether it touches the money rules, what it allows (often bounded by the
 * jurisdiction profile) and where it lands in the cabinet config or the service settings.
 *
 * The list order is the screen order, and also the order stored changes are applied in:
 * jurisdiction first (the other limits are bounded by its profile), bets before the default bet.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import { allowedOperatorRtpBps, type JurisdictionProfile } from '../../config/jurisdiction-profile';
import { LOWER_BETS_CENTS } from '../../engine/games/gnomos-mix/bets';
import { UPPER_BET_IDS } from '../../engine/games/gnomos-mix/upper/bets';
import { GAME_IDS, type GameId } from '../ipc/contract';
import type { DisplaySettings, SettingValue } from '../ipc/service-contract';
import type { Choice, SettingRange, SettingShape, SettingUnit } from './settings-rules';
import { billChoices, coinChoices, type SettingsDraft, type SettingsState } from './settings-state';

export interface CatalogueContext {
  readonly base: CabinetConfig;
  readonly profiles: ReadonlyMap<string, JurisdictionProfile>;
  /** The state the value would join: choices that depend on other settings are read from it. */
  readonly state: SettingsState;
}

export interface SettingEntry {
  readonly key: string;
  /** Short English name, used on the screen and in every message about the setting. */
  readonly label: string;
  /** 'money': only with the game idle and zero credits; 'anytime': display and sound. */
  readonly rule: 'money' | 'anytime';
  readonly unit: SettingUnit;
  readonly many: boolean;
  /**
   * 'book': kept in the service settings; 'rtp-setting': the cabinet's RtpSetting keeps it (with
   * its own log entry), so the book checks it and hands it over instead of storing a second copy.
   */
  readonly home: 'book' | 'rtp-setting';
  /** 'restart': the cabinet builds what depends on it at start (the jurisdiction's cycle rule). */
  readonly appliesAt: 'now' | 'restart';
  shape(ctx: CatalogueContext): SettingShape;
  read(state: SettingsState): SettingValue;
  apply(draft: SettingsDraft, value: SettingValue): void;
}

export const RTP_KEY = 'gnomos.rtp';
export const JURISDICTION_KEY = 'jurisdiction';

const LANGUAGES: readonly DisplaySettings['language'][] = ['es', 'en'];
/** 'es' writes "1,00 €", 'en' writes "€1.00". */
const CURRENCY_FORMATS: readonly DisplaySettings['currency'][] = ['es', 'en'];
/** Limits are set in whole euros: finer steps only make the screen harder to use. */
const EURO_STEP = 100;

interface ShapeParts {
  readonly choices?: readonly Choice[];
  readonly range?: SettingRange;
  readonly atLeast?: number;
  readonly because?: string | null;
}

type EntryBase = Omit<SettingEntry, 'shape' | 'many' | 'home' | 'appliesAt'> & Partial<Pick<SettingEntry, 'many' | 'home' | 'appliesAt'>>;

function entry(base: EntryBase, shape: (ctx: CatalogueContext) => ShapeParts): SettingEntry {
  const many = base.many ?? false;
  return {
    home: 'book',
    appliesAt: 'now',
    ...base,
    many,
    shape: (ctx) => {
      const parts = shape(ctx);
      return {
        label: base.label,
        unit: base.unit,
        many,
        choices: parts.choices ?? null,
        range: parts.range ?? null,
        atLeast: parts.atLeast ?? 0,
        because: parts.because ?? null,
      };
    },
  };
}

/** A money limit bounded by the profile in force: from `min` up to the profile's own limit. */
function profileLimit(
  key: string,
  label: string,
  unit: SettingUnit,
  min: number,
  step: number,
  top: (profile: JurisdictionProfile) => number,
  read: (state: SettingsState) => number,
  apply: (draft: SettingsDraft, value: number) => void,
): SettingEntry {
  return entry({ key, label, rule: 'money', unit, read, apply: (draft, value) => apply(draft, value as number) }, ({ state }) => {
    const max = top(state.service.profile);
    return { range: { min: Math.min(min, max), max, step }, because: `the most ${state.service.profile.id} allows` };
  });
}

const gnomos = (state: SettingsState) => state.config.games['gnomos-mix'];
const draftGnomos = (draft: SettingsDraft) => draft.config.games['gnomos-mix'];

export const SETTINGS_CATALOGUE: readonly SettingEntry[] = [
  entry(
    {
      key: JURISDICTION_KEY,
      label: 'Jurisdiction',
      rule: 'money',
      unit: 'text',
      appliesAt: 'restart',
      read: (s) => s.config.jurisdiction,
      apply: (d, v) => {
        d.config.jurisdiction = v as string;
      },
    },
    ({ profiles }) => ({ choices: [...profiles.keys()] }),
  ),
  entry(
    {
      key: 'games.enabled',
      label: 'Games on the menu',
      rule: 'money',
      unit: 'text',
      many: true,
      read: (s) => s.service.enabledGames,
      apply: (d, v) => {
        d.service.enabledGames = [...(v as readonly GameId[])];
      },
    },
    () => ({ choices: GAME_IDS, atLeast: 1 }),
  ),
  entry(
    {
      key: 'gnomos.lowerBets',
      label: 'Lower game bets',
      rule: 'money',
      unit: 'cents',
      many: true,
      read: (s) => gnomos(s).enabledBetsCents,
      apply: (d, v) => {
        draftGnomos(d).enabledBetsCents = [...(v as readonly number[])];
      },
    },
    () => ({ choices: LOWER_BETS_CENTS, atLeast: 1 }),
  ),
  entry(
    {
      key: 'gnomos.defaultBet',
      label: 'Default bet',
      rule: 'money',
      unit: 'cents',
      read: (s) => gnomos(s).defaultBetCents,
      apply: (d, v) => {
        draftGnomos(d).defaultBetCents = v as number;
      },
    },
    ({ state }) => ({ choices: gnomos(state).enabledBetsCents, because: 'the enabled lower game bets' }),
  ),
  entry(
    {
      key: 'gnomos.upperBets',
      label: 'Upper game bets',
      rule: 'money',
      unit: 'text',
      many: true,
      read: (s) => gnomos(s).enabledUpperBets,
      apply: (d, v) => {
        draftGnomos(d).enabledUpperBets = [...(v as readonly string[])];
      },
    },
    () => ({ choices: UPPER_BET_IDS, atLeast: 1 }),
  ),
  entry(
    {
      key: RTP_KEY,
      label: 'Return (RTP)',
      rule: 'money',
      unit: 'percent',
      home: 'rtp-setting',
      read: (s) => gnomos(s).rtpSetting,
      apply: (d, v) => {
        draftGnomos(d).rtpSetting = v as number;
      },
    },
    ({ state }) => {
      const allowed = allowedOperatorRtpBps(state.service.profile).map((bps) => bps / 100);
      const min = allowed[0] ?? 0;
      const max = allowed[allowed.length - 1] ?? 0;
      return { range: { min, max, step: 1 }, because: `what ${state.service.profile.id} allows` };
    },
  ),
  entry(
    {
      key: 'coins.enabled',
      label: 'Coins accepted',
      rule: 'money',
      unit: 'cents',
      many: true,
      read: (s) => s.service.coinsEnabledCents,
      apply: (d, v) => {
        d.service.coinsEnabledCents = [...(v as readonly number[])];
      },
    },
    // At least one coin: the hopper pays coins back, and a test of the acceptor needs one.
    ({ base }) => ({ choices: coinChoices(base), atLeast: 1, because: 'the coin table' }),
  ),
  entry(
    {
      key: 'bills.enabled',
      label: 'Bills accepted',
      rule: 'money',
      unit: 'cents',
      many: true,
      read: (s) => s.service.billsEnabledCents,
      apply: (d, v) => {
        d.service.billsEnabledCents = [...(v as readonly number[])];
      },
    },
    ({ base }) => ({ choices: billChoices(base), because: 'the bill table up to the largest bill taken' }),
  ),
  profileLimit('limits.credit', 'Credit limit', 'cents', EURO_STEP, EURO_STEP, (p) => p.creditLimitCents, (s) => s.config.creditLimitCents, (d, v) => {
    d.config.creditLimitCents = v;
  }),
  profileLimit('limits.handpay', 'Handpay limit', 'cents', EURO_STEP, EURO_STEP, (p) => p.handpayLimitCents, (s) => s.service.handpayLimitCents, (d, v) => {
    d.service.handpayLimitCents = v;
  }),
  profileLimit('limits.gambleWin', 'Gamble win limit', 'cents', 0, EURO_STEP, (p) => p.gamble.maxWinCents, (s) => s.service.gambleMaxWinCents, (d, v) => {
    d.service.gambleMaxWinCents = v;
  }),
  profileLimit('limits.gambleSteps', 'Gamble steps', 'count', 0, 1, (p) => p.gamble.maxSteps, (s) => s.service.gambleMaxSteps, (d, v) => {
    d.service.gambleMaxSteps = v;
  }),
  profileLimit('limits.autoplayGames', 'AUTO-PLAY games', 'count', 0, 1, (p) => (p.autoplay.allowed ? p.autoplay.maxGames : 0), (s) => s.service.autoplayMaxGames, (d, v) => {
    d.service.autoplayMaxGames = v;
  }),
  entry(
    {
      key: 'display.language',
      label: 'Language',
      rule: 'anytime',
      unit: 'text',
      read: (s) => s.service.display.language,
      apply: (d, v) => {
        d.service.display.language = v as DisplaySettings['language'];
      },
    },
    () => ({ choices: LANGUAGES }),
  ),
  entry(
    {
      key: 'display.currency',
      label: 'Money format',
      rule: 'anytime',
      unit: 'text',
      read: (s) => s.service.display.currency,
      apply: (d, v) => {
        d.service.display.currency = v as DisplaySettings['currency'];
      },
    },
    () => ({ choices: CURRENCY_FORMATS, because: 'es: 1,00 €; en: €1.00' }),
  ),
  entry(
    {
      key: 'display.volume',
      label: 'Volume',
      rule: 'anytime',
      unit: 'percent',
      read: (s) => s.service.display.volume,
      apply: (d, v) => {
        d.service.display.volume = v as number;
      },
    },
    () => ({ range: { min: 0, max: 100, step: 5 } }),
  ),
];

export function findSetting(key: string): SettingEntry | undefined {
  return SETTINGS_CATALOGUE.find((e) => e.key === key);
}
