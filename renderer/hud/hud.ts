import { formatEuros } from '../format';
import type { MarqueeLine } from '../model/marquee-line';
import type { PrizeShown } from '../model/prize-shown';
import type { TextTable } from '../text/text-table';
import { setShown, setText, toggleClass } from './dom';
import type { Layout } from './layout';

/** The meters, the marquee, the toast and the reconnecting notice. It only writes what it is told. */
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

  setReconnecting(on: boolean): void {
    setShown(this.layout.reconnecting, on);
  }

  setFlatReels(on: boolean): void {
    setShown(this.layout.webglNote, on);
  }
}
