import { el } from './dom';

/**
 * What a screen the cabinet does not take shows (opened without this boot's screen secret, or
 * with another boot's): one message over the whole stage, instead of a game that cannot play
 * and a RECONNECTING notice that would never go away.
 */
export function showLinkRefused(stage: HTMLElement, message: string): void {
  if (stage.querySelector('[data-testid="not-the-screen"]')) return;
  stage.append(el('div', { class: 'not-the-screen', 'data-testid': 'not-the-screen', role: 'alert' }, message));
}
