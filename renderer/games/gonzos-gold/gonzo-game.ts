import type { CabinetView, Intent } from '../../../main/ipc/contract';
import { GONZO_AUTOPLAY_COUNTS, GONZO_ID, type GonzoAction, type GonzoPhase, type GonzoView } from '../../../contract/games/gonzos-gold';
import type { SlotPaytableRowView } from '../../../contract/slot-view';
import type { SlotGame, SlotScreenView } from '../../slots/slot-game';
import { GonzoExtras } from './gonzo-extras';
import { paintGonzoSymbol } from './symbol-art';
import { paintGonzoLogo, paintGonzoTile } from './title-art';
import { GONZO_EN, GONZO_ES, type GonzoWords } from './words';

export function isGonzo(view: CabinetView): view is CabinetView & { readonly game: GonzoView } {
  return view.game.game === GONZO_ID;
}

export const gonzoWords = (language: string): GonzoWords => (language === 'es' ? GONZO_ES : GONZO_EN);

/** The stage's phase: the pick waits for a touch or START like any awarded feature; free spins and their expansions are the feature running. */
const STAGE_PHASE: Readonly<Record<GonzoPhase, SlotScreenView['phase']>> = { ready: 'ready', pick: 'featureWaiting', free: 'feature', expansion: 'feature' };

/** The paytable as the help shows it: the cluster rows, then the Scatter's bonus prizes. */
function paytable(g: GonzoView): SlotPaytableRowView[] {
  const bet = Math.max(1, g.bet.totalCents);
  const scatter: SlotPaytableRowView = { symbol: 'COIN', kind: 'scatter', pays: g.scatterPrizes.map((p) => ({ count: p.count, coins: p.cents / bet, cents: p.cents })) };
  return [...g.paytable, ...(g.scatterPrizes.length > 0 ? [scatter] : [])];
}

/**
 * Gonzo's Gold on the video-slot stage: a 5 × 5 grid of square cells whose symbols drop into
 * place, cluster wins traced round their groups, the rule document's autoplay stops, and its own
 * panels (the Expanding Symbol pick and badge, the expansion with its extra prize, the free
 * spins' summary, the Space setting).
 */
export const GONZO_GAME: SlotGame = {
  id: GONZO_ID,
  slotView(view): SlotScreenView | null {
    if (!isGonzo(view)) return null;
    const g = view.game;
    return {
      phase: STAGE_PHASE[g.phase],
      bet: g.bet,
      reels: g.reels,
      window: g.window,
      lastSpin: g.lastSpin,
      feature: g.feature,
      held: [],
      roundWinCents: g.roundWinCents,
      autospin: g.autoplay,
      jackpots: [],
      lastJackpot: null,
      paytable: paytable(g),
      lines: [],
      idle: g.idle,
    };
  },
  intent(action): Intent {
    return { type: 'GAME', game: GONZO_ID, action: action as GonzoAction };
  },
  text: (language) => gonzoWords(language).slot,
  paintSymbol: paintGonzoSymbol,
  paintLogo: paintGonzoLogo,
  theme: {
    background: 'radial-gradient(ellipse at 50% 40%, #1f6a4a 0%, #0c3324 48%, #03110b 100%)',
    accent: '#ffd23c',
    glow: 'rgba(255, 196, 60, 0.75)',
    reelBackground: ['#40372a', '#17120c'],
    // Turquoise first: gold is the Expanding Symbol's colour in the free spins.
    lineColours: ['#4dffd2', '#ff5a6e', '#ffd23c', '#7fb8ff', '#b8ff5a', '#ff9a3c', '#ffffff', '#e58aff'],
  },
  autospinCounts: GONZO_AUTOPLAY_COUNTS,
  tileArt: paintGonzoTile,
  extras: (context) => new GonzoExtras(context, gonzoWords(context.language)),
  motion: 'drop',
  // Five square-ish cells a row (170 × 140): the cluster grid is narrower than the line games' reels.
  reelArea: { width: 850, height: 700 },
  autoplayStops: {
    // The rule document's order: any win, a single win, the balance up, the balance down (the loss limit, always set).
    rows: ['any-win', 'win', 'balance-up', 'loss'],
    reset: true,
    intent: (choice): Intent => ({
      type: 'GAME',
      game: GONZO_ID,
      action: {
        type: 'AUTOSPIN',
        count: choice.count,
        stopOnAnyWin: choice.stopOnAnyWin,
        winLimitCents: choice.winLimitCents,
        balanceUpCents: choice.balanceUpCents,
        balanceDownCents: choice.lossLimitCents,
      },
    }),
  },
};
