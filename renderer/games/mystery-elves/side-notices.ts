import type { MysteryElvesView } from '../../../contract/games/mystery-elves';
import { el, setShown, setText } from '../../hud/dom';
import type { ElvesWords } from './words';

/**
 * The plaques in the column beside the reels: the autoplay's games left while it runs, the notice
 * that the last game was settled automatically (until the next game), and in the base game at
 * rest a reminder of what starts the Hold and Win.
 */
export class SideNotices {
  readonly settled: HTMLElement;
  readonly autoplay: HTMLElement;
  readonly info: HTMLElement;
  private readonly settledText: HTMLElement;
  private readonly autoLeft: HTMLElement;
  private readonly autoOf: HTMLElement;

  constructor(
    private readonly words: ElvesWords,
    bauble: HTMLCanvasElement,
  ) {
    this.settledText = el('div', { class: 'me-note-text', 'data-testid': 'elves-settled-text' });
    this.settled = el('div', { class: 'me-note me-settled', 'data-testid': 'elves-settled', hidden: '', role: 'status' }, el('div', { class: 'me-note-title' }, words.settled.title), this.settledText);
    this.autoLeft = el('b', { 'data-testid': 'elves-auto-left' });
    this.autoOf = el('span', { 'data-testid': 'elves-auto-of' });
    this.autoplay = el(
      'div',
      { class: 'me-note me-auto', 'data-testid': 'elves-autoplay', hidden: '' },
      el('div', { class: 'me-note-title' }, words.autoplay.title),
      el('div', { class: 'me-auto-count' }, this.autoLeft, el('div', {}, el('div', {}, words.autoplay.left), this.autoOf)),
    );
    bauble.classList.add('me-info-bauble');
    this.info = el('div', { class: 'me-note me-info', 'data-testid': 'elves-info', hidden: '' }, el('div', { class: 'me-note-title' }, words.info.title), bauble, el('div', { class: 'me-note-text' }, words.info.text));
  }

  update(g: MysteryElvesView, featureShown: boolean): void {
    setShown(this.settled, g.settledByTimeout);
    setText(this.settledText, this.words.settled.text(g.settleAfterHours));
    const a = g.autospin;
    setShown(this.autoplay, a.active);
    setText(this.autoLeft, String(a.remaining));
    setText(this.autoOf, this.words.autoplay.of(a.total));
    setShown(this.info, !featureShown && !g.settledByTimeout && !a.active && g.phase === 'ready');
  }
}
