/**
 * The service menu as main holds it: who is signed in, on which screen, and what each screen
 * shows and may do. The touchscreen only draws `view()` and sends SERVICE_* intents; every
 * intent is checked here against the role signed in (SERVICE_SCREEN_ROLES), so a renderer that
 * sends the operator's reset from the attendant's screen is refused like a wrong PIN.
 *
 * The menu is reached with the attendant key turned or a door open and closes by itself when
 * both are gone. Entering, leaving and every change go to the event log; the session itself is
 * not stored (after a power cut the menu starts closed, as on any cabinet).
 */
import {
  PERIOD_RESET_ROLES,
  SERVICE_SCREEN_ROLES,
  SERVICE_SCREENS,
  type DiagnosticsView,
  type ExportView,
  type GameView,
  type IntentResult,
  type ServiceIntent,
  type ServiceNotice,
  type ServiceRole,
  type ServiceScreen,
  type ServiceView,
  type SettingsView,
  type SettingValue,
  type StoreView,
  type AuditView,
  type PromotionsView,
} from '../ipc/contract';
import type { CycleProgress } from '../cabinet/cycle-rule';
import type { CabinetStore } from '../store/cabinet-store';
import type { EventChainResult, JournalEntry } from '../store/store-types';
import { auditView } from './audit-view';
import { eventLogView } from './event-log-view';
import { exportAudit } from './audit-export';
import { exportFolderName } from './export-target';
import { PeriodMeters } from './period-meters';
import { PinBook } from './pins';
import { recallView } from './recall-view';

/** What the desk needs from the cabinet around it (devices, money rules, settings, the store check). */
export interface ServiceHost {
  /** How the menu may be entered now: key turned, a door open, or not at all. */
  access(): 'key' | 'door' | null;
  /** The cycle as the cabinet keeps it (null without a cycle rule) and the profile's name, for the audit screen. */
  cycle(): { readonly progress: CycleProgress | null; readonly profileName: string };
  /** The games on the menu, with their names (the audit lists them in this order). */
  games(): readonly { readonly id: string; readonly name: string }[];
  moneyRules(): { readonly open: boolean; readonly reason: string | null };
  settings(): SettingsView;
  /** The result carries the book's words for an accepted change ("… takes effect at the next start"). */
  changeSetting(key: string, value: SettingValue, by: ServiceRole): IntentResult & { readonly message?: string };
  /** `liveLamps`: the lamps as the game lights them now (shown unless the technician drives them). */
  diagnostics(liveLamps: DiagnosticsView['lamps']): Omit<DiagnosticsView, 'seen'> & { readonly seenSince: number | null };
  startTestPayout(coins: number): IntentResult;
  setAcceptorTest(on: boolean): Promise<IntentResult>;
  setTestLamp(lamp: string, state: 'on' | 'flash' | 'off'): IntentResult;
  /** Lamps and tests end when the technician leaves. */
  endTests(): Promise<void>;
  storeState(): Omit<StoreView, 'ramClearAsked'>;
  ramClear(by: ServiceRole): IntentResult;
  recallGame(entry: JournalEntry): GameView | null;
  /** The promotions screen: Bonus Spin Mode in the games that offer it. */
  promotions(): PromotionsView;
  /** Grants free rounds in a game (committed with its event log entry), or says why not. */
  grantBonusSpins(game: string, spins: number, totalBetCents: number, by: ServiceRole, atMs: number): IntentResult & { readonly message?: string };
  cancelBonusSpins(game: string, by: ServiceRole, atMs: number): IntentResult & { readonly message?: string };
  exportTargets(): { readonly usb: string | null; readonly data: string };
  /** Something the menu shows changed: publish a new view. */
  changed(): void;
}

interface Session {
  readonly entry: 'key' | 'door';
  role: ServiceRole | null;
  mustChangePin: boolean;
  screen: ServiceScreen;
  notice: ServiceNotice | null;
  recall: { round: number; step: number } | null;
  events: { kind: string | null; fromMs: number | null; toMs: number | null };
  lastExport: { folder: string; files: string[]; at: number } | null;
  ramClearAsked: boolean;
}

/** The screen each role lands on after its PIN. */
const HOME: Readonly<Record<ServiceRole, ServiceScreen>> = { attendant: 'attendant', technician: 'diagnostics', operator: 'audit' };
/** The action intents and the screen whose roles they need. */
const ACTION_SCREEN: Partial<Record<ServiceIntent['type'], ServiceScreen>> = {
  SERVICE_PERIOD_RESET: 'audit',
  SERVICE_RECALL: 'recall',
  SERVICE_EVENTS: 'events',
  SERVICE_EXPORT: 'export',
  SERVICE_TEST_HOPPER: 'diagnostics',
  SERVICE_TEST_ACCEPTORS: 'diagnostics',
  SERVICE_TEST_LAMP: 'diagnostics',
  SERVICE_TEST_RESULT: 'diagnostics',
  SERVICE_SETTING: 'settings',
  SERVICE_RAM_CLEAR: 'store',
  SERVICE_BONUS_SPINS: 'promotions',
  SERVICE_BONUS_SPINS_CANCEL: 'promotions',
};

const OK: IntentResult = { ok: true };
const refuse = (message: string): IntentResult => ({ ok: false, error: { code: 'not-allowed', message } });

export class ServiceDesk {
  private session: Session | null = null;
  private chain: { newest: number; result: EventChainResult } | null = null;
  private readonly pins: PinBook;
  private readonly period: PeriodMeters;

  constructor(
    private readonly store: CabinetStore,
    private readonly host: ServiceHost,
    private readonly now: () => number = Date.now,
  ) {
    this.pins = new PinBook(store, now);
    this.period = new PeriodMeters(store, now);
  }

  get open(): boolean {
    return this.session !== null;
  }

  /** Signed in with a role (the PIN pad is past): the cabinet's own inputs belong to the menu. */
  get role(): ServiceRole | null {
    return this.session?.role ?? null;
  }

  async handle(intent: ServiceIntent): Promise<IntentResult> {
    if (intent.type === 'SERVICE_ENTER') return this.enter();
    const session = this.session;
    if (!session) return refuse(`${intent.type}: the service menu is not open (turn the attendant key or open a door, then SERVICE)`);
    const result = await this.act(session, intent);
    // The answer is also shown on the menu's banner: a refusal must be readable where it happened.
    if (this.session === session && intent.type !== 'SERVICE_SCREEN' && intent.type !== 'SERVICE_RECALL' && intent.type !== 'SERVICE_EVENTS') {
      session.notice = result.ok ? (session.notice?.tone === 'ok' ? session.notice : null) : { tone: 'refused', text: result.error.message };
    }
    this.host.changed();
    return result;
  }

  /** The key turned back and every door shut: the menu closes itself. */
  accessChanged(): void {
    if (this.session && this.host.access() === null) void this.leave('key off and doors closed');
  }

  private enter(): IntentResult {
    if (this.session) return OK;
    const entry = this.host.access();
    if (entry === null) return refuse('turn the attendant key or open a door to enter the service menu');
    this.session = {
      entry,
      role: null,
      mustChangePin: false,
      screen: 'pin',
      notice: null,
      recall: null,
      events: { kind: null, fromMs: null, toMs: null },
      lastExport: null,
      ramClearAsked: false,
    };
    this.store.commit({ events: [{ kind: 'service-enter', detail: { entry } }] });
    this.host.changed();
    return OK;
  }

  private async leave(reason: string): Promise<IntentResult> {
    const session = this.session;
    if (!session) return OK;
    this.session = null;
    this.store.commit({ events: [{ kind: 'service-leave', detail: { role: session.role, reason } }] });
    this.host.changed();
    await this.host.endTests();
    return OK;
  }

  private async act(session: Session, intent: Exclude<ServiceIntent, { type: 'SERVICE_ENTER' }>): Promise<IntentResult> {
    switch (intent.type) {
      case 'SERVICE_LEAVE':
        return this.leave('left by the user');
      case 'SERVICE_PIN':
        return this.signIn(session, intent.role, intent.pin);
      case 'SERVICE_NEW_PIN':
        return this.newPin(session, intent.pin);
      default:
        break;
    }
    const role = session.role;
    if (role === null) return refuse('enter a PIN first');
    if (session.mustChangePin) return refuse('choose your own PIN first: the factory PIN may not stay');
    if (intent.type === 'SERVICE_SCREEN') {
      if (!SERVICE_SCREEN_ROLES[intent.screen].includes(role)) return refuse(`the ${intent.screen} screen is for ${SERVICE_SCREEN_ROLES[intent.screen].join(' and ')}, not ${role}`);
      session.screen = intent.screen;
      // Opening a screen checks afresh (the chain is walked again on the event log screen).
      this.chain = null;
      session.recall = null;
      session.ramClearAsked = false;
      session.notice = null;
      return OK;
    }
    const screen = ACTION_SCREEN[intent.type];
    if (screen && !SERVICE_SCREEN_ROLES[screen].includes(role)) return refuse(`${intent.type} is for ${SERVICE_SCREEN_ROLES[screen].join(' and ')}, not ${role}`);
    switch (intent.type) {
      case 'SERVICE_PERIOD_RESET': {
        if (!PERIOD_RESET_ROLES.includes(role)) return refuse(`only the ${PERIOD_RESET_ROLES.join(' or ')} may reset the period meters`);
        this.period.reset(role);
        session.notice = { tone: 'ok', text: 'period meters reset: the closing readings are in the event log' };
        return OK;
      }
      case 'SERVICE_RECALL':
        session.screen = 'recall';
        session.recall = { round: intent.round, step: intent.step };
        return OK;
      case 'SERVICE_EVENTS':
        if (intent.fromMs !== null && intent.toMs !== null && intent.fromMs > intent.toMs) return refuse('the "from" date is after the "to" date');
        session.events = { kind: intent.kind, fromMs: intent.fromMs, toMs: intent.toMs };
        return OK;
      case 'SERVICE_EXPORT':
        return this.exportTo(session, intent.target, role);
      case 'SERVICE_TEST_HOPPER':
        return this.host.startTestPayout(intent.coins);
      case 'SERVICE_TEST_ACCEPTORS':
        return this.host.setAcceptorTest(intent.on);
      case 'SERVICE_TEST_LAMP':
        return this.host.setTestLamp(intent.lamp, intent.state);
      case 'SERVICE_TEST_RESULT':
        this.store.commit({ events: [{ kind: `service-test-${intent.test}`, detail: { passed: intent.passed, detail: intent.detail, by: role } }] });
        session.notice = { tone: intent.passed ? 'ok' : 'refused', text: `${intent.test} test ${intent.passed ? 'passed' : 'FAILED'}: ${intent.detail}` };
        return OK;
      case 'SERVICE_SETTING': {
        const { message, ...result } = this.host.changeSetting(intent.key, intent.value, role);
        if (result.ok) session.notice = { tone: 'ok', text: message ?? `${intent.key} changed` };
        return result as IntentResult;
      }
      case 'SERVICE_BONUS_SPINS':
      case 'SERVICE_BONUS_SPINS_CANCEL': {
        const at = this.now();
        const { message, ...result } =
          intent.type === 'SERVICE_BONUS_SPINS' ? this.host.grantBonusSpins(intent.game, intent.spins, intent.totalBetCents, role, at) : this.host.cancelBonusSpins(intent.game, role, at);
        if (result.ok && message) session.notice = { tone: 'ok', text: message };
        return result as IntentResult;
      }
      case 'SERVICE_RAM_CLEAR':
        if (!intent.confirm) {
          session.ramClearAsked = true;
          return OK;
        }
        if (!session.ramClearAsked) return refuse('RAM clear asks twice: press RAM CLEAR first, then confirm');
        session.ramClearAsked = false;
        {
          const result = this.host.ramClear(role);
          if (result.ok) session.notice = { tone: 'ok', text: 'RAM cleared: meters, credits and recall are empty; the event log is kept' };
          return result;
        }
    }
  }

  private signIn(session: Session, role: ServiceRole, pin: string): IntentResult {
    const check = this.pins.check(role, pin);
    if (!check.ok) return refuse(check.reason);
    session.role = role;
    session.mustChangePin = check.mustChange;
    session.screen = check.mustChange ? 'pin' : HOME[role];
    session.notice = check.mustChange ? { tone: 'ok', text: `${role}: the factory PIN must be changed before anything else` } : null;
    return OK;
  }

  private newPin(session: Session, pin: string): IntentResult {
    if (session.role === null) return refuse('enter a PIN first');
    try {
      this.pins.change(session.role, pin, session.role);
    } catch (error) {
      if (error instanceof RangeError) return refuse(error.message);
      throw error;
    }
    const first = session.mustChangePin;
    session.mustChangePin = false;
    if (first) session.screen = HOME[session.role];
    session.notice = { tone: 'ok', text: `${session.role} PIN changed` };
    return OK;
  }

  private exportTo(session: Session, target: 'usb' | 'data', role: ServiceRole): IntentResult {
    const targets = this.host.exportTargets();
    const root = target === 'usb' ? targets.usb : targets.data;
    if (root === null) return refuse('no USB stick is mounted: plug one in, or export to the data folder');
    const at = this.now();
    const folder = `${root}/${exportFolderName(at)}`;
    let files: string[];
    try {
      files = exportAudit(this.store, folder);
    } catch (error) {
      return refuse(`the export to ${folder} failed: ${(error as Error).message}`);
    }
    this.store.commit({ events: [{ kind: 'service-export', detail: { folder, files: files.length, by: role } }] });
    session.lastExport = { folder, files, at };
    session.notice = { tone: 'ok', text: `exported ${files.length} files to ${folder}` };
    return OK;
  }

  view(liveLamps: DiagnosticsView['lamps']): ServiceView | null {
    const session = this.session;
    if (!session) return null;
    const role = session.role;
    const lockouts = (['attendant', 'technician', 'operator'] as const)
      .map((r) => ({ role: r, untilMs: this.pins.lockedUntil(r) }))
      .filter((l): l is { role: ServiceRole; untilMs: number } => l.untilMs !== null);
    const on = (screen: ServiceScreen): boolean => role !== null && !session.mustChangePin && session.screen === screen;
    const moneyRules = this.host.moneyRules();
    return {
      entry: session.entry,
      role,
      mustChangePin: session.mustChangePin,
      lockouts,
      screen: session.screen,
      screens: SERVICE_SCREENS.map((id) => ({ id, roles: SERVICE_SCREEN_ROLES[id] })),
      notice: session.notice,
      audit: on('audit') ? this.audit(role) : null,
      recall: on('recall') ? recallView(this.store, session.recall, (entry) => this.host.recallGame(entry)) : null,
      events: on('events') ? eventLogView(this.store, session.events, () => this.verifiedChain()) : null,
      export: on('export') ? this.exportView(session) : null,
      diagnostics: on('diagnostics') ? this.diagnostics(liveLamps) : null,
      settings: on('settings') ? { ...this.host.settings(), moneyRulesOpen: moneyRules.open, moneyRulesReason: moneyRules.reason } : null,
      promotions: on('promotions') ? this.host.promotions() : null,
      store: on('store') ? { ...this.host.storeState(), ramClearAsked: session.ramClearAsked } : null,
    };
  }

  /** The chain verified once per new entry: the screen is redrawn for every view, the walk is linear. */
  private verifiedChain(): EventChainResult {
    const newest = this.store.events({ limit: 1 })[0]?.id ?? 0;
    if (this.chain?.newest !== newest) this.chain = { newest, result: this.store.verifyEventChain() };
    return this.chain.result;
  }

  private audit(role: ServiceRole | null): AuditView {
    const cycle = this.host.cycle();
    return auditView(this.store, { games: this.host.games(), cycle: cycle.progress, profileName: cycle.profileName, canResetPeriod: role !== null && PERIOD_RESET_ROLES.includes(role), period: this.period });
  }

  /** Where an export would go: the USB stick is looked for once per view (it reads /proc/mounts). */
  private exportView(session: Session): ExportView {
    const targets = this.host.exportTargets();
    return { usbPath: targets.usb, dataPath: targets.data, last: session.lastExport };
  }

  private diagnostics(liveLamps: DiagnosticsView['lamps']): DiagnosticsView {
    const { seenSince, ...rest } = this.host.diagnostics(liveLamps);
    const seen: DiagnosticsView['seen'][number][] = [];
    if (seenSince !== null) {
      for (const event of this.store.events({ fromMs: seenSince, limit: 200 })) {
        const detail = event.detail as { cents?: number; valueCents?: number; decision?: string; reason?: string };
        if (event.kind === 'test-coin-in') seen.push({ at: event.createdAt, device: 'coin-acceptor', cents: detail.cents ?? 0, note: 'coin taken (test meters)' });
        if (event.kind === 'bill-escrow') seen.push({ at: event.createdAt, device: 'bill-validator', cents: detail.valueCents ?? 0, note: `bill ${detail.decision === 'return' ? 'returned' : 'stacked'}` });
      }
    }
    return { ...rest, seen };
  }
}
