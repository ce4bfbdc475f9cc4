/**
 * The cabinet: wallet, games, coin intake and payout behind one door. Every intent from the
 * renderer comes through `handleIntent`, is checked against the contract and against the
 * game's current state, and only a committed change produces a new view. The order is always:
 * decide (pure) → commit (one SQLite transaction) → adopt in memory → show.
 */
import type { AnyEventObject } from 'xstate';
import type { Rng } from '../../engine/core/rng';
import { formatEuros } from '../../engine/core/money';
import type { CabinetConfig } from '../../config/cabinet-config';
import { loadJurisdictionProfiles, type JurisdictionProfile } from '../../config/jurisdiction-profile';
import { ConfigError } from '../../config/cabinet-config';
import { ContractError, parseIntent, type CabinetView, type GameId, type Intent, type IntentResult, type PanelSwitchName, type ServiceIntent, type ServiceRole, type SettingValue } from '../ipc/contract';
import { classifyBillStatus } from '../../hardware/bill-validator/bill-status-codes';
import type { PanelEvent } from '../../hardware/io-board/panel-types';
import { BillIntake } from './bill-intake';
import type { CabinetDevices } from './cabinet-devices';
import { lampsFor, PanelInput } from './panel-input';
import { mergeBatches } from '../store/merge-batches';
import { TiltBook, tiltView, type Tilt } from './tilts';
import type { CabinetStore } from '../store/cabinet-store';
import { CoinGate } from './coin-gate';
import { DeviceEvents } from './device-events';
import { HopperWatch } from './hopper-watch';
import { CoinIntake } from './coin-intake';
import { CycleKeeper } from './cycle-keeper';
import { cycleGame, cycleLevelFor, gameName, jackpotPools, returnSetting } from './game-registry';
import { GameSession } from './game-session';
import type { GameTable, PlayerBalances, TableCommand } from '../../engine/games/game-module';
import { HOPPER_UNPAID_TILT, HopperPayout } from './hopper-payout';
import { marqueeFor, type LastActivity } from './marquee';
import { RtpSetting } from './rtp-setting';
import { devIntentRefusal, devPanelAllowed, type DevIntentType } from './production-rules';
import { meterScopes, settleStep } from './step-settlement';
import type { JournaledMachine } from '../../engine/core/machine-runner';
import { ServiceBench } from './service-bench';
import type { GambleLimits } from '../../engine/games/game-module';
import { ServiceDesk, type ServiceHost } from '../service/service-desk';
import { SettingsBook } from '../service/settings-book';
import type { ServiceSettings } from '../service/settings-state';
import { findUsbStick } from '../service/export-target';
import { gameRecallView } from '../service/game-recall-view';
import { BONUS_SPINS_CANCEL_EVENT, BONUS_SPINS_GRANT_EVENT, promotionsView } from '../service/promotions-view';
import type { CommitBatch } from '../store/cabinet-store';
import type { StoreCheckResult } from '../store/store-check';

export type { CabinetDevices } from './cabinet-devices';

/** Intents that still work while the cabinet is stopped or the service menu is open: the attendant's and the development panel's. */
const STOPPED_INTENTS: ReadonlySet<Intent['type']> = new Set(['ATTENDANT_CLEAR', 'ATTENDANT_REFILL', 'ATTENDANT_HANDPAY', 'DEV_INSERT_COIN', 'DEV_INSERT_BILL', 'DEV_SWITCH']);
const isServiceIntent = (intent: Intent): intent is ServiceIntent => intent.type.startsWith('SERVICE_');
const DOORS: readonly PanelSwitchName[] = ['mainDoor', 'cashDoor'];

export interface CabinetOptions {
  readonly store: CabinetStore;
  readonly config: CabinetConfig;
  readonly rng: Rng;
  readonly devices: CabinetDevices;
  readonly host: CabinetView['host'];
  /** The boot store check (good when absent): a locked store stops everything until a RAM clear. */
  readonly storeCheck?: StoreCheckResult;
  /** Where the operator's export finds a USB stick (CABINET_USB_PATH); null = look for a mounted one. */
  readonly usbPath?: string | null;
  /** The data folder (exports go to <data>/exports when no stick is used). */
  readonly dataDir?: string;
  /** Runs the store check again after a RAM clear. */
  readonly recheckStore?: () => StoreCheckResult;
  /** Started with `--test-seed` (tests only): see SettingsBookOptions.testMode. */
  readonly testMode?: boolean;
  /** The wall clock a game's deadlines are kept in (ms since the epoch; tests move it). Default Date.now. */
  readonly clock?: () => number;
  /** How often a game waiting for the player is asked whether its deadline has passed. Default a minute. */
  readonly settleCheckMs?: number;
}

type ViewListener = (view: CabinetView) => void;

const refuse = (code: 'malformed' | 'not-allowed' | 'internal', message: string): IntentResult => ({ ok: false, error: { code, message } });
const OK: IntentResult = { ok: true };

export class Cabinet {
  private readonly store: CabinetStore;
  /** The config in force: the operator's file with the service menu's settings applied. */
  private config: CabinetConfig;
  private readonly baseConfig: CabinetConfig;
  private readonly settingsBook: SettingsBook;
  private serviceSettings: ServiceSettings;
  private readonly rng: Rng;
  private readonly desk: ServiceDesk;
  private readonly bench: ServiceBench;
  private storeCheck: StoreCheckResult | null;
  private readonly recheckStore: (() => StoreCheckResult) | null;
  private readonly devices: CabinetDevices;
  /** The games, the one in front and the game menu. */
  private session: GameSession;
  /** The game the Spanish cycle control holds (null when none is installed). */
  private readonly cycleGameId = cycleGame();
  private readonly intake: CoinIntake;
  private readonly payout: HopperPayout;
  private readonly bills: BillIntake | null;
  private readonly tilts: TiltBook;
  private readonly panelInput: PanelInput;
  private readonly unsubscribers: (() => void)[] = [];
  private billAccepting: boolean | null = null;
  /** The key switch as last logged, so turning it is logged once. */
  private keyLogged: boolean | null = null;
  private readonly listeners = new Set<ViewListener>();
  private readonly host: CabinetView['host'];
  private version = 0;
  private lastActivity: LastActivity = 'boot';
  private lastPayoutCents = 0;
  private accepting: boolean | null = null;
  private readonly coinGate: CoinGate;
  private readonly hopperWatch: HopperWatch;
  private readonly deviceEvents: DeviceEvents;
  /** Device work runs one at a time: a poll never interleaves with another poll. */
  private deviceQueue: Promise<unknown> = Promise.resolve();
  private readonly profile: JurisdictionProfile;
  private cycle: CycleKeeper;
  private rtp: RtpSetting;
  /** The next automatic press (AUTO-PLAY, AUTO-RISK, AUTO-ADVANCES), if one is due. */
  private autoTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly clock: () => number;
  private readonly settleCheckMs: number;
  /** Asks the game now and then whether a round waiting for the player is overdue (it then settles itself). */
  private settleTimer: ReturnType<typeof setInterval> | null = null;

  constructor(options: CabinetOptions) {
    this.store = options.store;
    this.baseConfig = options.config;
    this.clock = options.clock ?? Date.now;
    this.settleCheckMs = options.settleCheckMs ?? 60_000;
    // The book reaches the return setting through the cabinet's RtpSetting (made below, once the profile is known).
    const rtpPort = { get current(): number { return rtpOf().current; }, change: (percent: number, canChange: boolean, role?: string | null) => rtpOf().change(percent, canChange, role ?? null) };
    const rtpOf = (): RtpSetting => this.rtp;
    this.settingsBook = new SettingsBook(this.store, options.config, { rtp: rtpPort, log: (line) => console.error(`settings: ${line}`), testMode: options.testMode === true });
    const settings = this.settingsBook.effective();
    this.config = settings.config;
    this.serviceSettings = settings.service;
    this.devices = options.devices;
    this.host = options.host;
    this.rng = options.rng;
    this.storeCheck = options.storeCheck ?? null;
    this.recheckStore = options.recheckStore ?? null;
    const gameId = this.cycleGameId ?? 'none';
    this.session = new GameSession(this.store, options.rng, this.config);
    this.tilts = new TiltBook(this.store);
    this.intake = new CoinIntake(this.store, options.devices.coinAcceptor, options.config.coinAcceptor.coins, this.tilts);
    this.hopperWatch = new HopperWatch(this.store, this.tilts);
    this.deviceEvents = new DeviceEvents(this.store);
    this.coinGate = new CoinGate(this.store, options.devices.coinAcceptor, () => options.devices.coinAcceptorSetUp(), () => !this.locked);
    this.payout = new HopperPayout(this.store, options.devices.hopper, options.config.hopper.coinValueCents, this.tilts);
    this.bills = options.devices.billValidator
      ? new BillIntake(this.store, options.devices.billValidator, options.config.billValidator.bills, this.tilts, classifyBillStatus)
      : null;
    this.panelInput = new PanelInput(
      () => this.view(),
      (intent) => void this.handleIntent(intent),
    );
    const profile = loadJurisdictionProfiles().get(this.config.jurisdiction);
    if (!profile) throw new ConfigError('cabinet-config.json', `jurisdiction "${this.config.jurisdiction}" is not one of ${[...loadJurisdictionProfiles().keys()].join(', ')}`);
    this.profile = profile;
    this.cycle = new CycleKeeper(this.store, gameId, profile.cycleRule);
    this.rtp = new RtpSetting(this.store, gameId, profile, this.cycleGameId ? cycleLevelFor(this.cycleGameId) : undefined);
    this.bench = new ServiceBench(this.store, this.payout);
    const usbPath = options.usbPath ?? null;
    const dataDir = options.dataDir ?? null;
    this.desk = new ServiceDesk(this.store, this.serviceHost(usbPath, dataDir));
  }

  /** What the service menu may see and do in the cabinet. */
  private serviceHost(usbPath: string | null, dataDir: string | null): ServiceHost {
    return {
      access: () => {
        const levels = this.devices.panel?.answering ? this.devices.panel.switches() : null;
        if (levels?.key === true) return 'key';
        if (levels?.mainDoor === true || levels?.cashDoor === true) return 'door';
        return null;
      },
      cycle: () => ({ progress: this.cycle.progress(), profileName: this.profile.name }),
      games: () => this.config.menu.games.map((id) => ({ id, name: gameName(id) })),
      moneyRules: () => {
        const reason = this.moneyRulesClosedBecause();
        return { open: reason === null, reason };
      },
      settings: () => {
        const reason = this.moneyRulesClosedBecause();
        return this.settingsBook.screen(reason === null, reason);
      },
      changeSetting: (key, value, by) => this.changeSetting(key, value, by),
      diagnostics: (liveLamps) => this.bench.view(this.devices.health(), liveLamps),
      startTestPayout: (coins) => {
        const result = this.bench.startTestPayout(coins, 'technician');
        if (result.ok) void this.pollDevices().catch(() => undefined);
        return result;
      },
      setAcceptorTest: async (on) => {
        const result = this.bench.setAcceptorTest(on, 'technician');
        await this.pollDevices().catch(() => undefined);
        return result;
      },
      setTestLamp: (lamp, state) => this.bench.setLamp(lamp, state),
      endTests: async () => {
        this.bench.end('service menu closed');
        await this.pollDevices().catch(() => undefined);
      },
      storeState: () => ({ state: this.storeCheck?.state ?? 'good', detail: this.storeCheck?.detail ?? 'the store was checked at power-up' }),
      ramClear: (by) => this.ramClear(by),
      recallGame: (entry) => this.recallGame(entry),
      promotions: () => promotionsView(this.store, this.bonusSpinGames()),
      grantBonusSpins: (game, spins, totalBetCents, by, atMs) => this.bonusSpins(game, 'grant', by, atMs, { spins, totalBetCents }),
      cancelBonusSpins: (game, by, atMs) => this.bonusSpins(game, 'cancel', by, atMs),
      exportTargets: () => ({ usb: findUsbStick(usbPath), data: dataDir === null ? '.' : `${dataDir}/exports` }),
      changed: () => this.publish(),
    };
  }

  /** The games on the menu with Bonus Spin Mode, for the promotions screen. */
  private bonusSpinGames() {
    return this.session.all().flatMap(([id, table]) =>
      table.bonusSpins ? [{ id, name: gameName(id), desk: table.bonusSpins, busy: table.status().idle ? null : 'the player is in the middle of a game: the grant waits until it ends' }] : [],
    );
  }

  /**
   * The operator grants or cancels free rounds: the game takes it as a step (between games
   * only), committed with the promotional meter and the event log's line of who and when.
   */
  private bonusSpins(gameId: string, action: 'grant' | 'cancel', by: ServiceRole, atMs: number, grant?: { spins: number; totalBetCents: number }): IntentResult & { message?: string } {
    const found = this.session.all().find(([id]) => id === gameId);
    if (!found) return refuse('not-allowed', `${gameId} is not on the game menu`);
    const [id, table] = found;
    const desk = table.bonusSpins;
    if (!desk) return refuse('not-allowed', `${gameName(id)} has no Bonus Spin Mode`);
    const standing = desk.standing();
    const answer = grant ? desk.grant({ ...grant, by, atMs }) : desk.cancel(by, atMs);
    if ('refused' in answer) return refuse('not-allowed', answer.refused);
    if ('cabinet' in answer) return refuse('internal', `${gameId} answered a grant with a cabinet press`);
    const spins = grant?.spins ?? standing?.remaining ?? 0;
    const totalBetCents = grant?.totalBetCents ?? standing?.totalBetCents ?? 0;
    const books: CommitBatch = {
      meters: grant ? meterScopes(gameId, totalBetCents).map((scope) => ({ scope, name: 'promo-spins-granted' as const, delta: spins })) : [],
      events: [{ kind: action === 'grant' ? BONUS_SPINS_GRANT_EVENT : BONUS_SPINS_CANCEL_EVENT, detail: { game: gameId, spins, totalBetCents, by } }],
    };
    const result = this.gameStep(answer.event, 'bet', table, books);
    if (!result.ok) return result;
    const name = gameName(id);
    return { ok: true, message: grant ? `${spins} bonus spins granted in ${name} at ${formatEuros(totalBetCents)}` : `${spins} bonus spins left in ${name} cancelled` };
  }

  private readonly recallGame = (entry: Parameters<ServiceHost['recallGame']>[0]) => gameRecallView(this.config)(entry);

  /** The game in front (or the one the menu came from). */
  private get game(): GameTable {
    return this.session.current;
  }

  private get gambleLimits(): GambleLimits {
    return { maxWinCents: this.serviceSettings.gambleMaxWinCents, maxSteps: this.serviceSettings.gambleMaxSteps };
  }

  /** Why money rules may not change now, or null when they may (idle game, nothing on the meter). */
  private moneyRulesClosedBecause(): string | null {
    const wallet = this.store.wallet();
    if (!this.session.allIdle) return 'a game is in progress';
    if (wallet.payoutRemainingCents > 0) return 'a payout is in progress';
    if (wallet.creditsCents > 0) return `${formatEuros(wallet.creditsCents)} of credit on the meter`;
    if (wallet.bonuses > 0) return `${wallet.bonuses} bonuses on the meter`;
    // An open door is the technician at work, not a fault of the money path.
    const faults = this.tilts.active().filter((t) => t.code !== 'door-open');
    if (faults.length > 0) return `the cabinet is stopped (${faults[0]!.code})`;
    return null;
  }

  /** A setting from the service menu: validated and logged by the book, then put in force here. */
  private changeSetting(key: string, value: SettingValue, by: ServiceRole): IntentResult & { message?: string } {
    const reason = this.moneyRulesClosedBecause();
    const result = this.settingsBook.change(key, value, { moneyRulesOpen: reason === null, reason, by });
    if (!result.ok) return refuse('not-allowed', result.message);
    if (result.changed.length > 0) this.applySettings();
    return { ok: true, message: result.message };
  }

  /** Puts the stored settings in force: bets and tables at once (the game is idle), devices told their coins and bills. */
  private applySettings(): void {
    const settings = this.settingsBook.effective();
    this.config = settings.config;
    this.serviceSettings = settings.service;
    // A game enabled or a seed changed in the menu: its pool exists before it can be played.
    this.ensurePools();
    this.session.reopen(this.config);
    this.adoptOperatorSettings();
    this.sendAcceptance();
  }

  /** Every stored game takes the operator's settings (a step of its own, committed like any press). */
  private adoptOperatorSettings(): void {
    for (const [, table] of this.session.all()) {
      const event = table.settingsEvent();
      if (table.runner.can(event)) this.gameStep(event, 'bet', table);
    }
  }

  /** The coins and bills the settings enable, told to the devices (and to every later set-up). */
  private sendAcceptance(): void {
    const enabled = this.serviceSettings;
    const coins = this.config.coinAcceptor.coins.filter((c) => enabled.coinsEnabledCents.includes(c.valueCents)).map((c) => c.position);
    const bills = this.config.billValidator.bills.filter((b) => enabled.billsEnabledCents.includes(b.valueCents)).map((b) => b.type);
    void this.devices.setAcceptance?.(coins, bills).catch(() => undefined);
  }

  /** RAM clear from the store screen: only with nothing owed to a player, unless the store is locked. */
  private ramClear(by: ServiceRole): IntentResult {
    const locked = this.storeCheck?.state === 'locked';
    const reason = this.moneyRulesClosedBecause();
    if (!locked && reason !== null) return refuse('not-allowed', `RAM clear would wipe what a player is owed: ${reason}`);
    this.store.ramClear(by);
    this.storeCheck = this.recheckStore ? this.recheckStore() : null;
    // Everything the cabinet keeps in memory from the cleared records starts again from the empty store.
    const gameId = this.cycleGameId ?? 'none';
    this.ensurePools();
    this.applySettings();
    this.cycle = new CycleKeeper(this.store, gameId, this.profile.cycleRule);
    this.rtp = new RtpSetting(this.store, gameId, this.profile, this.cycleGameId ? cycleLevelFor(this.cycleGameId) : undefined);
    this.applyReturnSetting(true);
    this.lastPayoutCents = 0;
    this.lastActivity = 'boot';
    return OK;
  }

  /** The jurisdiction profile the cabinet runs under. */
  get jurisdiction(): JurisdictionProfile {
    return this.profile;
  }

  /** Stops the automatic presses (the host is shutting down). */
  stop(): void {
    this.stopped = true;
    if (this.autoTimer) clearTimeout(this.autoTimer);
    this.autoTimer = null;
    if (this.settleTimer) clearInterval(this.settleTimer);
    this.settleTimer = null;
    this.panelInput.stop();
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
  }

  /** Records the power-up and checks the books before anything is shown. */
  boot(): void {
    if (this.storeCheck?.state === 'locked') {
      // Nothing is written to damaged books: the service menu's store screen explains and offers the RAM clear.
      this.bootDevicesListeners();
      return;
    }
    const accounting = this.store.checkAccounting();
    if (!accounting.ok) throw new Error(`the meters do not balance at boot: ${accounting.detail}`);
    this.store.commit({
      meters: [{ scope: 'cabinet', name: 'power-ups', delta: 1 }],
      events: [{ kind: 'power-up', detail: { wallet: this.store.wallet(), game: this.game.id, state: this.game.runner.stateName, menu: this.session.onMenu } }],
    });
    this.ensurePools();
    const lastCollect = this.store.events({ kind: 'collect', limit: 1 })[0];
    const collectDetail = lastCollect?.detail as { cents?: number } | undefined;
    this.lastPayoutCents = collectDetail?.cents ?? 0;
    this.applyReturnSetting(this.canChangeMoneyRules());
    // What a game says must not survive a power cut (an AUTO-PLAY whose player may have gone).
    for (const [, table] of this.session.all()) {
      const event = table.powerUpEvent();
      if (event && table.runner.can(event)) this.gameStep(event, 'bet', table);
    }
    // Bets changed in the operator's file or the menu while the game was stored: taken now if it is idle.
    this.adoptOperatorSettings();
    this.bootDevicesListeners();
    this.scheduleAutoStep();
    // A deadline passes with nothing happening: the pace is asked again now and then.
    this.settleTimer = setInterval(() => this.scheduleAutoStep(), this.settleCheckMs);
    this.settleTimer.unref?.();
  }

  private bootDevicesListeners(): void {
    this.sendAcceptance();
    const panel = this.devices.panel;
    if (panel) this.unsubscribers.push(panel.onEvent((event) => this.panelEvent(event)));
    this.unsubscribers.push(
      this.devices.onHealthChange(() => {
        // A device that was silent or unplugged may have lost power: tell it the inhibits again.
        this.devicesReconnected();
        this.publish();
      }),
    );
  }

  /** The cabinet is stopped by a fault or an open door: play, credit and payout wait. */
  get isStopped(): boolean {
    return this.halted;
  }

  /** Stopped by a fault, an open door or a locked store. */
  private get halted(): boolean {
    return this.locked || this.tilts.stopped;
  }

  private get locked(): boolean {
    return this.storeCheck?.state === 'locked';
  }

  /** The stored tilts, behind the locked store's when the boot check locked it (never stored: the books are not trusted). */
  private activeTilts(): Tilt[] {
    const tilts = this.tilts.active();
    if (!this.locked) return tilts;
    return [{ key: 'store:locked', code: 'store-locked', detail: `${this.storeCheck?.detail ?? 'the store check failed'}: a technician must RAM clear in the service menu`, since: 0 }, ...tilts];
  }

  /** Money rules (the RTP setting) change only with nothing pending and nothing on the meter. */
  canChangeMoneyRules(): boolean {
    return this.moneyRulesClosedBecause() === null;
  }

  /** The operator's return setting (70–95 %) as the game plays it now. */
  get rtpSetting(): number {
    return this.rtp.current;
  }

  /** Changes the operator's return setting; refused with the reason unless the cabinet is idle with zero credits. */
  changeRtpSetting(percent: number): IntentResult {
    const refusal = this.rtp.change(percent, this.canChangeMoneyRules());
    if (refusal) return refuse('not-allowed', refusal);
    this.publish();
    return OK;
  }

  /** The operator's return setting of the cycle-controlled game, put in force when money rules may change. */
  private applyReturnSetting(canChange: boolean): void {
    const percent = this.cycleGameId ? returnSetting(this.cycleGameId, this.config) : null;
    if (percent !== null) this.rtp.applyConfigured(percent, canChange);
  }

  /** Every enabled game's jackpot pools exist (at their seed, funded by the operator) before play. */
  private ensurePools(): void {
    const specs = this.config.menu.games.flatMap((id) => jackpotPools(id, this.config));
    if (specs.length > 0) this.store.ensurePools(specs);
  }

  private balances(table: GameTable = this.game): PlayerBalances {
    const wallet = this.store.wallet();
    const stake = table.status().stake;
    const level = table.id === this.cycleGameId ? this.rtp.levelFor(this.cycle.progress(), stake.cents, this.cycle.levelStake()) : 0;
    return { creditsCents: wallet.creditsCents, bonuses: wallet.bonuses, level, poolsMicros: this.store.pools(), nowMs: this.clock() };
  }

  onView(listener: ViewListener): () => void {
    this.listeners.add(listener);
    listener(this.view());
    return () => this.listeners.delete(listener);
  }

  async handleIntent(raw: unknown): Promise<IntentResult> {
    let intent: Intent;
    try {
      intent = parseIntent(raw);
    } catch (error) {
      if (error instanceof ContractError) return refuse('malformed', error.message);
      throw error;
    }
    // The service menu works whatever the cabinet's state: it is how a stopped cabinet is mended.
    if (isServiceIntent(intent)) {
      try {
        return await this.desk.handle(intent);
      } catch (error) {
        return refuse('internal', `the service menu could not complete ${intent.type}: ${(error as Error).message}`);
      }
    }
    const tilt = this.activeTilts()[0];
    if (tilt && !STOPPED_INTENTS.has(intent.type)) {
      return refuse('not-allowed', `the cabinet is stopped (${tilt.code}: ${tilt.detail}); ${intent.type} waits until the attendant clears it`);
    }
    if (this.desk.open && !STOPPED_INTENTS.has(intent.type)) return refuse('not-allowed', `the service menu is open: ${intent.type} waits until it is closed`);
    try {
      // A production build refuses the development panel, whatever emulators are fitted.
      if (intent.type === 'DEV_INSERT_COIN' || intent.type === 'DEV_INSERT_BILL' || intent.type === 'DEV_SWITCH') {
        const refused = this.devRefusal(intent.type);
        if (refused) return refused;
      }
      switch (intent.type) {
        case 'SELECT_GAME':
          return this.selectGame(intent.game);
        case 'MENU':
          return this.toMenu();
        case 'PLAY':
          if (this.session.onMenu) return this.selectGame(this.session.highlighted);
          return this.play();
        case 'BET_NEXT':
          if (this.session.onMenu) {
            this.session.moveHighlight();
            this.publish();
            return OK;
          }
          return this.tableCommand({ type: 'BET_NEXT' });
        case 'COLLECT':
          // COLLECT banks what a game has in play (a ladder, a gamble); with nothing in play it pays out.
          if (this.session.onMenu) return this.collect();
          return this.tableCommand({ type: 'COLLECT' }, () => this.collect());
        case 'GAME_CHANGE':
          // A game that has no GAME CHANGE of its own (a video slot) goes back to the menu.
          if (this.session.onMenu) return refuse('not-allowed', 'GAME CHANGE: choose a game on the menu');
          return this.tableCommand({ type: 'GAME_CHANGE' }, () => this.toMenu());
        case 'AUTO_PLAY':
          if (intent.games > this.serviceSettings.autoplayMaxGames) {
            return refuse('not-allowed', `AUTO-PLAY of ${intent.games} games is not allowed here (at most ${this.serviceSettings.autoplayMaxGames})`);
          }
          return this.tableCommand(intent);
        case 'GAME':
          if (intent.game !== this.game.id || this.session.onMenu) return refuse('not-allowed', `${intent.game} is not the game in front`);
          return this.tableCommand({ type: 'ACTION', action: intent.action });
        case 'AUTO':
        case 'COLLECT_ALL':
        case 'BET_SELECT':
        case 'UPPER_BET_SELECT':
        case 'HOLD':
        case 'PICK':
        case 'AUTO_RISK':
        case 'AUTO_ADVANCES':
          return this.tableCommand(intent);
        case 'DEV_INSERT_COIN':
          return await this.devInsertCoin(intent.valueCents);
        case 'DEV_INSERT_BILL':
          return await this.devInsertBill(intent.valueCents);
        case 'DEV_SWITCH':
          return this.devSwitch(intent.name, intent.on);
        case 'ATTENDANT_CLEAR':
        case 'ATTENDANT_REFILL':
        case 'ATTENDANT_HANDPAY':
          return await this.attendant(intent);
      }
    } catch (error) {
      return refuse('internal', `the cabinet could not complete ${intent.type}: ${(error as Error).message}; nothing was changed`);
    }
  }

  /** Resolves when the device work under way has finished (before closing the store). */
  settled(): Promise<void> {
    return this.deviceQueue.then(() => undefined);
  }

  /**
   * One round of device work, serialised: coins in, bills in, coins out, doors, inhibits. Each
   * device is polled even if another fails (a dead bill validator must not stop coin credit);
   * the failures are reported together afterwards.
   */
  pollDevices(): Promise<void> {
    const run = this.deviceQueue.then(async () => {
      if (this.stopped) return;
      const failures: string[] = [];
      const attempt = async <T>(what: string, work: () => Promise<T>): Promise<T | null> => {
        try {
          return await work();
        } catch (error) {
          failures.push(`${what}: ${(error as Error).message}`);
          return null;
        }
      };
      this.syncSwitches();
      // Coins are read even while stopped: a coin taken before the inhibit landed is still credit.
      this.desk.accessChanged();
      if (this.locked) {
        // Damaged books take nothing in and pay nothing out; the devices are kept inhibited.
        await attempt('inhibits', () => this.syncInhibit());
        if (failures.length > 0) throw new Error(failures.join('; '));
        return;
      }
      const setUpBefore = this.coinGate.beforeRead();
      const credit = await attempt('coin acceptor', () => this.intake.poll({ test: this.bench.acceptorTest }));
      this.coinGate.read(setUpBefore, credit !== null);
      const bills = this.bills ? await attempt('bill validator', () => this.bills!.poll((cents) => this.billRefusal(cents))) : null;
      const paid = await attempt('hopper', () => this.payout.poll(this.hopperMayPay()));
      const health = this.devices.health();
      this.deviceEvents.record(health);
      this.hopperWatch.check(health.find((d) => d.kind === 'hopper'));
      // A device that reset has lost its coin/bill table and inhibits: set it up and tell it again.
      if (credit?.notices.includes('device reset')) {
        this.devices.deviceReset('coin-acceptor');
        this.accepting = null;
      }
      if (bills?.deviceReset) {
        this.devices.deviceReset('bill-validator');
        this.billAccepting = null;
      }
      if (credit && credit.creditedCents > 0) this.lastActivity = 'credit';
      if (bills && bills.creditedCents > 0) this.lastActivity = 'credit';
      if (paid && paid > 0 && !this.payout.inProgress) this.lastActivity = 'payout';
      await attempt('inhibits', () => this.syncInhibit());
      const changed = (credit && (credit.creditedCents > 0 || credit.notices.length > 0)) || (bills && (bills.creditedCents > 0 || bills.routed.length > 0)) || (paid ?? 0) > 0;
      if (changed || this.tiltSignature() !== this.lastTiltSignature) this.publish();
      if (failures.length > 0) throw new Error(failures.join('; '));
    });
    this.deviceQueue = run.catch(() => undefined);
    return run;
  }

  private lastTiltSignature = '';

  private tiltSignature(): string {
    return this.activeTilts().map((t) => t.key).join('|');
  }

  /** Payouts wait while stopped; a technician's test payout runs with only a door open (the technician is at it). */
  private hopperMayPay(): boolean {
    if (!this.halted) return true;
    return !this.locked && this.payout.testGoesOnStopped();
  }

  /** Why a bill in escrow goes back, or null to stack it. */
  private billRefusal(valueCents: number): string | null {
    if (this.bench.acceptorTest) return 'acceptor test: the bill is read and given back';
    if (this.desk.open) return 'the service menu is open';
    if (this.halted) return 'the cabinet is stopped';
    const wallet = this.store.wallet();
    if (wallet.payoutRemainingCents > 0) return 'a payout is in progress';
    if (valueCents > this.config.billValidator.maxBillCents) return `bills above ${formatEuros(this.config.billValidator.maxBillCents)} are not accepted`;
    if (wallet.creditsCents + valueCents > this.config.creditLimitCents) return `the credit would pass the ${formatEuros(this.config.creditLimitCents)} limit`;
    return null;
  }

  /**
   * Doors and the key from the I/O board's debounced levels. An open door stops the cabinet and
   * counts on the door's meter; closing it clears its tilt. While the board does not answer the
   * levels are unknown, so nothing changes (a pulled cable neither opens nor closes a door).
   */
  private syncSwitches(): void {
    const panel = this.devices.panel;
    if (!panel) return;
    // Doors that cannot be watched are as good as open: a silent board stops play until it answers.
    const silentKey = 'io-board:silent';
    if (panel.lost && !this.tilts.has(silentKey)) {
      this.store.commit(this.tilts.raise({ key: silentKey, code: 'device-fault', detail: 'the I/O board does not answer: doors and buttons cannot be read' }));
    } else if (panel.answering && this.tilts.has(silentKey)) {
      const cleared = this.tilts.clear((t) => t.key === silentKey, 'I/O board answering');
      this.store.commit({ settings: cleared.settings, events: cleared.events });
    }
    if (!panel.answering) return;
    const levels = panel.switches();
    for (const door of DOORS) {
      const key = `door:${door}`;
      const open = levels[door];
      // Not yet read (the board just came up): neither open nor closed yet.
      if (open === null) continue;
      if (open && !this.tilts.has(key)) {
        this.store.commit(
          mergeBatches(
            { meters: [{ scope: key, name: 'door-opens', delta: 1 }], events: [{ kind: 'door-open', detail: { door } }] },
            this.tilts.raise({ key, code: 'door-open', detail: door === 'mainDoor' ? 'main door open' : 'cash box door open' }),
          ),
        );
      } else if (!open && this.tilts.has(key)) {
        const cleared = this.tilts.clear((t) => t.key === key, 'door closed');
        this.store.commit({ settings: cleared.settings, events: [...(cleared.events ?? []), { kind: 'door-closed', detail: { door } }] });
      }
    }
    if (levels.key !== null && levels.key !== this.keyLogged) {
      if (this.keyLogged !== null || levels.key) this.store.commit({ events: [{ kind: levels.key ? 'attendant-key-on' : 'attendant-key-off', detail: {} }] });
      this.keyLogged = levels.key;
      this.publish();
    }
  }

  private panelEvent(event: PanelEvent): void {
    if (event.kind === 'button') {
      this.bench.button(event.button, event.pressed);
      // With the menu open the buttons are under test: shown on the diagnostics screen, never played.
      if (this.desk.open) return this.publish();
      return this.panelInput.button(event.button, event.pressed);
    }
    // Switches are read as levels on every device poll; poll now so a door stops play at once.
    void this.pollDevices().catch(() => undefined);
  }

  private get attendantKey(): boolean {
    const panel = this.devices.panel;
    return panel !== null && panel.answering && panel.switches().key === true;
  }

  /** The attendant's actions need the key turned (issue 6 puts a PIN'd menu on top). */
  private async attendant(intent: Extract<Intent, { type: 'ATTENDANT_CLEAR' | 'ATTENDANT_REFILL' | 'ATTENDANT_HANDPAY' }>): Promise<IntentResult> {
    if (!this.attendantKey && this.desk.role === null) return refuse('not-allowed', `${intent.type} needs the attendant key turned or a service PIN`);
    switch (intent.type) {
      case 'ATTENDANT_CLEAR': {
        // Doors clear by closing them; a stopped payout by refill or handpay, which say what happened to the money.
        // A silent I/O board clears itself when it answers again.
        // A payout the hopper owes is settled by refill or handpay, never cleared away.
        const cleared = this.tilts.clear(
          (t) => t.code !== 'door-open' && t.code !== 'hopper-empty' && t.code !== 'hopper-jam' && t.key !== 'io-board:silent' && t.key !== HOPPER_UNPAID_TILT,
          'attendant',
        );
        if (cleared.cleared.length === 0) return refuse('not-allowed', 'nothing to clear: doors clear when closed, an unpaid payout needs refill or handpay');
        this.store.commit({ settings: cleared.settings, events: cleared.events });
        break;
      }
      case 'ATTENDANT_REFILL':
        this.store.commit(this.payout.refill(intent.coins));
        this.devices.playground?.refillHopper(intent.coins);
        break;
      case 'ATTENDANT_HANDPAY': {
        // A dispense cut off by a silent hopper is closed by the handpay (the hopper is stopped when it answers).
        const batch = this.payout.handpay(this.hopperWatch.faulted);
        if (!batch) return refuse('not-allowed', 'nothing to handpay: no payout is waiting');
        this.store.commit(batch);
        this.lastActivity = 'payout';
        break;
      }
    }
    this.publish();
    void this.pollDevices().catch(() => undefined);
    return OK;
  }

  view(): CabinetView {
    const wallet = this.store.wallet();
    const tilts = this.activeTilts().map(tiltView);
    const levels = this.devices.panel?.answering ? this.devices.panel.switches() : null;
    const switches = { key: levels?.key === true, mainDoor: levels?.mainDoor === true, cashDoor: levels?.cashDoor === true };
    // The development panel shows only where emulators are fitted, and never in a production build.
    const playground = devPanelAllowed() ? this.devices.playground : null;
    const balances = this.balances();
    const table = this.game;
    const game = table.view(balances) as CabinetView['game'];
    const status = table.status();
    const onMenu = this.session.onMenu;
    const tableButtons = table.buttons(balances, this.gambleLimits);
    const busy = wallet.payoutRemainingCents > 0;
    const lastSpin = !onMenu && status.lastWin ? { winCents: status.lastWin.cents, bonusesWon: status.lastWin.bonuses } : null;
    const live: CabinetView = {
      version: this.version,
      host: this.host,
      creditsCents: wallet.creditsCents,
      bonuses: wallet.bonuses,
      marquee: marqueeFor({
        tilt: tilts[0] ? { code: tilts[0].code } : null,
        payoutRemainingCents: wallet.payoutRemainingCents,
        lastPayoutCents: this.lastPayoutCents,
        lastActivity: this.lastActivity,
        lastSpin,
        creditsCents: wallet.creditsCents,
        betCents: status.stake.cents,
      }),
      buttons: onMenu
        ? {
            play: !busy && this.session.menuView().tiles.length > 0,
            collect: !busy && this.payout.coinsFor(wallet.creditsCents) > 0,
            bet: !busy && this.session.menuView().tiles.length > 1,
            hold: [false, false, false],
            gameChange: false,
            autoAdvances: false,
            autoLamp: 'off',
            collectHoldAll: false,
            autoPlaying: false,
          }
        : {
            play: !busy && tableButtons.play,
            collect: !busy && (tableButtons.collectInPlay || (status.idle && this.payout.coinsFor(wallet.creditsCents) > 0)),
            bet: !busy && tableButtons.bet,
            hold: tableButtons.hold.map((on) => !busy && on) as unknown as [boolean, boolean, boolean],
            gameChange: !busy && (tableButtons.gameChange || this.session.menuRefusal() === null),
            autoAdvances: tableButtons.autoAdvances,
            autoLamp: tableButtons.autoLamp,
            collectHoldAll: tableButtons.collectHoldAll,
            autoPlaying: status.autoPlaying,
          },
      payout: busy ? { remainingCents: wallet.payoutRemainingCents, paidCents: Math.max(0, this.lastPayoutCents - wallet.payoutRemainingCents) } : null,
      tilt: tilts[0] ?? null,
      tilts,
      attendantKey: switches.key,
      coinAcceptor: {
        accepting: this.accepting === true,
        devCoinsCents: playground ? this.config.coinAcceptor.coins.map((c) => c.valueCents) : null,
      },
      billValidator: {
        accepting: this.billAccepting === true,
        devBillsCents: playground && this.devices.billValidator ? this.config.billValidator.bills.map((b) => b.valueCents) : null,
      },
      switches: { key: switches.key, mainDoor: switches.mainDoor, cashDoor: switches.cashDoor, dev: playground !== null && this.devices.panel !== null },
      devices: this.devices.health(),
      game,
      menu: this.session.menuView(),
      service: null,
      display: this.serviceSettings.display,
    };
    // The menu's diagnostics show the lamps the game would light (or the technician's), from this same view.
    return { ...live, service: this.desk.view(lampsFor(live)) };
  }

  private play(): IntentResult {
    const wallet = this.store.wallet();
    if (wallet.payoutRemainingCents > 0) return refuse('not-allowed', 'PLAY is not possible while a payout is in progress');
    const status = this.game.status();
    if (status.idle && !status.autoPlaying) {
      const stake = status.stake;
      if (wallet.creditsCents < stake.cents || wallet.bonuses < stake.bonuses) {
        const needs = stake.bonuses > 0 ? `${formatEuros(stake.cents)} and ${stake.bonuses} bonuses` : formatEuros(stake.cents);
        const has = stake.bonuses > 0 ? `${formatEuros(wallet.creditsCents)} and ${wallet.bonuses} bonuses` : formatEuros(wallet.creditsCents);
        return refuse('not-allowed', `PLAY needs ${needs} of credit; the balance is ${has}`);
      }
    }
    return this.tableCommand({ type: 'PLAY' });
  }

  /** A press for the game in front: the game says what it means; the cabinet commits the step. */
  private tableCommand(command: TableCommand, cabinetDoes: () => IntentResult = () => refuse('not-allowed', `${command.type} is not possible now`)): IntentResult {
    if (this.session.onMenu) return refuse('not-allowed', `${command.type}: choose a game on the menu first`);
    const answer = this.game.command(command, this.balances(), this.gambleLimits);
    if ('cabinet' in answer) return cabinetDoes();
    if ('refused' in answer) return refuse('not-allowed', answer.refused);
    return this.gameStep(answer.event, answer.activity);
  }

  private selectGame(game: GameId): IntentResult {
    const refusal = this.session.select(game);
    if (refusal) return refuse('not-allowed', refusal);
    this.lastActivity = 'bet';
    this.publish();
    return OK;
  }

  private toMenu(): IntentResult {
    if (this.store.wallet().payoutRemainingCents > 0) return refuse('not-allowed', 'the game menu waits until the payout ends');
    const refusal = this.session.toMenu();
    if (refusal) return refuse('not-allowed', refusal);
    this.publish();
    return OK;
  }

  /**
   * The automatic presses: when the game would take an AUTO_STEP now (AUTO-PLAY in an idle game,
   * AUTO-RISK in a ladder or Double-or-Bonuses, AUTO-ADVANCES, a minigame pick), one is sent after
   * the configured pace. Nothing about it is stored: the game's lights are, and after a power cut
   * the next press is simply scheduled again (AUTO-PLAY itself is cancelled at power-up).
   */
  private scheduleAutoStep(): void {
    if (this.stopped || this.autoTimer !== null || this.desk.open || this.locked) return;
    if (this.store.wallet().payoutRemainingCents > 0) return;
    if (this.session.onMenu || this.game.autoEvent(this.balances(), this.gambleLimits) === null) return;
    this.autoTimer = setTimeout(() => {
      this.autoTimer = null;
      if (this.stopped || this.session.onMenu) return;
      const event = this.game.autoEvent(this.balances(), this.gambleLimits);
      if (event && this.store.wallet().payoutRemainingCents === 0 && this.game.runner.can(event)) this.gameStep(event, 'spin');
      this.scheduleAutoStep();
    }, this.config.autoPaceMs);
  }

  /**
   * Sends one event to the game's machine: refused if the machine cannot take it now;
   * otherwise the step it makes is committed with its money, journal entry and snapshot.
   */
  private gameStep(event: AnyEventObject, activity: LastActivity, table: GameTable = this.game, books: CommitBatch = {}): IntentResult {
    const runner = table.runner;
    const gameId = table.id;
    if (this.store.wallet().payoutRemainingCents > 0) return refuse('not-allowed', `${event.type} is not possible while a payout is in progress`);
    if (!runner.can(event)) return refuse('not-allowed', `${event.type} is not possible now (the game is ${runner.stateName})`);
    const before = this.store.wallet();
    const proposal = runner.propose(event);
    const step = proposal.step;
    if (step === null) return refuse('not-allowed', `${event.type} changed nothing`);
    const settlement = settleStep(gameId, table.status().meterBet, step);
    // Only the cycle-controlled game's steps count in its cycle.
    const cycle = gameId === this.cycleGameId ? this.cycle.plan(step) : { meters: [], settings: undefined, events: undefined, adopt: () => undefined };
    // A jackpot above the handpay limit goes to the attendant in this same commit: it never shows on the balance.
    const jackpotCents = settlement.ledger.reduce((sum, entry) => sum + (entry.kind === 'jackpot-win' ? entry.cents : 0), 0);
    const toAttendant = this.payout.jackpotToAttendant(jackpotCents, this.serviceSettings.handpayLimitCents);
    const handpaidCents = -(toAttendant.wallet?.creditsDelta ?? 0);
    this.store.commit(mergeBatches({
      ledger: settlement.ledger,
      pools: settlement.pools,
      meters: [...settlement.meters, ...cycle.meters],
      settings: cycle.settings,
      events: cycle.events,
      wallet: { creditsDelta: settlement.creditsDelta, bonusesDelta: settlement.bonusesDelta },
      journal:
        step.roundId === null
          ? undefined
          : {
              gameId,
              roundId: step.roundId,
              seq: step.seq,
              label: step.label,
              // A game with jackpot pools keeps them as the step left them: recall shows the meters the player saw.
              detail: settlement.pools.length > 0 ? { ...step.detail, pools: poolsAfter(this.store.pools(), settlement.pools) } : step.detail,
              draws: step.draws,
              moves: step.moves,
              creditsBeforeCents: before.creditsCents,
              creditsAfterCents: before.creditsCents + settlement.creditsDelta - handpaidCents,
              bonusesBefore: before.bonuses,
              bonusesAfter: before.bonuses + settlement.bonusesDelta,
              // Recall replays the step in the real renderer from the machine as it stood after it
              // (with its version: a later program must not read an older machine as its own).
              snapshot: { machineVersion: runner.machineVersion, snapshot: proposal.persisted } satisfies JournaledMachine,
            },
      snapshot: { gameId, machineVersion: runner.machineVersion, stepSeq: step.seq, snapshot: proposal.persisted },
    }, toAttendant, books));
    runner.adopt(proposal);
    cycle.adopt();
    this.lastActivity = activity;
    this.publish();
    return OK;
  }

  private collect(): IntentResult {
    const wallet = this.store.wallet();
    if (wallet.payoutRemainingCents > 0) return refuse('not-allowed', 'a payout is already in progress');
    const coin = this.payout.coinValueCents;
    if (this.payout.coinsFor(wallet.creditsCents) === 0) {
      return refuse('not-allowed', `nothing to collect: COLLECT pays whole ${formatEuros(coin)} coins and the balance is ${formatEuros(wallet.creditsCents)}`);
    }
    this.lastPayoutCents = this.payout.startCollect(this.serviceSettings.handpayLimitCents);
    this.lastActivity = 'payout';
    this.publish();
    void this.pollDevices().catch(() => undefined);
    return OK;
  }

  /**
   * A production build refuses the development panel even with emulators fitted: its coins would
   * be credit out of nothing. The attempt goes to the event log; nothing else moves.
   */
  private devRefusal(type: DevIntentType): IntentResult | null {
    const reason = devIntentRefusal(type);
    if (reason === null) return null;
    console.error(`cabinet: ${reason}`);
    // Damaged books take no commit at all (the boot check locked them); the console line stays.
    if (!this.locked) this.store.commit({ events: [{ kind: 'dev-intent-refused', detail: { intent: type, reason: 'production build' } }] });
    return refuse('not-allowed', reason);
  }

  private async devInsertCoin(valueCents: number): Promise<IntentResult> {
    const playground = this.devices.playground;
    if (!playground) return refuse('not-allowed', 'no emulated coin acceptor is fitted: coins come from the real acceptor');
    const coin = this.config.coinAcceptor.coins.find((c) => c.valueCents === valueCents);
    if (!coin) return refuse('not-allowed', `the coin table has no ${formatEuros(valueCents)} coin`);
    if (!playground.insertCoin(coin.position)) return refuse('not-allowed', 'the coin acceptor is not accepting coins now: the coin was returned');
    await this.pollDevices().catch(() => undefined);
    return OK;
  }

  private async devInsertBill(valueCents: number): Promise<IntentResult> {
    const playground = this.devices.playground;
    if (!playground || !this.devices.billValidator) return refuse('not-allowed', 'no emulated bill validator is fitted');
    const bill = this.config.billValidator.bills.find((b) => b.valueCents === valueCents);
    if (!bill) return refuse('not-allowed', `the bill table has no ${formatEuros(valueCents)} bill`);
    if (!playground.insertBill(bill.type)) return refuse('not-allowed', 'the bill validator is not accepting bills now: the bill was returned');
    // The bill goes to escrow, the cabinet stacks it, then the stacked event credits it.
    await this.pollDevices().catch(() => undefined);
    await this.pollDevices().catch(() => undefined);
    return OK;
  }

  private devSwitch(name: PanelSwitchName, on: boolean): IntentResult {
    const playground = this.devices.playground;
    if (!playground || !this.devices.panel) return refuse('not-allowed', 'no emulated I/O board is fitted: use the real key and doors');
    playground.setSwitch(name, on);
    return OK;
  }

  /**
   * Coin and bill acceptance follow the cabinet: enabled only while credit can be taken (no
   * tilt or open door, no payout, under the credit limit).
   */
  private async syncInhibit(): Promise<void> {
    const wallet = this.store.wallet();
    const playing = !this.halted && !this.desk.open && wallet.payoutRemainingCents === 0 && wallet.creditsCents < this.config.creditLimitCents;
    // The acceptor test takes coins (metered apart) and reads bills (given back) with the menu open.
    const accept = (this.bench.acceptorTest && !this.locked) || playing;
    // Coins only once the cabinet can count them (set-up and the 229 baseline done: coin-gate.ts).
    const acceptCoins = accept && this.coinGate.ready;
    if (acceptCoins !== this.accepting) {
      await this.coinGate.setAccepting(acceptCoins);
      this.accepting = acceptCoins;
      this.publish();
    }
    const validator = this.devices.billValidator;
    if (validator && accept !== this.billAccepting) {
      await validator.setMasterInhibit(accept);
      this.billAccepting = accept;
      this.publish();
    }
  }

  /** Forgets what the devices were last told (after a reconnect, a device starts inhibited). */
  devicesReconnected(): void {
    this.accepting = null;
    this.billAccepting = null;
  }

  private publish(): void {
    this.version += 1;
    this.lastTiltSignature = this.tiltSignature();
    const view = this.view();
    for (const listener of this.listeners) listener(view);
    this.devices.panel?.setLamps(this.bench.lampOverride ?? lampsFor(view));
    this.scheduleAutoStep();
  }
}

/** The pools after a step's deltas (the commit applies the same deltas in the same order). */
function poolsAfter(pools: Readonly<Record<string, number>>, deltas: readonly { readonly pool: string; readonly deltaMicros: number }[]): Record<string, number> {
  const after: Record<string, number> = { ...pools };
  for (const d of deltas) after[d.pool] = (after[d.pool] ?? 0) + d.deltaMicros;
  return after;
}
