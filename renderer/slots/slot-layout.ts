import { el } from '../hud/dom';
import type { ShellText } from '../text/shell-text';

/** The video-slot stage's skeleton on the 1920 × 1080 stage. */
export interface SlotLayout {
  readonly stage: HTMLElement;
  readonly logo: HTMLCanvasElement;
  readonly jackpots: HTMLElement;
  readonly clock: HTMLElement;
  readonly language: HTMLElement;
  readonly help: HTMLButtonElement;
  readonly menu: HTMLButtonElement;
  /** The top bar's right-hand group (language, clock, HELP, MENU). */
  readonly topButtons: HTMLElement;
  readonly side: HTMLElement;
  readonly counters: HTMLElement;
  readonly lastJackpot: HTMLElement;
  readonly autoStatus: HTMLElement;
  readonly reelFrame: HTMLElement;
  readonly winMessage: HTMLElement;
  readonly banner: HTMLElement;
  readonly bannerTitle: HTMLElement;
  readonly bannerAmount: HTMLElement;
  readonly bannerHint: HTMLElement;
  readonly balance: HTMLElement;
  readonly win: HTMLElement;
  readonly winLabel: HTMLElement;
  readonly betSlot: HTMLElement;
  readonly buttons: HTMLElement;
  readonly auto: HTMLButtonElement;
  readonly collect: HTMLButtonElement;
  readonly spin: HTMLButtonElement;
  readonly toast: HTMLElement;
  readonly reconnecting: HTMLElement;
}

export const REEL_AREA = { left: 330, top: 170, width: 1260, height: 700 } as const;
/** The gold frame's border round the reels, and the middle of the default frame (the stage's reel axis). */
const FRAME_PAD = 18;
const FRAME_CENTRE = { x: REEL_AREA.left + REEL_AREA.width / 2, y: REEL_AREA.top + REEL_AREA.height / 2 };

/** Where reels of `size` lie on the stage: centred where the default reels are. */
export function reelRect(size: { readonly width: number; readonly height: number } = REEL_AREA): { left: number; top: number; width: number; height: number } {
  return { left: Math.round(FRAME_CENTRE.x - size.width / 2), top: Math.round(FRAME_CENTRE.y - size.height / 2), width: size.width, height: size.height };
}

/** Fits the frame to reels of another size than the default (the frame's CSS is the default's). */
export function fitReelFrame(frame: HTMLElement, rect: { readonly left: number; readonly top: number; readonly width: number; readonly height: number }): void {
  frame.style.left = `${rect.left - FRAME_PAD}px`;
  frame.style.top = `${rect.top - FRAME_PAD}px`;
  frame.style.width = `${rect.width + FRAME_PAD * 2}px`;
  frame.style.height = `${rect.height + FRAME_PAD * 2}px`;
}

export function buildSlotLayout(root: HTMLElement, text: ShellText['slot'], gameId: string): SlotLayout {
  const button = (cls: string, testid: string, label: string): HTMLButtonElement => el('button', { class: cls, 'data-testid': testid, type: 'button' }, label);
  const logo = el('canvas', { class: 'sl-logo', width: '640', height: '120', 'data-testid': 'slot-logo' });
  const jackpots = el('div', { class: 'sl-jackpots', 'data-testid': 'jackpots' });
  const clock = el('div', { class: 'sl-clock', 'data-testid': 'clock' }, '--:--');
  const language = el('div', { class: 'sl-language', 'data-testid': 'language' });
  const help = button('sl-top-button', 'help', text.help);
  const menu = button('sl-top-button', 'menu', text.menu);
  const topButtons = el('div', { class: 'sl-top-right' }, language, clock, help, menu);
  const counters = el('div', { class: 'sl-counters', 'data-testid': 'feature-counters', hidden: '' });
  const lastJackpot = el('div', { class: 'sl-last-jackpot', 'data-testid': 'last-jackpot', hidden: '' });
  const autoStatus = el('div', { class: 'sl-auto-status', 'data-testid': 'autoplay-status', hidden: '' });
  const side = el('aside', { class: 'sl-side' }, counters, autoStatus, lastJackpot);
  const reelFrame = el('div', { class: 'sl-reel-frame', 'data-testid': 'slot-reels' });
  const winMessage = el('div', { class: 'sl-win-message', 'data-testid': 'win-message' }, '');
  const bannerTitle = el('div', { class: 'sl-banner-title' });
  const bannerAmount = el('div', { class: 'sl-banner-amount', 'data-testid': 'banner-amount' });
  const bannerHint = el('div', { class: 'sl-banner-hint' });
  const banner = el('div', { class: 'sl-banner', 'data-testid': 'slot-banner', hidden: '' }, bannerTitle, bannerAmount, bannerHint);
  const meter = (label: string, testid: string, cls: string): { box: HTMLElement; value: HTMLElement; label: HTMLElement } => {
    const value = el('div', { class: 'sl-meter-value', 'data-testid': testid }, '—');
    const l = el('div', { class: 'sl-label' }, label);
    return { box: el('div', { class: `sl-meter ${cls}` }, l, value), value, label: l };
  };
  const balance = meter(text.balance, 'balance', 'sl-meter-balance');
  const win = meter(text.win, 'win', 'sl-meter-win');
  const betSlot = el('div', { class: 'sl-bet-slot' });
  const auto = button('sl-auto', 'auto', text.auto);
  const collect = button('sl-collect', 'collect', text.collect);
  const spin = button('sl-spin', 'spin', text.spin);
  const buttons = el('div', { class: 'sl-buttons' }, auto, collect, spin);
  const toast = el('div', { class: 'sl-toast', 'data-testid': 'toast', hidden: '', role: 'alert' });
  const reconnecting = el('div', { class: 'sl-reconnecting', 'data-testid': 'reconnecting', hidden: '' });
  const stage = el(
    'div',
    { class: `sl-stage game-${gameId}`, 'data-testid': 'slot-stage', 'data-game': gameId },
    el('header', { class: 'sl-top' }, logo, jackpots, topButtons),
    side,
    reelFrame,
    winMessage,
    banner,
    el('footer', { class: 'sl-bottom' }, balance.box, win.box, betSlot, buttons),
    toast,
    reconnecting,
  );
  root.append(stage);
  return {
    stage,
    logo,
    jackpots,
    clock,
    language,
    help,
    menu,
    topButtons,
    side,
    counters,
    lastJackpot,
    autoStatus,
    reelFrame,
    winMessage,
    banner,
    bannerTitle,
    bannerAmount,
    bannerHint,
    balance: balance.value,
    win: win.value,
    winLabel: win.label,
    betSlot,
    buttons,
    auto,
    collect,
    spin,
    toast,
    reconnecting,
  };
}
