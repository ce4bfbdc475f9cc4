import type { Intent } from '../../../main/ipc/contract';
import { MYSTERY_ELVES_AUTOSPIN_COUNTS, MYSTERY_ELVES_ID, type MysteryElvesAction, type MysteryElvesPhase } from '../../../contract/games/mystery-elves';
import type { SlotFeatureView } from '../../../contract/slot-view';
import type { SlotGame, SlotScreenView } from '../../slots/slot-game';
import { ElvesExtras, elvesIntent, elvesView } from './elves-extras';
import { paintElvesSymbol } from './symbols';
import { paintElvesLogo, paintElvesTile } from './title-art';
import { elvesWords, setElvesFacts } from './words';

/**
 * The stage's phase: 'won' and 'gamble' are between games (the reels stand, the panels show on
 * top); the Hold and Win waits for PLAY at its intro like any awarded feature and runs after it.
 */
const STAGE_PHASE: Readonly<Record<MysteryElvesPhase, SlotScreenView['phase']>> = { ready: 'ready', won: 'ready', gamble: 'ready', intro: 'featureWaiting', respins: 'feature', reveal: 'feature' };

/** The Hold and Win is the game's own (the grid, its badge): the stage's feature counters stay away. */
const NO_FEATURE: SlotFeatureView = { active: null, queue: [], played: 0, winCents: 0, waitingForPlay: false };

/**
 * Mystery Elves on the video-slot stage: 5 × 3 reels and 10 fixed lines, the four special prizes
 * (MINI, MINOR, MAJOR, GRAND) at the current bet as the stage's meters, and its own panels
 * (elves-extras.ts): the BONUS values on the reels, the Hold and Win grid, the gamble, BUY
 * FEATURE. While the Hold and Win's grid covers the reels the stage is handed no spin after the
 * triggering one (the grid draws the respins itself): the reels stay still underneath.
 */
export const MYSTERY_ELVES_GAME: SlotGame = {
  id: MYSTERY_ELVES_ID,
  slotView(view): SlotScreenView | null {
    const g = elvesView(view);
    if (!g) return null;
    setElvesFacts({
      levels: g.jackpots,
      buyTimes: g.buy.times,
      buyPriceCents: g.buy.priceCents,
      buyEnabled: g.buy.enabled,
      gambleLimitCents: g.gamble.limitCents,
      settleAfterHours: g.settleAfterHours,
    });
    const hw = g.holdAndWin;
    return {
      phase: STAGE_PHASE[g.phase],
      bet: g.bet,
      reels: g.reels,
      window: g.window,
      lastSpin: hw === null || hw.stage === 'intro' ? g.lastSpin : null,
      feature: NO_FEATURE,
      held: [],
      roundWinCents: g.roundWinCents,
      autospin: g.autospin,
      jackpots: g.jackpots.map((j) => ({ id: `${MYSTERY_ELVES_ID}:${j.level}`, cents: j.cents, eligible: true })),
      lastJackpot: null,
      paytable: g.paytable,
      lines: g.lines,
      idle: g.idle,
    };
  },
  intent(action): Intent {
    return elvesIntent(action as MysteryElvesAction);
  },
  text: (language) => elvesWords(language).slot,
  paintSymbol: paintElvesSymbol,
  paintLogo: paintElvesLogo,
  theme: {
    background: 'radial-gradient(ellipse at 50% 40%, #1c3a8a 0%, #0a1a4a 50%, #020616 100%)',
    accent: '#ffd23c',
    glow: 'rgba(255, 80, 70, 0.75)',
    reelBackground: ['#143070', '#040a26'],
    lineColours: ['#ffd23c', '#ff4d5a', '#5ad8ff', '#6dff8a', '#ff8af0', '#ff9a3c', '#ffffff', '#3cffd8', '#b48aff', '#c8ff3c'],
  },
  autospinCounts: MYSTERY_ELVES_AUTOSPIN_COUNTS,
  tileArt: paintElvesTile,
  extras: (context) => new ElvesExtras(context, elvesWords(context.language)),
  autoplayStops: {
    // The rule document's settings: the session loss limit (always set) and a single-win limit.
    rows: ['loss', 'win'],
    intent: (choice): Intent =>
      elvesIntent({ type: 'AUTOSPIN', count: choice.count, lossLimitCents: choice.lossLimitCents, winLimitCents: choice.winLimitCents, stopOnJackpot: false }),
  },
};
