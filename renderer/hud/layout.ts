import type { TextTable } from '../text/text-table';
import { el } from './dom';

/** The skeleton of the screen: one fixed-size stage (1280 × 800 landscape, 800 × 1280 portrait). */
export interface Layout {
  readonly stage: HTMLElement;
  readonly clock: HTMLElement;
  readonly reelsBox: HTMLElement;
  readonly webglNote: HTMLElement;
  readonly holds: HTMLElement;
  readonly marqueeLabel: HTMLElement;
  readonly marquee: HTMLElement;
  readonly toast: HTMLElement;
  readonly balance: HTMLElement;
  readonly bonuses: HTMLElement;
  readonly prize: HTMLElement;
  readonly bet: HTMLElement;
  readonly paytable: HTMLElement;
  readonly bets: HTMLElement;
  readonly panel: HTMLElement;
  readonly devCoins: HTMLElement;
  readonly payout: HTMLElement;
  readonly payoutText: HTMLElement;
  readonly payoutBar: HTMLElement;
  readonly tilt: HTMLElement;
  readonly tiltCode: HTMLElement;
  readonly tiltDetail: HTMLElement;
  readonly reconnecting: HTMLElement;
}

function meter(label: string, testId: string): { box: HTMLElement; value: HTMLElement } {
  const value = el('div', { class: 'meter-value', 'data-testid': testId }, '—');
  const box = el('div', { class: `meter meter-${testId}` }, el('div', { class: 'meter-label' }, label), value);
  return { box, value };
}

export function buildLayout(root: HTMLElement, text: TextTable): Layout {
  const t = text.labels;
  const clock = el('div', { class: 'clock', 'data-testid': 'clock' }, '--:--');
  const header = el(
    'header',
    { class: 'top-bar' },
    el('div', { class: 'logo' }, el('span', { class: 'logo-title' }, t.title), el('span', { class: 'logo-subtitle' }, t.subtitle)),
    clock,
  );

  const reelsBox = el('div', { class: 'reels-box' });
  const webglNote = el('div', { class: 'webgl-note', 'data-testid': 'webgl-note', hidden: '' }, t.noWebgl);
  const reelsArea = el('section', { class: 'reels-area' }, reelsBox, webglNote);
  const holds = el('div', { class: 'holds' });

  const marqueeLabel = el('div', { class: 'marquee-label' }, t.message);
  const marquee = el('div', { class: 'marquee-text', 'data-testid': 'marquee', 'aria-live': 'polite' }, '');
  const toast = el('div', { class: 'toast', 'data-testid': 'toast', hidden: '', role: 'alert' });
  const marqueeBox = el('div', { class: 'marquee' }, marqueeLabel, el('div', { class: 'marquee-window' }, marquee), toast);

  const balance = meter(t.balance, 'balance');
  const bonuses = meter(t.bonuses, 'bonuses');
  const prize = meter(t.prize, 'prize');
  const bet = meter(t.bet, 'bet');
  const devCoins = el('div', { class: 'dev-coins', 'data-testid': 'dev-coins', hidden: '' });
  const meters = el('div', { class: 'meters-area' }, el('div', { class: 'meters' }, balance.box, bonuses.box, prize.box, bet.box), devCoins);

  const paytable = el('div', { class: 'paytable', 'data-testid': 'paytable' });
  const paytableBox = el('aside', { class: 'paytable-box' }, el('div', { class: 'paytable-title' }, t.paytable), paytable, el('div', { class: 'paytable-legend' }, t.bonusLegend));
  const bets = el('div', { class: 'bets' });
  const panel = el('div', { class: 'panel' });


  const payoutText = el('div', { class: 'payout-text' });
  const payoutBar = el('div', { class: 'payout-bar-fill' });
  const payout = el('div', { class: 'payout', 'data-testid': 'payout', hidden: '' }, payoutText, el('div', { class: 'payout-bar' }, payoutBar));

  const tiltCode = el('div', { class: 'tilt-code' });
  const tiltDetail = el('div', { class: 'tilt-detail' });
  const tilt = el(
    'div',
    { class: 'tilt', 'data-testid': 'tilt', hidden: '', role: 'alert' },
    el('div', { class: 'tilt-card' }, el('div', { class: 'tilt-title' }, t.outOfService), el('div', { class: 'tilt-sub' }, t.callAttendant), tiltCode, tiltDetail),
  );
  const reconnecting = el('div', { class: 'reconnecting', 'data-testid': 'reconnecting', hidden: '' }, t.reconnecting);

  const stage = el('div', { class: 'stage', id: 'stage' }, header, reelsArea, holds, marqueeBox, meters, paytableBox, bets, panel, payout, tilt, reconnecting);
  root.append(stage);
  return {
    stage,
    clock,
    reelsBox,
    webglNote,
    holds,
    marqueeLabel,
    marquee,
    toast,
    balance: balance.value,
    bonuses: bonuses.value,
    prize: prize.value,
    bet: bet.value,
    paytable,
    bets,
    panel,
    devCoins,
    payout,
    payoutText,
    payoutBar,
    tilt,
    tiltCode,
    tiltDetail,
    reconnecting,
  };
}
