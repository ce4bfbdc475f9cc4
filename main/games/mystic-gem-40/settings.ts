/**
 * 40 Mystic Gem's service-menu settings: the total bets offered and the one a game starts at,
 * the double up's limit and attempts, the largest stake a bought game may cost, and each Jackpot
 * Cards level's reset value and share of every stake. All change the money rules: only with the
 * cabinet idle and nothing on the meter. A new reset value applies at the level's next reset
 * (the store keeps what a level holds: it belongs to the players).
 */
import { entry, type SettingEntry } from '../../service/settings-entry';
import type { SettingsDraft, SettingsState } from '../../service/settings-state';

/** Total bets a bar cabinet offers (whole multiples of 0,40 € within 0,40–50,00 €); a configured one outside them is offered too. */
const TOTAL_BET_CHOICES_CENTS = [40, 80, 120, 160, 200, 400, 800, 1000, 1200, 2000, 4000, 5000];
const LEVELS = ['Clubs', 'Diamonds', 'Hearts', 'Spades'] as const;

const gem = (state: SettingsState) => state.config.games['mystic-gem-40'];
const draftGem = (draft: SettingsDraft) => draft.config.games['mystic-gem-40'];

function totalBetChoices(state: SettingsState): number[] {
  return [...new Set([...TOTAL_BET_CHOICES_CENTS, ...gem(state).totalBetsCents])].sort((a, b) => a - b);
}

function levelEntries(index: number): SettingEntry[] {
  const name = LEVELS[index] as string;
  return [
    entry(
      {
        key: `mysticGem.jackpot${name}Seed`,
        label: `40 Mystic Gem Jackpot Cards ${name} reset value`,
        rule: 'money',
        unit: 'cents',
        read: (s) => gem(s).jackpotCards[index]?.seedCents ?? 0,
        apply: (d, v) => {
          const levels = draftGem(d).jackpotCards.map((l) => ({ ...l }));
          levels[index] = { ...(levels[index] ?? { contributionBp: 0 }), seedCents: v as number };
          draftGem(d).jackpotCards = levels;
        },
      },
      () => ({ range: { min: 100, max: 100_000_000, step: 100 }, because: 'whole euros; it applies from the level’s next reset' }),
    ),
    entry(
      {
        key: `mysticGem.jackpot${name}Share`,
        label: `40 Mystic Gem Jackpot Cards ${name} share of stakes (0.01 %)`,
        rule: 'money',
        unit: 'count',
        read: (s) => gem(s).jackpotCards[index]?.contributionBp ?? 0,
        apply: (d, v) => {
          const levels = draftGem(d).jackpotCards.map((l) => ({ ...l }));
          levels[index] = { ...(levels[index] ?? { seedCents: 100 }), contributionBp: v as number };
          draftGem(d).jackpotCards = levels;
        },
      },
      () => ({ range: { min: 0, max: 200, step: 1 }, because: 'hundredths of a percent, on top of the stake: 25 is 0.25 %' }),
    ),
  ];
}

export const MYSTIC_GEM_SETTINGS: readonly SettingEntry[] = [
  entry(
    {
      key: 'mysticGem.totalBets',
      label: '40 Mystic Gem total bets',
      rule: 'money',
      unit: 'cents',
      many: true,
      read: (s) => gem(s).totalBetsCents,
      apply: (d, v) => {
        draftGem(d).totalBetsCents = [...(v as readonly number[])];
      },
    },
    ({ state }) => ({ choices: totalBetChoices(state), atLeast: 1 }),
  ),
  entry(
    {
      key: 'mysticGem.defaultTotalBet',
      label: '40 Mystic Gem default total bet',
      rule: 'money',
      unit: 'cents',
      read: (s) => gem(s).defaultTotalBetCents,
      apply: (d, v) => {
        draftGem(d).defaultTotalBetCents = v as number;
      },
    },
    ({ state }) => ({ choices: gem(state).totalBetsCents, because: 'the total bets offered' }),
  ),
  entry(
    {
      key: 'mysticGem.gambleLimit',
      label: '40 Mystic Gem double-up limit',
      rule: 'money',
      unit: 'cents',
      read: (s) => gem(s).gambleLimitCents,
      apply: (d, v) => {
        draftGem(d).gambleLimitCents = v as number;
      },
    },
    () => ({ range: { min: 0, max: 1_000_000, step: 100 }, because: 'a stake may be doubled while its double stays within this; 0 turns the double up off' }),
  ),
  entry(
    {
      key: 'mysticGem.gambleAttempts',
      label: '40 Mystic Gem double-up attempts per win',
      rule: 'money',
      unit: 'count',
      read: (s) => gem(s).gambleAttempts,
      apply: (d, v) => {
        draftGem(d).gambleAttempts = v as number;
      },
    },
    () => ({ range: { min: 1, max: 5, step: 1 } }),
  ),
  entry(
    {
      key: 'mysticGem.maxBoughtStake',
      label: '40 Mystic Gem largest bought stake',
      rule: 'money',
      unit: 'cents',
      read: (s) => gem(s).maxBoughtStakeCents,
      apply: (d, v) => {
        draftGem(d).maxBoughtStakeCents = v as number;
      },
    },
    () => ({ range: { min: 0, max: 399_960, step: 40 }, because: 'a buy is offered at a bet only when its price × the bet is at most this' }),
  ),
  ...LEVELS.flatMap((_, i) => levelEntries(i)),
];
