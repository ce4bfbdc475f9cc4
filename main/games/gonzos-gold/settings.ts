/**
 * Gonzo's Gold's service-menu settings: the bets offered and the one a round starts at. Both
 * change the money rules: only with the cabinet idle and nothing on the meter.
 */
import { GONZO_BETS_CENTS } from '../../../engine/games/gonzos-gold/paytable';
import { entry, type SettingEntry } from '../../service/settings-entry';
import type { SettingsDraft, SettingsState } from '../../service/settings-state';

const gonzo = (state: SettingsState) => state.config.games['gonzos-gold'];
const draftGonzo = (draft: SettingsDraft) => draft.config.games['gonzos-gold'];

export const GONZO_SETTINGS: readonly SettingEntry[] = [
  entry(
    {
      key: 'gonzo.bets',
      label: "Gonzo's Gold bets",
      rule: 'money',
      unit: 'cents',
      many: true,
      read: (s) => gonzo(s).betsCents,
      apply: (d, v) => {
        draftGonzo(d).betsCents = [...(v as readonly number[])];
      },
    },
    // Only the game's own bets: at each of them every prize is whole cents.
    () => ({ choices: [...GONZO_BETS_CENTS], atLeast: 1 }),
  ),
  entry(
    {
      key: 'gonzo.defaultBet',
      label: "Gonzo's Gold default bet",
      rule: 'money',
      unit: 'cents',
      read: (s) => gonzo(s).defaultBetCents,
      apply: (d, v) => {
        draftGonzo(d).defaultBetCents = v as number;
      },
    },
    ({ state }) => ({ choices: gonzo(state).betsCents, because: 'the bets offered' }),
  ),
];
