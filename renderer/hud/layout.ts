import type { TextTable } from '../text/text-table';
import { el } from './dom';

/**
 * The skeleton of the screen: one fixed-size stage (1280 × 800 landscape, 800 × 1280 portrait).
 * Header: title, the function buttons (AUTO-PLAY, AUTO-RISK, GAME CHANGE), the clock. Left: the
 * reels with the feature scenes over them, the advances lights, the ADVANCE/HOLD buttons and
 * AUTO, the marquee, the meters. Right: the paytable of the game in play with the ladder banner,
 * the bet icons, COLLECT / BET / PLAY.
 */
export interface Layout {
  readonly stage: HTMLElement;
  readonly clock: HTMLElement;
  readonly functions: HTMLElement;
  readonly reelsArea: HTMLElement;
  readonly reelsBox: HTMLElement;
  readonly overlay: HTMLElement;
  readonly webglNote: HTMLElement;
  readonly holds: HTMLElement;
  readonly advances: HTMLElement;
  readonly autoSlot: HTMLElement;
  readonly marqueeLabel: HTMLElement;
  readonly marquee: HTMLElement;
  readonly toast: HTMLElement;
  readonly balance: HTMLElement;
  readonly bonuses: HTMLElement;
  readonly prize: HTMLElement;
  readonly bet: HTMLElement;
  readonly paytableTitle: HTMLElement;
  readonly ladder: HTMLElement;
  readonly paytable: HTMLElement;
  readonly upperPaytable: HTMLElement;
  readonly paytableLegend: HTMLElement;
  readonly bets: HTMLElement;
  readonly upperBets: HTMLElement;
  readonly panel: HTMLElement;
  /**
   * Room kept under the meters for the development panel, which the shell draws there over
   * every screen (shell/cabinet-overlays.ts); shown only while that panel is.
   */
  readonly devSpace: HTMLElement;
  readonly reconnecting: HTMLElement;
}

function meter(label: string, testId: string, className: string): { box: HTMLElement; value: HTMLElement } {
  const value = el('div', { class: 'meter-value', 'data-testid': testId }, '—');
  const box = el('div', { class: `meter ${className}` }, el('div', { class: 'meter-label' }, label), value);
  return { box, value };
}

export function buildLayout(root: HTMLElement, text: TextTable): Layout {
  const t = text.labels;
  const clock = el('div', { class: 'clock', 'data-testid': 'clock' }, '--:--');
  const functions = el('div', { class: 'functions' });
  const header = el(
    'header',
    { class: 'top-bar' },
    el('div', { class: 'logo' }, el('span', { class: 'logo-title' }, t.title), el('span', { class: 'logo-subtitle' }, t.subtitle)),
    functions,
    clock,
  );

  const reelsBox = el('div', { class: 'reels-box' });
  const overlay = el('div', { class: 'overlay-layer' });
  const webglNote = el('div', { class: 'webgl-note', 'data-testid': 'webgl-note', hidden: '' }, t.noWebgl);
  const reelsArea = el('section', { class: 'reels-area' }, reelsBox, overlay, webglNote);
  const advances = el('div', { class: 'advances', 'data-testid': 'advances' });
  const autoSlot = el('div', { class: 'auto-slot' });
  const holds = el('div', { class: 'holds' }, advances, autoSlot);

  const marqueeLabel = el('div', { class: 'marquee-label' }, t.message);
  const marquee = el('div', { class: 'marquee-text', 'data-testid': 'marquee', 'aria-live': 'polite' }, '');
  const toast = el('div', { class: 'toast', 'data-testid': 'toast', hidden: '', role: 'alert' });
  const marqueeBox = el('div', { class: 'marquee' }, marqueeLabel, el('div', { class: 'marquee-window' }, marquee), toast);

  const balance = meter(t.balance, 'balance', 'meter-balance');
  const bonuses = meter(t.bonuses, 'bonuses', 'meter-bonuses');
  const prize = meter(t.prize, 'prize', 'meter-prize');
  const bet = meter(t.bet, 'bet-meter', 'meter-bet');
  const devSpace = el('div', { class: 'dev-space', hidden: '' });
  const meters = el('div', { class: 'meters-area' }, el('div', { class: 'meters' }, balance.box, bonuses.box, prize.box, bet.box), devSpace);

  const paytableTitle = el('div', { class: 'paytable-title' }, t.paytable);
  const ladder = el('div', { class: 'ladder-banner', 'data-testid': 'ladder', hidden: '' });
  const paytable = el('div', { class: 'paytable', 'data-testid': 'paytable' });
  const upperPaytable = el('div', { class: 'paytable upper-paytable', 'data-testid': 'upper-paytable', hidden: '' });
  const paytableLegend = el('div', { class: 'paytable-legend' }, t.bonusLegend);
  const paytableBox = el('aside', { class: 'paytable-box' }, paytableTitle, ladder, paytable, upperPaytable, paytableLegend);
  const bets = el('div', { class: 'bets' });
  const upperBets = el('div', { class: 'bets upper-bets', hidden: '' });
  const betsArea = el('div', { class: 'bets-area' }, bets, upperBets);
  const panel = el('div', { class: 'panel' });

  // The payout, tilt panel, service menu and development panel are the shell's, drawn over
  // this stage in the places this design keeps for them (shell/cabinet-overlays.ts).
  const reconnecting = el('div', { class: 'reconnecting', 'data-testid': 'reconnecting', hidden: '' }, t.reconnecting);

  const stage = el(
    'div',
    { class: 'stage', id: 'stage' },
    header,
    reelsArea,
    holds,
    marqueeBox,
    meters,
    paytableBox,
    betsArea,
    panel,
    reconnecting,
  );
  root.append(stage);
  return {
    stage,
    clock,
    functions,
    reelsArea,
    reelsBox,
    overlay,
    webglNote,
    holds,
    advances,
    autoSlot,
    marqueeLabel,
    marquee,
    toast,
    balance: balance.value,
    bonuses: bonuses.value,
    prize: prize.value,
    bet: bet.value,
    paytableTitle,
    ladder,
    paytable,
    upperPaytable,
    paytableLegend,
    bets,
    upperBets,
    panel,
    devSpace,
    reconnecting,
  };
}
