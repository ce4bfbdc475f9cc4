import { el, setShown, setText, toggleClass } from '../../hud/dom';
import type { GonzoWords } from './words';

/**
 * The player's choice, in this page's memory only: it survives a trip to the menu and back, and
 * a reload (or a power cut) puts it back to on, as the rule document says of its settings.
 */
let spaceOn = true;

/**
 * GAME SETTINGS: the rule document's "Spacebar to spin" switch. A small ⚙ button in the top bar
 * opens it; while it is off the Space key does not press SPIN in this game (ENTER still does).
 */
export class SpaceSetting {
  readonly button: HTMLButtonElement;
  readonly dialog: HTMLElement;
  private readonly toggle: HTMLButtonElement;

  constructor(private readonly words: GonzoWords['settings']) {
    this.button = el('button', { class: 'sl-top-button gg-settings-button', 'data-testid': 'gonzo-settings', type: 'button', 'aria-label': words.title }, words.button);
    this.toggle = el('button', { class: 'gg-toggle', 'data-testid': 'gonzo-space-toggle', type: 'button' });
    const close = el('button', { class: 'sl-dialog-start', 'data-testid': 'gonzo-settings-close', type: 'button' }, words.close);
    this.dialog = el(
      'div',
      { class: 'sl-modal', 'data-testid': 'gonzo-settings-dialog', hidden: '' },
      el(
        'div',
        { class: 'sl-dialog gg-settings' },
        el('h2', {}, words.title),
        el('div', { class: 'gg-setting-row' }, el('div', {}, el('div', { class: 'gg-setting-name' }, words.space), el('div', { class: 'gg-setting-note' }, words.spaceNote)), this.toggle),
        el('div', { class: 'sl-dialog-actions' }, close),
      ),
    );
    this.button.addEventListener('click', () => setShown(this.dialog, true));
    close.addEventListener('click', () => setShown(this.dialog, false));
    this.toggle.addEventListener('click', () => {
      spaceOn = !spaceOn;
      this.render();
    });
    this.render();
  }

  get isOpen(): boolean {
    return !this.dialog.hidden;
  }

  /** Space presses SPIN (the player may turn it off). */
  get spaceSpins(): boolean {
    return spaceOn;
  }

  private render(): void {
    setText(this.toggle, spaceOn ? this.words.on : this.words.off);
    this.toggle.dataset.on = String(spaceOn);
    toggleClass(this.toggle, 'on', spaceOn);
  }
}
