/**
 * Every game's service-menu settings, in the order the settings screen lists the games. The
 * catalogue reads this list and names no game itself; adding a game's settings is adding its
 * file here and one line below.
 */
import type { SettingEntry } from '../service/settings-entry';
import { GNOMOS_ID, GNOMOS_RTP_KEY, GNOMOS_SETTINGS } from './gnomos-mix/settings';
import { MONA_LISA_SETTINGS } from './mona-lisa-jewels/settings';
import { MYSTIC_GEM_SETTINGS } from './mystic-gem-40/settings';
import { GONZO_SETTINGS } from './gonzos-gold/settings';
import { MYSTERY_ELVES_SETTINGS } from './mystery-elves/settings';

export const GAME_SETTINGS: readonly SettingEntry[] = [...GNOMOS_SETTINGS, ...MONA_LISA_SETTINGS, ...MYSTIC_GEM_SETTINGS, ...GONZO_SETTINGS, ...MYSTERY_ELVES_SETTINGS];

/**
 * The operator's return setting of the game with the Spanish cycle control: its key in the menu,
 * and the game whose 'rtp-setting-changed' log entries keep the menu's choice across a RAM clear.
 */
export const RETURN_SETTING = { key: GNOMOS_RTP_KEY, gameId: GNOMOS_ID } as const;
