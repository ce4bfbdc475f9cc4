import type { CabinetView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import type { MarqueeLine } from '../model/marquee-line';
import type { PrizeShown } from '../model/prize-shown';
import type { TextTable } from '../text/text-table';
import { setShown, setText, toggleClass } from './dom';
import type { Layout } from './layout';

/** The meters, the marquee, the toast and the overlays. It only writes what it is told. */
export class Hud {
  private toastTimer: ReturnType<typeof setTimeout> | null = null;
  private shownBalance = 0;
  private shownBonuses = 0;

  constructor(
    private readonly layout: Layout,
    private readonly text: TextTable,
  ) {}

  /** The balance on screen now (an upper spin counts its stake down from it). */
  get balanceShown(): number {
    return this.shownBalance;
  }

  get bonusesShown(): number {
    return this.shownBonuses;
  }

  setBalance(cents: number): void {
    this.shownBalance = cents;
    setText(this.layout.balance, formatEuros(cents));
  }

  setBonuses(count: number): void {
    this.shownBonuses = count;
    setText(this.layout.bonuses, String(count));
  }

  setPrize(prize: PrizeShown, highlight = false): void {
    const t = this.text.labels;
    const shown = prize === null ? t.noPrize : 'cents' in prize ? formatEuros(prize.cents) : t.bonusesUnit(prize.bonuses);
    setText(this.layout.prize, shown);
    toggleClass(this.layout.prize, 'won', highlight && prize !== null);
  }

  /** The BET meter: "0.20 €" for the lower game, "0.20 € + 1 B" for the upper. */
  setBet(text: string): void {
    setText(this.layout.bet, text);
  }

  setMarquee(line: MarqueeLine): void {
    this.setMarqueeText(line.text, line.risk, line.key);
  }

  setMarqueeText(text: string, risk: boolean, key: string): void {
    setText(this.layout.marquee, text);
    setText(this.layout.marqueeLabel, risk ? this.text.labels.riskGame : this.text.labels.message);
    toggleClass(this.layout.marqueeLabel, 'risk', risk);
    this.layout.marquee.dataset.key = key;
    toggleClass(this.layout.marquee, 'long', text.length > 26);
    toggleClass(this.layout.marquee, 'longer', text.length > 44);
    toggleClass(this.layout.marquee, 'longest', text.length > 56);
  }

  /** A refused intent's message, over the marquee for a moment. */
  showToast(message: string, ms = 2600): void {
    setText(this.layout.toast, message);
    setShown(this.layout.toast, true);
    if (this.toastTimer !== null) clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => {
      setShown(this.layout.toast, false);
      this.toastTimer = null;
    }, ms);
  }

  setPayout(payout: CabinetView['payout']): void {
    setShown(this.layout.payout, payout !== null);
    if (!payout) return;
    setText(this.layout.payoutText, `${this.text.labels.payingOut(formatEuros(payout.remainingCents))} · ${this.text.labels.paidSoFar(formatEuros(payout.paidCents))}`);
    const total = payout.paidCents + payout.remainingCents;
    // Percent of the payout done, in whole per-mille (display only, not money).
    const perMille = total > 0 ? Math.floor((payout.paidCents * 1000) / total) : 0;
    this.layout.payoutBar.style.width = `${perMille / 10}%`;
  }

  /** The silent money devices (model/device-notice.ts); none hides the line. */
  setDeviceNotice(kinds: readonly ('hopper' | 'coin-acceptor' | 'bill-validator')[]): void {
    setShown(this.layout.deviceNotice, kinds.length > 0);
    if (kinds.length > 0) setText(this.layout.deviceNotice, this.text.labels.deviceNotice(kinds));
  }

  setReconnecting(on: boolean): void {
    setShown(this.layout.reconnecting, on);
  }

  setFlatReels(on: boolean): void {
    setShown(this.layout.webglNote, on);
  }
}
