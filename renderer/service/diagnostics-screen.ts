import type { CabinetView, DiagnosticsView, ServiceView } from '../../main/ipc/contract';
import type { Sounds } from '../audio/sounds';
import { formatEuros } from '../format';
import { el, setShown, setText, toggleClass } from '../hud/dom';
import { deviceHealthRows } from '../hud/tilt-panel';
import { formatDateTime } from '../model/service-events';
import { DEFAULT_HOPPER_TEST_COINS, lampList, payoutPerMille, stepHopperCoins } from '../model/service-diagnostics';
import type { ScreenContext } from './service-dom';
import { note, Redraw, section, serviceButton } from './service-dom';
import type { ServiceScreenPart } from './screen';
import { ScreenTests } from './screen-tests';

const LAMP_STATES = ['on', 'flash', 'off'] as const;

/**
 * The technician's diagnostics: device links and last errors, the acceptor test, the hopper
 * test payout, the panel's buttons lighting as pressed, the lamps, and the screen-side tests.
 */
export class DiagnosticsScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly devices: HTMLElement;
  private readonly errors: HTMLElement;
  private readonly acceptors: HTMLButtonElement;
  private readonly seen: HTMLElement;
  private readonly inhibits: HTMLElement;
  private readonly coinsShown: HTMLElement;
  private readonly progress: HTMLElement;
  private readonly progressBar: HTMLElement;
  private readonly testMeters: HTMLElement;
  private readonly buttons: HTMLElement;
  private readonly lamps: HTMLElement;
  private readonly tests: ScreenTests;
  private readonly redraws = { devices: new Redraw(), errors: new Redraw(), seen: new Redraw(), buttons: new Redraw(), lamps: new Redraw() };
  private readonly buttonCells = new Map<string, HTMLElement>();
  private acceptorsOn = false;
  private coins = DEFAULT_HOPPER_TEST_COINS;

  constructor(
    private readonly ctx: ScreenContext,
    stage: HTMLElement,
    sounds: Sounds,
  ) {
    const t = ctx.text.service.diagnostics;
    this.tests = new ScreenTests(ctx.text, ctx.press, stage, sounds);
    this.devices = el('div', { class: 'device-health' });
    this.errors = el('div', { class: 'svc-errors' });

    this.acceptors = serviceButton('diag-acceptors', t.acceptorsOff);
    this.acceptors.addEventListener('click', () => ctx.press({ type: 'SERVICE_TEST_ACCEPTORS', on: !this.acceptorsOn }));
    this.seen = el('div', { class: 'svc-seen' });
    this.inhibits = el('div', { class: 'svc-note', 'data-testid': 'diag-inhibits' });

    const fewer = serviceButton('diag-hopper-coins-down', '−', 'svc-step');
    fewer.addEventListener('click', () => this.stepCoins(-1));
    const more = serviceButton('diag-hopper-coins-up', '+', 'svc-step');
    more.addEventListener('click', () => this.stepCoins(1));
    this.coinsShown = el('div', { class: 'svc-count', 'data-testid': 'diag-hopper-coins' });
    const pay = serviceButton('diag-hopper-pay', t.pay, 'svc-ok');
    pay.addEventListener('click', () => ctx.press({ type: 'SERVICE_TEST_HOPPER', coins: this.coins }));
    this.progressBar = el('div', { class: 'svc-bar-fill' });
    this.progress = el('div', { class: 'svc-progress', 'data-testid': 'diag-hopper-progress', hidden: '' }, el('span', { class: 'svc-progress-text' }), el('div', { class: 'svc-bar' }, this.progressBar));
    this.testMeters = el('div', { class: 'svc-note', 'data-testid': 'diag-test-meters' });

    this.buttons = el('div', { class: 'svc-buttons-grid' });
    this.lamps = el('div', { class: 'svc-lamps' });

    const touch = serviceButton('diag-touch', t.touch);
    touch.addEventListener('click', () => this.tests.touch());
    const sound = serviceButton('diag-sound', t.sound);
    sound.addEventListener('click', () => this.tests.sound());
    const screen = serviceButton('diag-screen', t.screen);
    screen.addEventListener('click', () => this.tests.screen());

    this.element = el(
      'div',
      { class: 'svc-screen svc-diagnostics' },
      section(t.devices, this.devices, el('h4', {}, t.lastErrors), this.errors),
      section(t.acceptors, this.acceptors, this.inhibits, this.seen),
      section(t.hopper, el('div', { class: 'svc-row' }, fewer, this.coinsShown, more, pay), this.progress, this.testMeters),
      section(t.buttons, this.buttons),
      section(t.lamps, this.lamps),
      el('div', { class: 'svc-row' }, touch, sound, screen),
    );
    this.showCoins();
  }

  update(view: CabinetView, service: ServiceView): void {
    const d = service.diagnostics;
    if (!d) {
      this.devices.replaceChildren(note('…'));
      return;
    }
    const t = this.ctx.text.service.diagnostics;
    this.redraws.devices.when(d.devices, () => this.devices.replaceChildren(...deviceHealthRows(this.ctx.text, d.devices, 'diag-device')));
    this.redraws.errors.when(d.lastErrors, () =>
      this.errors.replaceChildren(...(d.lastErrors.length ? d.lastErrors.map((e) => el('div', { class: 'svc-mono' }, `${formatDateTime(e.at)} ${e.kind}: ${e.detail}`)) : [note(t.noErrors)])),
    );
    this.acceptorsOn = d.acceptorsTest;
    setText(this.inhibits, t.inhibits(view.coinAcceptor.accepting, view.billValidator.accepting));
    setText(this.acceptors, d.acceptorsTest ? t.acceptorsOn : t.acceptorsOff);
    toggleClass(this.acceptors, 'svc-lit', d.acceptorsTest);
    this.redraws.seen.when([d.acceptorsTest, d.seen], () => this.drawSeen(d));
    this.showPayout(d);
    this.showButtons(d);
    this.redraws.lamps.when([lampList(d), d.lamps], () => this.drawLamps(d));
  }

  leave(): void {
    this.tests.cancel();
  }

  private stepCoins(direction: 1 | -1): void {
    this.coins = stepHopperCoins(this.coins, direction);
    this.showCoins();
  }

  private showCoins(): void {
    setText(this.coinsShown, this.ctx.text.service.diagnostics.hopperCoins(this.coins));
    this.coinsShown.dataset.coins = String(this.coins);
  }

  private drawSeen(d: DiagnosticsView): void {
    const t = this.ctx.text.service.diagnostics;
    if (!d.acceptorsTest && d.seen.length === 0) {
      this.seen.replaceChildren();
      return;
    }
    if (d.seen.length === 0) {
      this.seen.replaceChildren(note(t.seenNone));
      return;
    }
    this.seen.replaceChildren(...d.seen.map((s, i) => el('div', { class: 'svc-mono', 'data-testid': `diag-seen-${i}` }, `${formatDateTime(s.at)} ${t.seenDevices[s.device]} ${formatEuros(s.cents)} ${s.note}`)));
  }

  private showPayout(d: DiagnosticsView): void {
    const t = this.ctx.text.service.diagnostics;
    const test = d.testPayout;
    setShown(this.progress, test !== null);
    if (test) {
      const text = this.progress.firstElementChild as HTMLElement;
      setText(text, `${t.progress(test.paid, test.requested)}${test.running ? ` · ${t.running}` : ''}`);
      this.progress.dataset.paid = String(test.paid);
      this.progressBar.style.width = `${payoutPerMille(test) / 10}%`;
    }
    const m = d.testPayoutMeters;
    setText(this.testMeters, t.testMeters(m.count, formatEuros(m.cents), m.coinInCount, formatEuros(m.coinInCents)));
  }

  /** Each panel button lights while the panel reports it held: the technician presses each in turn. */
  private showButtons(d: DiagnosticsView): void {
    const names = Object.keys(d.buttons);
    this.redraws.buttons.when(names, () => {
      this.buttonCells.clear();
      if (names.length === 0) {
        this.buttons.replaceChildren(note(this.ctx.text.service.diagnostics.noButtons));
        return;
      }
      this.buttons.replaceChildren(
        ...names.map((name) => {
          const cell = el('div', { class: 'svc-panel-button', 'data-testid': `diag-button-${name}` }, name);
          this.buttonCells.set(name, cell);
          return cell;
        }),
      );
    });
    for (const [name, cell] of this.buttonCells) {
      const held = d.buttons[name] === true;
      toggleClass(cell, 'svc-lit', held);
      cell.dataset.held = held ? 'true' : 'false';
    }
  }

  private drawLamps(d: DiagnosticsView): void {
    const t = this.ctx.text.service.diagnostics;
    const lampButton = (lamp: string, state: (typeof LAMP_STATES)[number], label: string, lit: boolean): HTMLButtonElement => {
      const b = serviceButton(`diag-lamp-${lamp}-${state}`, label, lit ? 'svc-lit' : '');
      b.addEventListener('click', () => this.ctx.press({ type: 'SERVICE_TEST_LAMP', lamp, state }));
      return b;
    };
    const rows = lampList(d).map((lamp) =>
      el(
        'div',
        { class: 'svc-lamp', 'data-testid': `diag-lamp-${lamp}`, 'data-state': d.lamps[lamp] ?? 'off' },
        el('span', { class: 'svc-lamp-name' }, lamp),
        ...LAMP_STATES.map((state) => lampButton(lamp, state, t.lampStates[state], (d.lamps[lamp] ?? 'off') === state)),
      ),
    );
    this.lamps.replaceChildren(el('div', { class: 'svc-row' }, lampButton('all', 'on', t.allOn, false), lampButton('all', 'off', t.allOff, false)), ...rows);
  }
}
