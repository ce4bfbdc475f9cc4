import type { CabinetView, Intent } from '../../../main/ipc/contract';
import { MYSTIC_GEM_AUTOSPIN_COUNTS, MYSTIC_GEM_ID, type MysticGemAction, type MysticGemView } from '../../../contract/games/mystic-gem-40';
import type { SlotGame, SlotScreenView } from '../../slots/slot-game';
import { MysticGemExtras } from './mystic-gem-extras';
import { paintMysticGemSymbol, paintMysticGemTall } from './symbol-art';
import { paintMysticGemLogo, paintMysticGemTile } from './title-art';
import { MYSTIC_GEM_EN, MYSTIC_GEM_ES, type MysticGemWords } from './words';

function isMysticGem(view: CabinetView): view is CabinetView & { readonly game: MysticGemView } {
  return view.game.game === MYSTIC_GEM_ID;
}

const words = (language: string): MysticGemWords => (language === 'es' ? MYSTIC_GEM_ES : MYSTIC_GEM_EN);

/**
 * 40 Mystic Gem on the video-slot stage: 5 × 4 reels with the expanding WILD, the four Jackpot
 * Cards levels as the stage's meters, and its own panels (BUY BONUS, double up, Jackpot Cards).
 * Its phases 'won', 'gamble' and 'jackpotCards' are all "between games" for the stage: the
 * reels stand still and the panels show on top.
 */
export const MYSTIC_GEM_GAME: SlotGame = {
  id: MYSTIC_GEM_ID,
  slotView(view): SlotScreenView | null {
    if (!isMysticGem(view)) return null;
    const g = view.game;
    return {
      phase: 'ready',
      bet: g.bet,
      reels: g.reels,
      window: g.window,
      lastSpin: g.lastSpin,
      feature: g.feature,
      held: [],
      roundWinCents: g.roundWinCents,
      autospin: g.autospin,
      jackpots: g.jackpotCards.levels.map(({ id, cents, eligible }) => ({ id, cents, eligible })),
      lastJackpot: null,
      paytable: g.paytable,
      lines: g.lines,
      idle: g.idle,
      expanded: g.lastSpin ? g.wildReels.map((reel) => ({ reel, symbol: 'WILD' })) : [],
      landed: g.landed,
      bonusSpins: g.bonusSpins,
    };
  },
  intent(action): Intent {
    return { type: 'GAME', game: MYSTIC_GEM_ID, action: action as MysticGemAction };
  },
  text: (language) => words(language).slot,
  paintSymbol: paintMysticGemSymbol,
  paintLogo: paintMysticGemLogo,
  paintExpanded: paintMysticGemTall,
  theme: {
    background: 'radial-gradient(ellipse at 50% 45%, #4a0a6a 0%, #220438 45%, #08010f 100%)',
    accent: '#ffd23c',
    glow: 'rgba(230, 110, 255, 0.8)',
    reelBackground: ['#2a0a44', '#0a0214'],
    lineColours: ['#ffd23c', '#ff4d6d', '#4dd2ff', '#6dff8a', '#ff8af0', '#ff9a3c', '#ffffff', '#3cffd8', '#b48aff', '#c8ff3c'],
  },
  autospinCounts: MYSTIC_GEM_AUTOSPIN_COUNTS,
  tileArt: paintMysticGemTile,
  extras: (context) => new MysticGemExtras(context, words(context.language)),
};
