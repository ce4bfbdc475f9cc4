import type { CabinetView, Intent, IntentResult, ServiceNotice, ServiceScreen, ServiceView } from '../../main/ipc/contract';
import type { Sounds } from '../audio/sounds';
import { el, setShown, setText, toggleClass } from '../hud/dom';
import { screenRoles, serviceMode, serviceTabs, type ServiceMode } from '../model/service-menu';
import type { TextTable } from '../text/text-table';
import { AttendantScreen } from './attendant-screen';
import { AuditScreen } from './audit-screen';
import { DiagnosticsScreen } from './diagnostics-screen';
import { EventsScreen } from './events-screen';
import { ExportScreen } from './export-screen';
import { NewPinPadView, SignInPad } from './pin-pads';
import { PromotionsScreen } from './promotions-screen';
import { RecallScreen } from './recall-screen';
import type { ServiceScreenPart } from './screen';
import { serviceButton, type ScreenContext } from './service-dom';
import { SettingsScreen } from './settings-screen';
import { StoreScreen } from './store-screen';

export interface ServiceOverlayParts {
  /** The layer over the whole stage the menu draws in. */
  readonly layer: HTMLElement;
  /** The big RECALL banner over the game stage while a round is replayed. */
  readonly recallBanner: HTMLElement;
  /** The fixed-size stage (touch calibration measures in its pixels). */
  readonly stage: HTMLElement;
  readonly text: TextTable;
  readonly request: (intent: Intent) => Promise<IntentResult | null>;
  readonly sounds: Sounds;
}

/** The PIN screen shown inside the menu: the new-PIN pad, for a role changing its own PIN. */
class PinScreen implements ServiceScreenPart {
  constructor(private readonly pad: NewPinPadView) {}
  get element(): HTMLElement {
    return this.pad.element;
  }
  update(): void {
    // The pad keeps its own digits; the view has nothing for it.
  }
  leave(): void {
    this.pad.leave();
  }
}

/**
 * The service menu over the game: title, the role signed in, LEAVE, the cabinet's notice (or
 * its refusal of the last press), then the PIN pad, the new-PIN pad or the menu bar with the
 * chosen screen. Everything shown is `view.service`; every press is an intent.
 */
export class ServiceOverlay {
  private readonly ctx: ScreenContext;
  private readonly role: HTMLElement;
  private readonly notice: HTMLElement;
  private readonly tabs: HTMLElement;
  private readonly forRoles: HTMLElement;
  private readonly host: HTMLElement;
  private readonly body: HTMLElement;
  private readonly signIn: SignInPad;
  private readonly newPin: NewPinPadView;
  private readonly screens: Readonly<Record<ServiceScreen, ServiceScreenPart>>;
  private readonly tabButtons = new Map<ServiceScreen, HTMLButtonElement>();
  private tabsKey = '';
  private mode: ServiceMode | null = null;
  private shownScreen: ServiceScreen | null = null;
  private service: ServiceView | null = null;
  private noticeKey = '';
  /** The cabinet's refusal of the last press, until the next press or a new notice. */
  private refusal: string | null = null;
  private pressCount = 0;

  constructor(private readonly parts: ServiceOverlayParts) {
    const t = parts.text.service;
    this.ctx = { text: parts.text, press: (intent) => this.press(intent) };
    const leave = serviceButton('service-leave', t.leave, 'svc-leave');
    leave.addEventListener('click', () => this.press({ type: 'SERVICE_LEAVE' }));
    this.role = el('div', { class: 'svc-role-chip', 'data-testid': 'service-role' });
    this.notice = el('div', { class: 'svc-notice', 'data-testid': 'service-notice', role: 'alert', hidden: '' });
    this.tabs = el('nav', { class: 'svc-tabs' });
    this.forRoles = el('div', { class: 'svc-for', 'data-testid': 'service-for' });
    this.host = el('div', { class: 'svc-host' });
    this.body = el('div', { class: 'svc-body' });
    this.signIn = new SignInPad(this.ctx);
    this.newPin = new NewPinPadView(this.ctx);
    this.screens = {
      attendant: new AttendantScreen(this.ctx, parts.request),
      audit: new AuditScreen(this.ctx),
      recall: new RecallScreen(this.ctx),
      events: new EventsScreen(this.ctx),
      export: new ExportScreen(this.ctx),
      diagnostics: new DiagnosticsScreen(this.ctx, parts.stage, parts.sounds),
      settings: new SettingsScreen(this.ctx),
      promotions: new PromotionsScreen(this.ctx),
      store: new StoreScreen(this.ctx),
      pin: new PinScreen(this.newPin),
    };
    parts.layer.append(el('header', { class: 'svc-head' }, el('div', { class: 'svc-title' }, t.title), this.role, leave), this.notice, this.body);
    parts.layer.hidden = true;
    parts.recallBanner.textContent = t.recall.banner;
    parts.recallBanner.hidden = true;
  }

  /** True while a recalled round is drawn on the game stage (the menu is a bar under it). */
  get replaying(): boolean {
    return this.mode === 'recall';
  }

  update(view: CabinetView): void {
    const service = view.service;
    this.service = service;
    setShown(this.parts.layer, service !== null);
    if (!service) {
      this.setMode(null);
      this.showScreen(null);
      this.refusal = null;
      this.noticeKey = '';
      setShown(this.parts.recallBanner, false);
      return;
    }
    const mode = serviceMode(service);
    this.setMode(mode);
    const t = this.parts.text.service;
    setText(this.role, service.role === null ? t.entry[service.entry] : `${t.signedIn(t.roles[service.role])} · ${t.entry[service.entry]}`);
    const replayingRound = service.screen === 'recall' && (service.recall?.round ?? null) !== null;
    setShown(this.parts.recallBanner, replayingRound);
    toggleClass(this.parts.layer, 'svc-shrunk', mode === 'recall');
    const key = JSON.stringify(service.notice);
    if (key !== this.noticeKey) {
      this.noticeKey = key;
      this.refusal = null;
    }
    this.showNotice();
    if (mode === 'pin') this.signIn.update(service);
    if (mode === 'menu' || mode === 'recall') {
      this.showTabs(service);
      this.showScreen(service.screen);
      const roles = screenRoles(service, service.screen).map((r) => t.roles[r].toLowerCase());
      setText(this.forRoles, t.forRoles(roles.join(', ')));
      this.screens[service.screen].update(view, service);
    }
  }

  private setMode(mode: ServiceMode | null): void {
    if (mode === this.mode) return;
    const before = this.mode;
    this.mode = mode;
    if (before === 'pin') this.signIn.leave();
    if (before === 'new-pin') this.newPin.leave();
    if (mode === 'pin') this.body.replaceChildren(this.signIn.element);
    else if (mode === 'new-pin') this.body.replaceChildren(this.newPin.element);
    else if (mode === 'menu' || mode === 'recall') this.body.replaceChildren(this.tabs, this.forRoles, this.host);
    else this.body.replaceChildren();
    if (mode !== 'menu' && mode !== 'recall') this.showScreen(null);
  }

  private showScreen(screen: ServiceScreen | null): void {
    if (screen === this.shownScreen) return;
    if (this.shownScreen !== null) this.screens[this.shownScreen].leave();
    this.shownScreen = screen;
    this.host.replaceChildren(...(screen === null ? [] : [this.screens[screen].element]));
    this.host.dataset.screen = screen ?? '';
    this.host.scrollTop = 0;
  }

  private showTabs(service: ServiceView): void {
    const tabs = serviceTabs(service);
    const key = JSON.stringify(tabs.map((tab) => tab.id));
    if (key !== this.tabsKey) {
      this.tabsKey = key;
      this.tabButtons.clear();
      this.tabs.replaceChildren(
        ...tabs.map((tab) => {
          const b = serviceButton(`service-screen-${tab.id}`, this.parts.text.service.screens[tab.id], 'svc-tab');
          b.addEventListener('click', () => this.press({ type: 'SERVICE_SCREEN', screen: tab.id }));
          this.tabButtons.set(tab.id, b);
          return b;
        }),
      );
    }
    for (const tab of tabs) {
      const b = this.tabButtons.get(tab.id);
      if (!b) continue;
      b.disabled = !tab.enabled;
      toggleClass(b, 'svc-lit', tab.active);
    }
  }

  private showNotice(): void {
    const notice: ServiceNotice | null = this.refusal !== null ? { tone: 'refused', text: this.refusal } : (this.service?.notice ?? null);
    setShown(this.notice, notice !== null);
    setText(this.notice, notice?.text ?? '');
    this.notice.dataset.tone = notice?.tone ?? '';
  }

  private press(intent: Intent): void {
    const press = ++this.pressCount;
    this.refusal = null;
    this.showNotice();
    void this.parts.request(intent).then((result) => {
      if (press !== this.pressCount || !result || result.ok) return;
      this.refusal = result.error.message;
      this.showNotice();
    });
  }
}
