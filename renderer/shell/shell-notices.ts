import { el, setShown, setText } from '../hud/dom';

/**
 * The shell's own notices for screens that have none of their own: a refused intent's message
 * and RECONNECTING, over whatever screen is in front.
 */
export class ShellNotices {
  private readonly toast: HTMLElement;
  private readonly reconnecting: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(root: HTMLElement, reconnectingText: string) {
    this.toast = el('div', { class: 'shell-toast', 'data-testid': 'shell-toast', role: 'alert', hidden: '' });
    this.reconnecting = el('div', { class: 'shell-reconnecting', 'data-testid': 'shell-reconnecting', hidden: '' }, reconnectingText);
    root.append(this.toast, this.reconnecting);
  }

  showMessage(message: string, ms = 2600): void {
    setText(this.toast, message);
    setShown(this.toast, true);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      setShown(this.toast, false);
      this.timer = null;
    }, ms);
  }

  setReconnecting(on: boolean): void {
    setShown(this.reconnecting, on);
  }
}
