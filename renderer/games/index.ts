import type { GameScreenFactory } from '../shell/game-screen';
import type { TileArtist } from '../shell/game-menu-art';
import { SlotScreen } from '../slots/slot-screen';
import { GnomosScreen } from './gnomos-mix/gnomos-screen';
import { GONZO_GAME } from './gonzos-gold/gonzo-game';
import { MONA_LISA_GAME } from './mona-lisa-jewels/mona-lisa-game';
import { MYSTERY_ELVES_GAME } from './mystery-elves/elves-game';
import { MYSTIC_GEM_GAME } from './mystic-gem-40/mystic-gem-game';

/**
 * The renderer's list of games: the only file that names them. Each game id maps to its
 * screen (a Type-B game's own, or the shared video-slot stage with the game's SlotGame) and the
 * artwork of its menu tile.
 */
export const GAME_SCREENS: Readonly<Record<string, GameScreenFactory>> = {
  'gnomos-mix': (context) => new GnomosScreen(context),
  [MONA_LISA_GAME.id]: (context) => new SlotScreen(context, MONA_LISA_GAME),
  [MYSTIC_GEM_GAME.id]: (context) => new SlotScreen(context, MYSTIC_GEM_GAME),
  [GONZO_GAME.id]: (context) => new SlotScreen(context, GONZO_GAME),
  [MYSTERY_ELVES_GAME.id]: (context) => new SlotScreen(context, MYSTERY_ELVES_GAME),
};

export const GAME_TILE_ART: Readonly<Record<string, TileArtist>> = {
  [MONA_LISA_GAME.id]: MONA_LISA_GAME.tileArt,
  [MYSTIC_GEM_GAME.id]: MYSTIC_GEM_GAME.tileArt,
  [GONZO_GAME.id]: GONZO_GAME.tileArt,
  [MYSTERY_ELVES_GAME.id]: MYSTERY_ELVES_GAME.tileArt,
};
