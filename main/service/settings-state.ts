/**
 * What the service-menu settings add up to: the cabinet config with the changes applied, and the
 * limits and choices the config file does not hold (handpay, gamble and autoplay limits, enabled
 * games, coins and bills, display). With no change made, every limit is the jurisdiction's own,
 * so a cabinet never runs looser than its profile allows.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import type { JurisdictionProfile } from '../../config/jurisdiction-profile';
import type { DisplaySettings } from '../ipc/service-contract';

export interface ServiceSettings {
  /** The profile of the jurisdiction in force (config.jurisdiction). */
  readonly profile: JurisdictionProfile;
  /** A COLLECT above this is paid by the attendant, not the hopper. */
  readonly handpayLimitCents: number;
  readonly gambleMaxWinCents: number;
  readonly gambleMaxSteps: number;
  /** The most games one AUTO-PLAY may run; 0 = no AUTO-PLAY. */
  readonly autoplayMaxGames: number;
  /** Coin values of the coin table that are accepted; the others are inhibited. */
  readonly coinsEnabledCents: readonly number[];
  /** Bill values of the bill table that are accepted; the others are returned. */
  readonly billsEnabledCents: readonly number[];
  readonly display: DisplaySettings;
}

export interface SettingsState {
  readonly config: CabinetConfig;
  readonly service: ServiceSettings;
}

type Writable<T> = T extends readonly (infer U)[] ? Writable<U>[] : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;

/** A state being built from the stored changes; catalogue entries write into it. */
export type SettingsDraft = Writable<SettingsState>;

/**
 * What the screen shows before anyone chose: English (the screen's own default language until an
 * operator picks Spanish), euros written the Spanish way ("1,00 €"), where the cabinets stand.
 */
export const DEFAULT_DISPLAY: DisplaySettings = { language: 'en', currency: 'es', volume: 80 };

function distinctSorted(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** Coin values the coin table knows (several positions may share a value). */
export function coinChoices(config: CabinetConfig): number[] {
  return distinctSorted(config.coinAcceptor.coins.map((coin) => coin.valueCents));
}

/** Bill values the validator may take: bills above maxBillCents always go back. */
export function billChoices(config: CabinetConfig): number[] {
  return distinctSorted(config.billValidator.bills.map((bill) => bill.valueCents).filter((cents) => cents <= config.billValidator.maxBillCents));
}

/**
 * The state with no service-menu change: the config as given (credit limit held to the profile's)
 * and every other limit at the profile's. `notes` collects what was held back, for the log.
 */
export function baseState(config: CabinetConfig, profile: JurisdictionProfile, notes: string[]): SettingsDraft {
  const draft = structuredClone(config) as SettingsDraft['config'];
  draft.jurisdiction = profile.id;
  if (draft.creditLimitCents > profile.creditLimitCents) {
    notes.push(`the configured credit limit (${config.creditLimitCents} cents) is above ${profile.id}'s ${profile.creditLimitCents}; the profile's applies`);
    draft.creditLimitCents = profile.creditLimitCents;
  }
  return {
    config: draft,
    service: {
      profile: structuredClone(profile) as SettingsDraft['service']['profile'],
      handpayLimitCents: profile.handpayLimitCents,
      gambleMaxWinCents: profile.gamble.maxWinCents,
      gambleMaxSteps: profile.gamble.maxSteps,
      autoplayMaxGames: profile.autoplay.allowed ? profile.autoplay.maxGames : 0,
      coinsEnabledCents: coinChoices(config),
      billsEnabledCents: billChoices(config),
      display: { ...DEFAULT_DISPLAY },
    },
  };
}
