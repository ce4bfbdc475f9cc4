import type { CabinetView, ServiceView, SettingsView, SettingView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { el } from '../hud/dom';
import { settingControl, settingLocked, settingValueText, toggledChoices } from '../model/service-settings';
import type { ScreenContext } from './service-dom';
import { movedEntry, toggledEntry } from './ordered-setting';
import { note, Redraw, serviceButton } from './service-dom';
import type { ServiceScreenPart } from './screen';

/**
 * The settings: one row per setting with its value and a control for its kind (an ordered list,
 * the games on the menu, also moves its entries up and down). Money-rule
 * settings carry a tag and stay shut while the cabinet says money rules cannot change (the
 * reason is shown). A press proposes a value; the cabinet's refusal shows in the banner.
 */
export class SettingsScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly reason: HTMLElement;
  private readonly rows: HTMLElement;
  private readonly redraw = new Redraw();

  constructor(private readonly ctx: ScreenContext) {
    this.reason = el('div', { class: 'svc-reason', 'data-testid': 'settings-money-reason', hidden: '' });
    this.rows = el('div', { class: 'svc-settings' });
    this.element = el('div', { class: 'svc-screen' }, this.reason, this.rows);
  }

  update(_view: CabinetView, service: ServiceView): void {
    const settings = service.settings;
    this.redraw.when(settings, () => this.draw(settings));
  }

  leave(): void {
    // Each press is sent at once: nothing is held back.
  }

  private draw(settings: SettingsView | null): void {
    const t = this.ctx.text.service.settings;
    if (!settings) {
      this.reason.hidden = true;
      this.rows.replaceChildren(note('…'));
      return;
    }
    const closed = !settings.moneyRulesOpen && settings.items.some((i) => i.rule === 'money');
    this.reason.hidden = !closed;
    this.reason.textContent = closed ? t.moneyRulesClosed(settings.moneyRulesReason ?? '?') : '';
    if (settings.items.length === 0) {
      this.rows.replaceChildren(note(t.empty));
      return;
    }
    this.rows.replaceChildren(...settings.items.map((item) => this.row(item, settingLocked(item, settings))));
  }

  private row(item: SettingView, locked: boolean): HTMLElement {
    const t = this.ctx.text.service;
    const words = { on: t.settings.on, off: t.settings.off, none: t.none };
    const head = el('div', { class: 'svc-setting-head' }, el('span', { class: 'svc-setting-label' }, item.label));
    if (item.rule === 'money') head.append(el('span', { class: 'svc-tag' }, t.settings.moneyRules));
    const value = el('div', { class: 'svc-setting-value', 'data-testid': `setting-${item.key}-value` }, settingValueText(item, item.value, formatEuros, words));
    const controls = el('div', { class: 'svc-setting-controls' });
    const send = (next: SettingView['value']): void => this.ctx.press({ type: 'SERVICE_SETTING', key: item.key, value: next });
    const button = (suffix: string, label: string, lit: boolean, next: SettingView['value'] | null): HTMLButtonElement => {
      const b = serviceButton(`setting-${item.key}-${suffix}`, label, lit ? 'svc-lit' : '');
      b.disabled = locked || next === null;
      if (next !== null) b.addEventListener('click', () => send(next));
      return b;
    };
    const control = settingControl(item);
    if (item.ordered && control.kind === 'many') {
      // The games on the menu: each entry turns on or off, and the ones on move up and down.
      const text = (value: number | string): string => settingValueText(item, value, formatEuros, words);
      // The games on, in menu order, then the others.
      const order = Array.isArray(item.value) ? (item.value as readonly (number | string)[]) : [];
      const rank = (v: number | string): number => (order.includes(v) ? order.indexOf(v) : order.length);
      for (const o of [...control.options].sort((x, y) => rank(x.value) - rank(y.value))) {
        const entry = el('span', { class: 'svc-setting-entry' }, button(`choice-${o.value}`, text(o.value), o.selected, toggledEntry(item, String(o.value))));
        if (o.selected) {
          entry.append(
            button(`up-${o.value}`, t.settings.moveUp, false, movedEntry(item, String(o.value), -1)),
            button(`down-${o.value}`, t.settings.moveDown, false, movedEntry(item, String(o.value), 1)),
          );
        }
        controls.append(entry);
      }
      return el('div', { class: `svc-setting${locked ? ' locked' : ''}`, 'data-testid': `setting-${item.key}`, 'data-rule': item.rule }, head, value, controls);
    }
    switch (control.kind) {
      case 'single':
        for (const o of control.options) controls.append(button(`choice-${o.value}`, settingValueText(item, o.value, formatEuros, words), o.selected, o.value));
        break;
      case 'many':
        for (const o of control.options) controls.append(button(`choice-${o.value}`, settingValueText(item, o.value, formatEuros, words), o.selected, toggledChoices(item, o.value)));
        break;
      case 'range':
        controls.append(button('minus', '−', false, control.minus), button('plus', '+', false, control.plus));
        break;
      case 'switch':
        controls.append(button('choice-true', words.on, control.on, true), button('choice-false', words.off, !control.on, false));
        break;
      case 'shown':
        break;
    }
    return el('div', { class: `svc-setting${locked ? ' locked' : ''}`, 'data-testid': `setting-${item.key}`, 'data-rule': item.rule }, head, value, controls);
  }
}
