/**
 * Every setting the technician and operator can change in the service menu: what it is called
 * on the screen, whether it touches the money rules, what it allows (often bounded by the
 * jurisdiction profile) and where it lands in the cabinet config or the service settings.
 *
 * The list order is the screen order, and also the order stored changes are applied in:
 * jurisdiction first (the other limits are bounded by its profile), the game menu before the
 * default game, each game's bets before its default bet. Each game's own entries live in
 * main/games/<id>/settings.ts: this file names no game.
 */
import type { JurisdictionProfile } from '../../config/jurisdiction-profile';
import { GAME_IDS, type GameId } from '../ipc/contract';
import type { DisplaySettings } from '../ipc/service-contract';
import { entry, type SettingEntry } from './settings-entry';
import { GAME_SETTINGS, RETURN_SETTING } from '../games/settings';
import type { SettingUnit } from './settings-rules';
import { billChoices, coinChoices, type SettingsDraft, type SettingsState } from './settings-state';

export type { CatalogueContext, SettingEntry } from './settings-entry';

export const RTP_KEY = RETURN_SETTING.key;
export const JURISDICTION_KEY = 'jurisdiction';

const LANGUAGES: readonly DisplaySettings['language'][] = ['es', 'en'];
/** 'es' writes "1,00 €", 'en' writes "€1.00". */
const CURRENCY_FORMATS: readonly DisplaySettings['currency'][] = ['es', 'en'];
/** Limits are set in whole euros: finer steps only make the screen harder to use. */
const EURO_STEP = 100;

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
      key: 'menu.games',
      label: 'Games on the menu (in order)',
      // Enabling a game puts its money rules in play: only with nothing on the meter.
      rule: 'money',
      unit: 'text',
      many: true,
      ordered: true,
      read: (s) => s.config.menu.games,
      apply: (d, v) => {
        d.config.menu.games = [...(v as readonly GameId[])];
      },
    },
    () => ({ choices: GAME_IDS, atLeast: 1 }),
  ),
  entry(
    {
      key: 'menu.defaultGame',
      label: 'Default game',
      // Only which game a fresh cabinet shows first: no game's rules change.
      rule: 'anytime',
      unit: 'text',
      read: (s) => s.config.menu.defaultGame,
      apply: (d, v) => {
        d.config.menu.defaultGame = v as GameId;
      },
    },
    ({ state }) => ({ choices: state.config.menu.games, because: 'the games on the menu' }),
  ),
  ...GAME_SETTINGS,
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
