import type { CabinetView, Intent } from '../../../main/ipc/contract';
import { MONA_LISA_AUTOSPIN_COUNTS, MONA_LISA_ID, type MonaLisaAction, type MonaLisaView } from '../../../contract/games/mona-lisa-jewels';
import type { SlotGame, SlotScreenView } from '../../slots/slot-game';
import { paintMonaLisaSymbol } from './symbol-art';
import { paintMonaLisaLogo, paintMonaLisaTile } from './title-art';
import { MONA_LISA_EN, MONA_LISA_ES } from './words';

function isMonaLisa(view: CabinetView): view is CabinetView & { readonly game: MonaLisaView } {
  return view.game.game === MONA_LISA_ID;
}

/** Mona Lisa Jewels on the video-slot stage: its view, actions, words, colours and artwork. */
export const MONA_LISA_GAME: SlotGame = {
  id: MONA_LISA_ID,
  slotView(view): SlotScreenView | null {
    if (!isMonaLisa(view)) return null;
    const g = view.game;
    return {
      phase: g.phase,
      bet: g.bet,
      reels: g.reels,
      window: g.window,
      lastSpin: g.lastSpin,
      feature: g.feature,
      held: g.held,
      roundWinCents: g.roundWinCents,
      autospin: g.autospin,
      jackpots: [g.jackpot],
      lastJackpot: g.lastJackpot,
      paytable: g.paytable,
      lines: g.lines,
      idle: g.idle,
    };
  },
  intent(action): Intent {
    return { type: 'GAME', game: MONA_LISA_ID, action: action as MonaLisaAction };
  },
  text: (language) => (language === 'es' ? MONA_LISA_ES : MONA_LISA_EN),
  paintSymbol: paintMonaLisaSymbol,
  paintLogo: paintMonaLisaLogo,
  theme: {
    background: 'radial-gradient(ellipse at 50% 45%, #5a0a2a 0%, #2a0418 45%, #0a0108 100%)',
    accent: '#7fe8ff',
    glow: 'rgba(255, 170, 60, 0.75)',
    reelBackground: ['#3a0c2e', '#12020e'],
    lineColours: ['#ffd23c', '#ff4d6d', '#4dd2ff', '#6dff8a', '#d48bff', '#ff9a3c', '#ffffff', '#3cffd8'],
  },
  autospinCounts: MONA_LISA_AUTOSPIN_COUNTS,
  tileArt: paintMonaLisaTile,
};
