/**
 * Gnomos Mix's service-menu settings: its lower and upper bets, the default bet, and the
 * operator's return setting (kept by the cabinet's RtpSetting, which logs its own changes).
 */
import { allowedOperatorRtpBps } from '../../../config/jurisdiction-profile';
import { LOWER_BETS_CENTS } from '../../../engine/games/gnomos-mix/bets';
import { UPPER_BET_IDS } from '../../../engine/games/gnomos-mix/upper/bets';
import { entry, type SettingEntry } from '../../service/settings-entry';
import type { SettingsDraft, SettingsState } from '../../service/settings-state';

export const GNOMOS_ID = 'gnomos-mix';
export const GNOMOS_RTP_KEY = 'gnomos.rtp';

const gnomos = (state: SettingsState) => state.config.games['gnomos-mix'];
const draftGnomos = (draft: SettingsDraft) => draft.config.games['gnomos-mix'];

export const GNOMOS_SETTINGS: readonly SettingEntry[] = [
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
      key: GNOMOS_RTP_KEY,
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
];
