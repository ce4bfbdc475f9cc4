import type { SlotBonusSpinsView } from '../../contract/slot-view';
import { formatEuros } from '../format';
import { el, setShown, setText } from '../hud/dom';
import { installStyle } from '../shell/shell-style';
import type { ShellText } from '../text/shell-text';

/** A free round of Bonus Spin Mode is due: PLAY costs nothing. */
export function bonusSpinDue(view: SlotBonusSpinsView | null | undefined): boolean {
  return view !== null && view !== undefined && view.remaining > 0;
}

/** Where the badge stands: the top of the left-hand column, above anything a game puts lower down. */
const BONUS_SPINS_CSS = `
.sl-bonus-spins { position: relative; z-index: 21; box-sizing: border-box; width: 270px; padding: 9px 14px 10px; border-radius: 24px; text-align: center; overflow: hidden;
  background: radial-gradient(ellipse at 50% 0%, #2fd38a 0%, #0b7a50 38%, #053a28 72%, #021a12 100%);
  box-shadow: 0 0 0 4px #ffd36a, 0 0 0 7px #5a3800, 0 0 42px rgba(60,255,170,0.55), inset 0 0 30px rgba(0,0,0,0.55);
  animation: sl-bs-glow 1.4s ease-in-out infinite alternate; }
.sl-bonus-spins[hidden] { display: none; }
@keyframes sl-bs-glow { from { box-shadow: 0 0 0 4px #ffd36a, 0 0 0 7px #5a3800, 0 0 26px rgba(60,255,170,0.45), inset 0 0 30px rgba(0,0,0,0.55); }
  to { box-shadow: 0 0 0 4px #fff3b0, 0 0 0 7px #5a3800, 0 0 56px rgba(90,255,190,0.9), inset 0 0 30px rgba(0,0,0,0.55); } }
.sl-bs-title { font-size: 27px; font-weight: 900; line-height: 1.05; letter-spacing: 1px;
  background: linear-gradient(180deg, #fffbe0 0%, #ffd862 50%, #c27c0e 68%, #fff0a8 100%); -webkit-background-clip: text; background-clip: text; color: transparent;
  filter: drop-shadow(0 3px 0 #0a2a1c); }
.sl-bs-count { display: flex; flex-direction: column; align-items: center; }
.sl-bs-count b { font-size: 80px; font-weight: 900; line-height: 0.92; color: #fff; font-variant-numeric: tabular-nums;
  text-shadow: 0 0 20px rgba(120,255,200,0.95), 0 4px 0 #04311f; }
.sl-bs-of { font-size: 19px; font-weight: 900; letter-spacing: 2px; color: #c9ffe6; }
.sl-bs-bar { height: 9px; margin: 6px 6px; border-radius: 5px; background: rgba(0,0,0,0.55); box-shadow: inset 0 0 0 1px rgba(255,211,106,0.6); overflow: hidden; }
.sl-bs-bar i { display: block; height: 100%; border-radius: 5px; background: linear-gradient(90deg, #ffe27a, #7dffc0); box-shadow: 0 0 10px #7dffc0; transition: width 0.4s ease-out; }
.sl-bs-bet { font-size: 25px; font-weight: 900; line-height: 1.15; color: #ffe9a8; font-variant-numeric: tabular-nums; white-space: nowrap; }
.sl-bs-free { margin: 6px 0; padding: 5px 8px 6px; border-radius: 14px; background: linear-gradient(180deg, #fff6c8, #ffd23c 60%, #d98a0a); color: #2b1600; box-shadow: 0 3px 0 #5a3200; }
.sl-bs-free b { display: block; font-size: 28px; font-weight: 900; letter-spacing: 4px; line-height: 1; }
.sl-bs-free span { display: block; font-size: 14px; font-weight: 900; letter-spacing: 0.5px; line-height: 1.2; }
.sl-bs-won { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; padding: 0 4px; font-size: 18px; font-weight: 800; letter-spacing: 2px; color: #c9ffe6; }
.sl-bs-won b { font-size: 28px; font-weight: 900; letter-spacing: 0; color: #fff6d0; font-variant-numeric: tabular-nums; text-shadow: 0 0 12px rgba(255,210,60,0.7); white-space: nowrap; }
.sl-bonus-spins[data-state="over"] { animation: none; background: radial-gradient(ellipse at 50% 0%, #6a5a2a 0%, #3a2a08 50%, #140c02 100%); }
.sl-bonus-spins[data-state="over"] .sl-bs-title { font-size: 30px; line-height: 1.1; background: none; color: #ffd862; text-shadow: 0 0 14px rgba(255,190,60,0.6); }
.sl-bonus-spins[data-state="over"] .sl-bs-bet { margin-top: 8px; font-size: 22px; color: #f2e2b0; }
.sl-bonus-spins[data-state="over"] .sl-bs-won { flex-direction: column; align-items: center; margin-top: 8px; }
.sl-bonus-spins[data-state="over"] .sl-bs-won b { font-size: 46px; }
.sl-bonus-spins[data-state="over"] :is(.sl-bs-count, .sl-bs-bar, .sl-bs-free) { display: none; }
/* Under the badge the autoplay status is a smaller line, so the column still ends above what a game puts lower down. */
.sl-bonus-spins:not([hidden]) ~ .sl-auto-status { padding: 6px 10px; font-size: 16px; line-height: 1.25; }
.sl-side:has(.sl-bonus-spins:not([hidden])) { gap: 10px; }
.sl-spin.sl-spin-free { font-size: 30px; line-height: 1.05; letter-spacing: 1px; padding: 0 10px; color: #032617;
  background: radial-gradient(ellipse at 50% 30%, #f4fff0, #7dffc0 42%, #16b070 74%, #05583a); box-shadow: 0 7px 0 #033a24, 0 0 34px rgba(90,255,180,0.85), inset 0 3px 0 rgba(255,255,255,0.8); }
`;

/**
 * Bonus Spin Mode on the shared video-slot stage: the operator's free rounds counted down (spins
 * left of those granted), the bet they play at, that PLAY costs nothing, and what they have won;
 * once played out, "BONUS SPINS OVER" with the total until the view drops the grant. It names no
 * game: any video slot whose view carries `bonusSpins` shows it.
 */
export class BonusSpinsBadge {
  readonly node: HTMLElement;
  private readonly title: HTMLElement;
  private readonly count: HTMLElement;
  private readonly of: HTMLElement;
  private readonly bar: HTMLElement;
  private readonly bet: HTMLElement;
  private readonly won: HTMLElement;

  constructor(private readonly text: ShellText['slot']['bonusSpins']) {
    installStyle('slot-bonus-spins-style', BONUS_SPINS_CSS);
    this.title = el('div', { class: 'sl-bs-title', 'data-testid': 'bonus-spins-title' }, text.title);
    this.count = el('b', { 'data-testid': 'bonus-spins-count' });
    this.of = el('span', { class: 'sl-bs-of', 'data-testid': 'bonus-spins-of' });
    this.bar = el('i');
    this.bet = el('div', { class: 'sl-bs-bet', 'data-testid': 'bonus-spins-bet' });
    this.won = el('b', { 'data-testid': 'bonus-spins-won' });
    this.node = el(
      'div',
      { class: 'sl-bonus-spins', 'data-testid': 'bonus-spins', hidden: '' },
      this.title,
      el('div', { class: 'sl-bs-count' }, this.count, this.of),
      el('div', { class: 'sl-bs-bar' }, this.bar),
      this.bet,
      el('div', { class: 'sl-bs-free', 'data-testid': 'bonus-spins-free' }, el('b', {}, text.free), el('span', {}, text.freeHint)),
      el('div', { class: 'sl-bs-won' }, el('span', {}, text.won), this.won),
    );
  }

  update(view: SlotBonusSpinsView | null | undefined): void {
    setShown(this.node, view !== null && view !== undefined);
    if (!view) return;
    const due = view.remaining > 0;
    this.node.dataset.state = due ? 'active' : 'over';
    this.node.dataset.remaining = String(view.remaining);
    this.node.dataset.granted = String(view.granted);
    setText(this.title, due ? this.text.title : this.text.over);
    setText(this.count, String(view.remaining));
    setText(this.of, this.text.leftOf(view.granted));
    this.bar.style.width = `${view.granted > 0 ? Math.round((100 * view.remaining) / view.granted) : 0}%`;
    setText(this.bet, this.text.atBet(formatEuros(view.totalBetCents)));
    setText(this.won, formatEuros(view.wonCents));
  }
}
