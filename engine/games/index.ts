/**
 * The only list of games. The cabinet, the service menu and the PAR tool read it; adding a game
 * is adding its folder and one line here.
 */
import type { GameModule } from './game-module';
import { GNOMOS_MODULE } from './gnomos-mix/module';
import { MONA_LISA_MODULE } from './mona-lisa-jewels/module';
import { MYSTIC_GEM_MODULE } from './mystic-gem-40/module';
import { GONZO_MODULE } from './gonzos-gold/module';
import { MYSTERY_ELVES_MODULE } from './mystery-elves/module';

export const GAME_MODULES = {
  'gnomos-mix': GNOMOS_MODULE,
  'mona-lisa-jewels': MONA_LISA_MODULE,
  'mystic-gem-40': MYSTIC_GEM_MODULE,
  'gonzos-gold': GONZO_MODULE,
  'mystery-elves': MYSTERY_ELVES_MODULE,
} as const satisfies Readonly<Record<string, GameModule<never, unknown>>>;

export type InstalledGameId = keyof typeof GAME_MODULES;
export type { GameModule, GameTable, GameStatus, PlayerBalances, TableCommand, TableAnswer, TableButtons, GambleLimits, JackpotPoolSpec } from './game-module';
