import { formatEuros } from '../format';
import { el, setFittedText, setShown, setText, toggleClass } from '../hud/dom';
import type { ShellText } from '../text/shell-text';
import type { SlotGameText, SlotScreenView } from './slot-game';
import type { SlotLayout } from './slot-layout';

/** The jackpot meters, the feature counters (played / left per kind), the autoplay status and the last jackpot. */
export class SlotSidePanels {
  private jackpotKey = '';

  constructor(
    private readonly layout: SlotLayout,
    private readonly text: ShellText['slot'],
    private readonly words: SlotGameText,
  ) {}

  update(view: SlotScreenView): void {
    this.jackpots(view);
    const f = view.feature;
    const showCounters = f.queue.length > 0 || f.active !== null;
    setShown(this.layout.counters, showCounters);
    if (showCounters) {
      const name = (kind: string): string => this.words.featureNames[kind] ?? kind.toUpperCase();
      this.layout.counters.replaceChildren(
        ...f.queue.map((q) =>
          el(
            'div',
            { class: `sl-counter${q.kind === f.active ? ' active' : ''}`, 'data-testid': `feature-counter-${q.kind}`, 'data-left': String(q.spins) },
            el('div', { class: 'sl-counter-name' }, name(q.kind)),
            el('div', { class: 'sl-counter-figures' }, el('span', {}, this.text.left), el('b', { 'data-testid': `feature-left-${q.kind}` }, String(q.spins))),
          ),
        ),
        el('div', { class: 'sl-counter sl-counter-played' }, el('span', {}, this.text.played), el('b', { 'data-testid': 'feature-played' }, String(f.played))),
        el('div', { class: 'sl-counter sl-counter-win' }, el('span', {}, this.text.featureWin), el('b', { 'data-testid': 'feature-win' }, formatEuros(f.winCents))),
      );
    }
    const a = view.autospin;
    setShown(this.layout.autoStatus, a.active || a.stoppedBecause !== null);
    setText(
      this.layout.autoStatus,
      a.active ? `${this.text.auto} ${a.total - a.remaining}/${a.total}` : a.stoppedBecause ? this.text.autoplay.stopped(this.words.autospinStops[a.stoppedBecause] ?? a.stoppedBecause) : '',
    );
    setShown(this.layout.lastJackpot, view.lastJackpot !== null);
    if (view.lastJackpot) setText(this.layout.lastJackpot, this.text.lastJackpot(formatEuros(view.lastJackpot.cents)));
  }

  private jackpots(view: SlotScreenView): void {
    const key = view.jackpots.map((j) => j.id).join(',');
    if (key !== this.jackpotKey) {
      this.jackpotKey = key;
      this.layout.jackpots.replaceChildren(
        ...view.jackpots.map((j) =>
          el(
            'div',
            { class: 'sl-jackpot', 'data-testid': `jackpot-${j.id}` },
            el('div', { class: 'sl-jackpot-name' }, this.words.jackpotNames[j.id] ?? this.text.jackpot),
            el('div', { class: 'sl-jackpot-value' }),
            el('div', { class: 'sl-jackpot-note' }),
          ),
        ),
      );
    }
    view.jackpots.forEach((j, i) => {
      const box = this.layout.jackpots.children[i] as HTMLElement | undefined;
      if (!box) return;
      setFittedText(box.children[1] as HTMLElement, formatEuros(j.cents));
      setText(box.children[2] as HTMLElement, j.eligible ? '' : this.text.notEligible);
      toggleClass(box, 'not-eligible', !j.eligible);
    });
  }
}
