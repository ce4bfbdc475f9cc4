import type { DoubleOrBonusesView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { el, setShown, setText, toggleClass } from '../hud/dom';
import { fractionChips, MAX_CHIPS } from '../model/dob-fractions';
import type { TextTable } from '../text/text-table';

/**
 * Double-or-Bonuses over the upper reels: the prize split into its fractions (played, in play
 * with its doubles, still to come), what is banked, the bonuses won, the maximum prize, and what
 * PLAY / COLLECT / holding COLLECT do.
 */
export class DobPanel {
  private readonly root: HTMLElement;
  private readonly prize: HTMLElement;
  private readonly position: HTMLElement;
  private readonly chips: HTMLElement[];
  private readonly before: HTMLElement;
  private readonly after: HTMLElement;
  private readonly doubles: HTMLElement;
  private readonly banked: HTMLElement;
  private readonly bonuses: HTMLElement;
  private readonly toCome: HTMLElement;
  private readonly max: HTMLElement;
  private readonly hints: HTMLElement;
  private readonly ended: HTMLElement;

  constructor(
    layer: HTMLElement,
    private readonly text: TextTable,
  ) {
    const d = text.dob;
    const stat = (label: string, testId: string): { box: HTMLElement; value: HTMLElement } => {
      const value = el('div', { class: 'dob-stat-value', 'data-testid': testId });
      return { box: el('div', { class: 'dob-stat' }, el('div', { class: 'dob-stat-label' }, label), value), value };
    };
    this.prize = el('div', { class: 'dob-prize' });
    this.position = el('div', { class: 'dob-position' });
    this.chips = Array.from({ length: MAX_CHIPS }, (_, i) => el('div', { class: 'dob-chip', 'data-testid': `dob-chip-${i}` }));
    this.before = el('div', { class: 'dob-more' });
    this.after = el('div', { class: 'dob-more' });
    this.doubles = el('div', { class: 'dob-doubles', 'data-testid': 'dob-doubles' });
    const banked = stat(d.banked, 'dob-banked');
    const bonuses = stat(d.bonusesWon, 'dob-bonuses');
    const toCome = stat(d.toCome, 'dob-to-come');
    const max = stat(text.labels.maxPrize, 'dob-max');
    this.banked = banked.value;
    this.bonuses = bonuses.value;
    this.toCome = toCome.value;
    this.max = max.value;
    this.hints = el('div', { class: 'dob-hints' }, el('span', { class: 'dob-hint play-hint' }, d.playHint), el('span', { class: 'dob-hint collect-hint' }, d.collectHint));
    this.ended = el('div', { class: 'dob-ended', 'data-testid': 'dob-ended', hidden: '' });
    this.root = el(
      'div',
      { class: 'dob-panel', 'data-testid': 'dob-panel', hidden: '' },
      el('div', { class: 'dob-head' }, el('div', { class: 'dob-title' }, d.title), this.prize),
      this.position,
      el('div', { class: 'dob-chips' }, this.before, ...this.chips, this.after),
      this.doubles,
      el('div', { class: 'dob-stats' }, banked.box, bonuses.box, toCome.box, max.box),
      this.hints,
      this.ended,
    );
    layer.append(this.root);
  }

  show(dob: DoubleOrBonusesView | null): void {
    setShown(this.root, dob !== null);
    if (!dob) return;
    const d = this.text.dob;
    const { chips, hiddenBefore, hiddenAfter } = fractionChips(dob);
    setText(this.prize, formatEuros(dob.prizeCents));
    const played = Math.min(dob.fractions.length, dob.fractionIndex + 1);
    setText(this.position, d.fractions(played, dob.fractions.length));
    this.chips.forEach((node, i) => {
      const chip = chips[i];
      setShown(node, chip !== undefined);
      if (!chip) return;
      setText(node, formatEuros(chip.cents));
      node.dataset.state = chip.state;
    });
    setShown(this.before, hiddenBefore > 0);
    setText(this.before, `+${hiddenBefore}`);
    setShown(this.after, hiddenAfter > 0);
    setText(this.after, `+${hiddenAfter}`);
    setText(this.doubles, dob.endReason === null && dob.doubles > 0 ? d.doubles(dob.doubles) : '');
    setText(this.banked, formatEuros(dob.bankedCents));
    setText(this.bonuses, String(dob.bonusesWon));
    setText(this.toCome, formatEuros(dob.remainingCents));
    setText(this.max, formatEuros(dob.maxPrizeCents));
    setShown(this.hints, dob.endReason === null);
    setShown(this.ended, dob.endReason !== null);
    toggleClass(this.root, 'over', dob.endReason !== null);
    if (dob.endReason !== null) setText(this.ended, d.endReasons[dob.endReason] ?? dob.endReason.toUpperCase());
  }
}
