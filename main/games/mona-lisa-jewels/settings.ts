/**
 * Mona Lisa Jewels' service-menu settings: the coin values the player may choose and the one a
 * game starts at, and the progressive: its seed, the share of every bet it takes, and the coin
 * value it is kept (and shown in full) at. All change the money rules: only with the cabinet
 * idle and nothing on the meter. A new seed applies at the pool's next reseed (the store keeps
 * what the pool holds: it belongs to the players).
 */
import { entry, type SettingEntry } from '../../service/settings-entry';
import type { SettingsDraft, SettingsState } from '../../service/settings-state';

/** The coin values a bar cabinet offers (0.01–10.00 €); a configured value outside them is offered too. */
const COIN_CHOICES_CENTS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
/** Seeds in whole 100 € steps up to 10,000,000 € (the config's own limit). */
const SEED_STEP_CENTS = 10_000;
const SEED_MAX_CENTS = 1_000_000_000;
/** 0–5 % of every bet, in steps of 0.05 %. */
const CONTRIBUTION_MAX_BP = 500;
const CONTRIBUTION_STEP_BP = 5;

const monaLisa = (state: SettingsState) => state.config.games['mona-lisa-jewels'];
const draftMonaLisa = (draft: SettingsDraft) => draft.config.games['mona-lisa-jewels'];

function coinChoices(state: SettingsState): number[] {
  const { coinValuesCents, jackpotReferenceCoinCents } = monaLisa(state);
  return [...new Set([...COIN_CHOICES_CENTS, ...coinValuesCents, jackpotReferenceCoinCents])].sort((a, b) => a - b);
}

export const MONA_LISA_SETTINGS: readonly SettingEntry[] = [
  entry(
    {
      key: 'monaLisa.coinValues',
      label: 'Mona Lisa coin values',
      rule: 'money',
      unit: 'cents',
      many: true,
      read: (s) => monaLisa(s).coinValuesCents,
      apply: (d, v) => {
        draftMonaLisa(d).coinValuesCents = [...(v as readonly number[])];
      },
    },
    ({ state }) => ({ choices: coinChoices(state), atLeast: 1 }),
  ),
  entry(
    {
      key: 'monaLisa.defaultCoin',
      label: 'Mona Lisa default coin',
      rule: 'money',
      unit: 'cents',
      read: (s) => monaLisa(s).defaultCoinCents,
      apply: (d, v) => {
        draftMonaLisa(d).defaultCoinCents = v as number;
      },
    },
    ({ state }) => ({ choices: monaLisa(state).coinValuesCents, because: 'the enabled Mona Lisa coin values' }),
  ),
  entry(
    {
      key: 'monaLisa.jackpotSeed',
      label: 'Mona Lisa jackpot seed',
      rule: 'money',
      unit: 'cents',
      read: (s) => monaLisa(s).jackpotSeedCents,
      apply: (d, v) => {
        draftMonaLisa(d).jackpotSeedCents = v as number;
      },
    },
    () => ({ range: { min: 0, max: SEED_MAX_CENTS, step: SEED_STEP_CENTS }, because: 'at the reference coin; it applies from the next reseed' }),
  ),
  entry(
    {
      key: 'monaLisa.jackpotContribution',
      label: 'Mona Lisa jackpot share of bets (0.01 %)',
      rule: 'money',
      unit: 'count',
      read: (s) => monaLisa(s).jackpotContributionBp,
      apply: (d, v) => {
        draftMonaLisa(d).jackpotContributionBp = v as number;
      },
    },
    () => ({ range: { min: 0, max: CONTRIBUTION_MAX_BP, step: CONTRIBUTION_STEP_BP }, because: 'hundredths of a percent: 50 is 0.5 %' }),
  ),
  entry(
    {
      key: 'monaLisa.jackpotReferenceCoin',
      label: 'Mona Lisa jackpot reference coin',
      rule: 'money',
      unit: 'cents',
      read: (s) => monaLisa(s).jackpotReferenceCoinCents,
      apply: (d, v) => {
        draftMonaLisa(d).jackpotReferenceCoinCents = v as number;
      },
    },
    ({ state }) => ({ choices: coinChoices(state), because: 'the pool is kept at this coin; a smaller coin wins its share' }),
  ),
];
