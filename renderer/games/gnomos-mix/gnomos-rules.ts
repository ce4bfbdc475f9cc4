import { el, setShown } from '../../hud/dom';
import type { RulesText } from './rules-text';

/**
 * HELP for Gnomos Mix: its rules over the stage, in the screen's language. The paytable with the
 * amounts for the bet chosen stays where it always is, beside the reels; this page says how the
 * game plays. It covers the game only: the cabinet's tilt panel and service menu stay above it.
 */
export class GnomosRules {
  readonly node: HTMLElement;

  constructor(text: RulesText) {
    const close = el('button', { type: 'button', class: 'touch rules-close', 'data-testid': 'rules-close' }, text.close);
    close.addEventListener('click', () => this.close());
    const sections = text.sections.map((s) => el('section', { class: 'rules-section' }, el('h3', {}, s.heading), ...s.paragraphs.map((p) => el('p', {}, p))));
    this.node = el(
      'div',
      { class: 'rules-modal', 'data-testid': 'rules-dialog', hidden: '' },
      el('div', { class: 'rules-panel' }, el('h2', {}, text.title), el('div', { class: 'rules-body' }, ...sections), el('div', { class: 'rules-actions' }, close)),
    );
    // A touch on the dark margin closes it too, as players expect of a help page.
    this.node.addEventListener('click', (e) => {
      if (e.target === this.node) this.close();
    });
  }

  get isOpen(): boolean {
    return !this.node.hidden;
  }

  open(): void {
    setShown(this.node, true);
  }

  close(): void {
    setShown(this.node, false);
  }
}
