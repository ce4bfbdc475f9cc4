import type { Intent } from '../../main/ipc/contract';
import { el } from '../hud/dom';
import type { TextTable } from '../text/text-table';

/**
 * What every service screen is given: the words, and `press` to send an intent (the overlay
 * shows the cabinet's refusal in its banner, so no screen has to).
 */
export interface ScreenContext {
  readonly text: TextTable;
  readonly press: (intent: Intent) => void;
}

/** A big touch button of the service menu; it never takes focus from the keyboard map. */
export function serviceButton(testId: string, label: string, className = ''): HTMLButtonElement {
  const b = el('button', { type: 'button', class: `svc-btn ${className}`.trim(), 'data-testid': testId }, label);
  b.addEventListener('mousedown', (e) => e.preventDefault());
  return b;
}

export function setDisabled(button: HTMLButtonElement, disabled: boolean): void {
  if (button.disabled !== disabled) button.disabled = disabled;
}

/** A titled block of a screen. */
export function section(title: string, ...children: (Node | string)[]): HTMLElement {
  return el('section', { class: 'svc-section' }, el('h3', { class: 'svc-section-title' }, title), ...children);
}

/** A plain table: a header row, then rows of cells (text or nodes); each row may carry a test id. */
export function table(headers: readonly string[], rows: readonly { readonly cells: readonly (string | Node)[]; readonly testId?: string; readonly className?: string }[], className = ''): HTMLTableElement {
  const head = el('thead', {}, el('tr', {}, ...headers.map((h) => el('th', {}, h))));
  const body = el(
    'tbody',
    {},
    ...rows.map((r) => {
      const attrs: Record<string, string> = {};
      if (r.testId) attrs['data-testid'] = r.testId;
      if (r.className) attrs.class = r.className;
      return el('tr', attrs, ...r.cells.map((c) => el('td', {}, c)));
    }),
  );
  return el('table', { class: `svc-table ${className}`.trim() }, head, body);
}

/** A cell's text with its own test id (a meter reading the tests look up). */
export function cell(text: string, testId: string, className = ''): HTMLElement {
  return el('span', { 'data-testid': testId, class: className }, text);
}

/** A line of text, muted. */
export function note(text: string, testId?: string): HTMLElement {
  return el('p', testId ? { class: 'svc-note', 'data-testid': testId } : { class: 'svc-note' }, text);
}

/** Rebuilds a node's content only when the data it shows changed (keeps touches and scroll). */
export class Redraw {
  private key = '';
  when(data: unknown, draw: () => void): void {
    const key = JSON.stringify(data);
    if (key === this.key) return;
    this.key = key;
    draw();
  }
  forget(): void {
    this.key = '';
  }
}
