/**
 * Mystery Elves' service-menu settings: the total bets offered and the one a game starts at, the
 * gamble's limit and guesses, whether BUY FEATURE is offered, and the hours after which a round
 * left waiting for the player settles by itself. All change the money rules: only with the
 * cabinet idle and nothing on the meter.
 */
import { MYSTERY_ELVES_GAMBLE_LIMIT_MAX_CENTS, MYSTERY_ELVES_SETTLE_HOURS } from '../../../config/games/mystery-elves-settings';
import { entry, type SettingEntry } from '../../service/settings-entry';
import type { SettingsDraft, SettingsState } from '../../service/settings-state';

/** Total bets a bar cabinet offers (whole multiples of 0,10 €); a configured one outside them is offered too. */
const TOTAL_BET_CHOICES_CENTS = [10, 20, 40, 50, 60, 100, 200, 400, 500, 1000, 2000, 5000, 10000];
const BUY_OFFERED = 'offered';
const BUY_OFF = 'not offered';

const elves = (state: SettingsState) => state.config.games['mystery-elves'];
const draftElves = (draft: SettingsDraft) => draft.config.games['mystery-elves'];

export const MYSTERY_ELVES_SETTINGS: readonly SettingEntry[] = [
  entry(
    {
      key: 'mysteryElves.totalBets',
      label: 'Mystery Elves total bets',
      rule: 'money',
      unit: 'cents',
      many: true,
      read: (s) => elves(s).totalBetsCents,
      apply: (d, v) => {
        draftElves(d).totalBetsCents = [...(v as readonly number[])];
      },
    },
    ({ state }) => ({ choices: [...new Set([...TOTAL_BET_CHOICES_CENTS, ...elves(state).totalBetsCents])].sort((a, b) => a - b), atLeast: 1 }),
  ),
  entry(
    {
      key: 'mysteryElves.defaultTotalBet',
      label: 'Mystery Elves default total bet',
      rule: 'money',
      unit: 'cents',
      read: (s) => elves(s).defaultTotalBetCents,
      apply: (d, v) => {
        draftElves(d).defaultTotalBetCents = v as number;
      },
    },
    ({ state }) => ({ choices: elves(state).totalBetsCents, because: 'the total bets offered' }),
  ),
  entry(
    {
      key: 'mysteryElves.gambleLimit',
      label: 'Mystery Elves gamble limit',
      rule: 'money',
      unit: 'cents',
      read: (s) => elves(s).gambleLimitCents,
      apply: (d, v) => {
        draftElves(d).gambleLimitCents = v as number;
      },
    },
    () => ({ range: { min: 0, max: MYSTERY_ELVES_GAMBLE_LIMIT_MAX_CENTS, step: 100 }, because: 'a win up to this may be gambled; 0 turns the gamble off' }),
  ),
  entry(
    {
      key: 'mysteryElves.gambleAttempts',
      label: 'Mystery Elves gamble guesses per win',
      rule: 'money',
      unit: 'count',
      read: (s) => elves(s).gambleAttempts,
      apply: (d, v) => {
        draftElves(d).gambleAttempts = v as number;
      },
    },
    () => ({ range: { min: 1, max: 10, step: 1 } }),
  ),
  entry(
    {
      key: 'mysteryElves.buyFeature',
      label: 'Mystery Elves BUY FEATURE',
      rule: 'money',
      unit: 'text',
      read: (s) => (elves(s).buyFeature ? BUY_OFFERED : BUY_OFF),
      apply: (d, v) => {
        draftElves(d).buyFeature = v === BUY_OFFERED;
      },
    },
    () => ({ choices: [BUY_OFFERED, BUY_OFF], because: 'the Hold and Win for 70× the bet' }),
  ),
  entry(
    {
      key: 'mysteryElves.settleAfterHours',
      label: 'Mystery Elves unfinished game settles after (hours)',
      rule: 'money',
      unit: 'count',
      read: (s) => elves(s).settleAfterHours,
      apply: (d, v) => {
        draftElves(d).settleAfterHours = v as number;
      },
    },
    () => ({ range: { min: MYSTERY_ELVES_SETTLE_HOURS.min, max: MYSTERY_ELVES_SETTLE_HOURS.max, step: 1 }, because: 'a win, gamble or Hold and Win left waiting is collected, or played out, then' }),
  ),
];
