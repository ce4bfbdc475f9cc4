import { SERVICE_ROLES, type ServiceRole, type ServiceView } from '../../main/ipc/contract';
import { formatClock } from '../format';
import { el, setText, toggleClass } from '../hud/dom';
import { confirmNewPin, EMPTY_NEW_PIN_PAD, EMPTY_PIN_PAD, maskedPin, pickRole, PIN_DIGITS, signInIntent, typeDigit, type NewPinPad, type PinPad, type PinProblem } from '../model/service-pin';
import { lockoutUntil } from '../model/service-menu';
import type { ScreenContext } from './service-dom';
import { serviceButton, setDisabled } from './service-dom';

/** Digits 1–9 and 0 with CLEAR and OK, as on a cash machine; only one pad is in the page at a time. */
function keypad(onDigit: (digit: string) => void, onClear: () => void, ok: HTMLButtonElement, clearLabel: string): HTMLElement {
  const digits = PIN_DIGITS.map((d) => {
    const b = serviceButton(`service-digit-${d}`, d, 'svc-digit');
    b.addEventListener('click', () => onDigit(d));
    return b;
  });
  const clear = serviceButton('service-pin-clear', clearLabel, 'svc-digit svc-warn');
  clear.addEventListener('click', onClear);
  const zero = digits.pop() as HTMLButtonElement;
  return el('div', { class: 'svc-keypad' }, ...digits, clear, zero, ok);
}

/**
 * Sign-in: a role, then its PIN. A role locked out after wrong PINs is shown disabled with the
 * time its lock ends (main keeps the count; the pad only shows it).
 */
export class SignInPad {
  readonly element: HTMLElement;
  private pad: PinPad = EMPTY_PIN_PAD;
  private readonly roles = new Map<ServiceRole, { button: HTMLButtonElement; lock: HTMLElement }>();
  private readonly display: HTMLElement;
  private readonly problem: HTMLElement;
  private service: ServiceView | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly ctx: ScreenContext) {
    const t = ctx.text.service;
    const roleRow = el('div', { class: 'svc-roles' });
    for (const role of SERVICE_ROLES) {
      const button = serviceButton(`service-role-${role}`, t.roles[role], 'svc-role');
      const lock = el('span', { class: 'svc-lock', 'data-testid': `service-role-${role}-lock` });
      button.append(lock);
      button.addEventListener('click', () => {
        this.pad = pickRole(this.pad, role);
        this.render();
      });
      this.roles.set(role, { button, lock });
      roleRow.append(button);
    }
    this.display = el('div', { class: 'svc-pin-display', 'data-testid': 'service-pin-display' });
    this.problem = el('div', { class: 'svc-pin-problem', role: 'alert' });
    const ok = serviceButton('service-pin-ok', t.pin.ok, 'svc-digit svc-ok');
    ok.addEventListener('click', () => this.submit());
    const pad = keypad(
      (d) => {
        this.pad = { ...this.pad, digits: typeDigit(this.pad.digits, d) };
        this.render();
      },
      () => {
        this.pad = { ...this.pad, digits: '' };
        this.render();
      },
      ok,
      t.pin.clear,
    );
    this.element = el('div', { class: 'svc-pin' }, el('h2', {}, t.pin.chooseRole), roleRow, el('h2', {}, t.pin.enterPin), this.display, this.problem, pad);
  }

  update(service: ServiceView): void {
    this.service = service;
    // A lock ends by the clock, not by a view: look again now and then while the pad is up.
    this.timer ??= setInterval(() => this.render(), 5000);
    this.render();
  }

  leave(): void {
    this.pad = EMPTY_PIN_PAD;
    setText(this.problem, '');
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private submit(): void {
    const result = signInIntent(this.pad);
    if (typeof result === 'string') {
      this.showProblem(result);
      return;
    }
    this.pad = { ...this.pad, digits: '' };
    this.render();
    this.ctx.press(result);
  }

  private showProblem(problem: PinProblem): void {
    const t = this.ctx.text.service.pin;
    setText(this.problem, problem === 'role-first' ? t.roleFirst : t.newLength);
  }

  private render(): void {
    const t = this.ctx.text.service.pin;
    const now = Date.now();
    for (const [role, { button, lock }] of this.roles) {
      const until = this.service ? lockoutUntil(this.service, role, now) : null;
      setDisabled(button, until !== null);
      setText(lock, until === null ? '' : t.lockedUntil(formatClock(new Date(until))));
      toggleClass(button, 'svc-lit', this.pad.role === role);
      if (until !== null && this.pad.role === role) this.pad = EMPTY_PIN_PAD;
    }
    setText(this.display, maskedPin(this.pad.digits));
    if (this.pad.role !== null) setText(this.problem, '');
  }
}

/** A new PIN, typed twice: after a factory PIN (required) or from the PIN screen. */
export class NewPinPadView {
  readonly element: HTMLElement;
  private pad: NewPinPad = EMPTY_NEW_PIN_PAD;
  private readonly prompt: HTMLElement;
  private readonly display: HTMLElement;
  private readonly problem: HTMLElement;

  constructor(private readonly ctx: ScreenContext) {
    const t = ctx.text.service.pin;
    this.prompt = el('h2', {});
    this.display = el('div', { class: 'svc-pin-display', 'data-testid': 'service-pin-display' });
    this.problem = el('div', { class: 'svc-pin-problem', role: 'alert', 'data-testid': 'service-new-pin-problem' });
    const ok = serviceButton('service-new-pin-ok', t.ok, 'svc-digit svc-ok');
    ok.addEventListener('click', () => {
      const { pad, intent } = confirmNewPin(this.pad);
      this.pad = pad;
      this.render();
      if (intent) ctx.press(intent);
    });
    const pad = keypad(
      (d) => {
        this.pad = { ...this.pad, digits: typeDigit(this.pad.digits, d), problem: null };
        this.render();
      },
      () => {
        this.pad = { ...this.pad, digits: '' };
        this.render();
      },
      ok,
      t.clear,
    );
    this.element = el('div', { class: 'svc-pin' }, el('h2', {}, t.newTitle), this.prompt, this.display, this.problem, pad);
    this.render();
  }

  leave(): void {
    this.pad = EMPTY_NEW_PIN_PAD;
    this.render();
  }

  private render(): void {
    const t = this.ctx.text.service.pin;
    setText(this.prompt, this.pad.first === null ? t.newFirst : t.newAgain);
    setText(this.display, maskedPin(this.pad.digits));
    setText(this.problem, this.pad.problem === 'length' ? t.newLength : this.pad.problem === 'mismatch' ? t.newMismatch : '');
  }
}
