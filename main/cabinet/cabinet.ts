/**
 * The cabinet: wallet, games, coin intake and payout behind one door. Every intent from the
 * renderer comes through `handleIntent`, is checked against the contract and against the
 * game's current state, and only a committed change produces a new view. The order is always:
 * decide (pure) → commit (one SQLite transaction) → adopt in memory → show.
 */
import type { AnyEventObject } from 'xstate';
import type { Rng } from '../../engine/core/rng';
import { formatEuros } from '../../engine/core/money';
import { BONUS_VALUE_CENTS } from '../../engine/games/gnomos-mix/paytable';
import type { CabinetConfig } from '../../config/cabinet-config';
import { loadJurisdictionProfiles, type JurisdictionProfile } from '../../config/jurisdiction-profile';
import { ConfigError } from '../../config/cabinet-config';
import { ContractError, parseIntent, type CabinetView, type Intent, type IntentResult, type PanelSwitchName } from '../ipc/contract';
import { classifyBillStatus } from '../../hardware/bill-validator/bill-status-codes';
import type { PanelEvent } from '../../hardware/io-board/panel-types';
import { BillIntake } from './bill-intake';
import type { CabinetDevices } from './cabinet-devices';
import { lampsFor, PanelInput } from './panel-input';
import { mergeBatches } from '../store/merge-batches';
import { TiltBook, tiltView } from './tilts';
import type { CabinetStore } from '../store/cabinet-store';
import { CoinIntake } from './coin-intake';
import { CycleKeeper } from './cycle-keeper';
import { GAME_REGISTRY } from './game-registry';
import type { GameTable, PlayerBalances } from './game-table';
import { HopperPayout } from './hopper-payout';
import { marqueeFor, type LastActivity } from './marquee';
import { RtpSetting } from './rtp-setting';
import { settleStep } from './step-settlement';

export type { CabinetDevices } from './cabinet-devices';

/** Intents that still work while the cabinet is stopped: the attendant's and the development panel's. */
const STOPPED_INTENTS: ReadonlySet<Intent['type']> = new Set(['ATTENDANT_CLEAR', 'ATTENDANT_REFILL', 'ATTENDANT_HANDPAY', 'DEV_INSERT_COIN', 'DEV_INSERT_BILL', 'DEV_SWITCH']);
const DOORS: readonly PanelSwitchName[] = ['mainDoor', 'cashDoor'];

export interface CabinetOptions {
  readonly store: CabinetStore;
  readonly config: CabinetConfig;
  readonly rng: Rng;
  readonly devices: CabinetDevices;
  readonly host: CabinetView['host'];
}

type ViewListener = (view: CabinetView) => void;

const refuse = (code: 'malformed' | 'not-allowed' | 'internal', message: string): IntentResult => ({ ok: false, error: { code, message } });
const OK: IntentResult = { ok: true };

export class Cabinet {
  private readonly store: CabinetStore;
  private readonly config: CabinetConfig;
  private readonly devices: CabinetDevices;
  /** The game on screen. The game menu that switches between tables comes with the next games. */
  private readonly game: GameTable;
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
  /** Device work runs one at a time: a poll never interleaves with another poll. */
  private deviceQueue: Promise<unknown> = Promise.resolve();
  private readonly profile: JurisdictionProfile;
  private readonly cycle: CycleKeeper;
  private readonly rtp: RtpSetting;
  /** The next automatic press (AUTO-PLAY, AUTO-RISK, AUTO-ADVANCES), if one is due. */
  private autoTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(options: CabinetOptions) {
    this.store = options.store;
    this.config = options.config;
    this.devices = options.devices;
    this.host = options.host;
    const gameId = 'gnomos-mix';
    this.game = GAME_REGISTRY[gameId].open(options.rng, options.config, this.store.snapshot(gameId));
    this.tilts = new TiltBook(this.store);
    this.intake = new CoinIntake(this.store, options.devices.coinAcceptor, options.config.coinAcceptor.coins, this.tilts);
    this.payout = new HopperPayout(this.store, options.devices.hopper, options.config.hopper.coinValueCents, this.tilts);
    this.bills = options.devices.billValidator
      ? new BillIntake(this.store, options.devices.billValidator, options.config.billValidator.bills, this.tilts, classifyBillStatus)
      : null;
    this.panelInput = new PanelInput(
      () => this.view(),
      (intent) => void this.handleIntent(intent),
    );
    const profile = loadJurisdictionProfiles().get(options.config.jurisdiction);
    if (!profile) throw new ConfigError('cabinet-config.json', `jurisdiction "${options.config.jurisdiction}" is not one of ${[...loadJurisdictionProfiles().keys()].join(', ')}`);
    this.profile = profile;
    this.cycle = new CycleKeeper(this.store, gameId, profile.cycleRule);
    this.rtp = new RtpSetting(this.store, gameId, profile);
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
    this.panelInput.stop();
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
  }

  /** Records the power-up and checks the books before anything is shown. */
  boot(): void {
    const accounting = this.store.checkAccounting();
    if (!accounting.ok) throw new Error(`the meters do not balance at boot: ${accounting.detail}`);
    this.store.commit({
      meters: [{ scope: 'cabinet', name: 'power-ups', delta: 1 }],
      events: [{ kind: 'power-up', detail: { wallet: this.store.wallet(), game: this.game.id, state: this.game.runner.stateName } }],
    });
    const lastCollect = this.store.events({ kind: 'collect', limit: 1 })[0];
    const collectDetail = lastCollect?.detail as { cents?: number } | undefined;
    this.lastPayoutCents = collectDetail?.cents ?? 0;
    this.rtp.applyConfigured(this.config.games['gnomos-mix'].rtpSetting, this.canChangeMoneyRules());
    // AUTO-PLAY does not survive a power cut: the player may have gone. The other lights do.
    if ((this.game.runner.context as { autoPlay?: number }).autoPlay) this.gameStep({ type: 'AUTO_PLAY', games: 0 }, 'bet');
    const panel = this.devices.panel;
    if (panel) this.unsubscribers.push(panel.onEvent((event) => this.panelEvent(event)));
    this.unsubscribers.push(
      this.devices.onHealthChange(() => {
        // A device that was silent or unplugged may have lost power: tell it the inhibits again.
        this.devicesReconnected();
        this.publish();
      }),
    );
    this.scheduleAutoStep();
  }

  /** The cabinet is stopped by a fault or an open door: play, credit and payout wait. */
  get isStopped(): boolean {
    return this.tilts.stopped;
  }

  /** Money rules (the RTP setting) change only with nothing pending and nothing on the meter. */
  canChangeMoneyRules(): boolean {
    const wallet = this.store.wallet();
    return this.game.idle && wallet.creditsCents === 0 && wallet.bonuses === 0 && wallet.payoutRemainingCents === 0 && !this.tilts.stopped;
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

  private balances(): PlayerBalances {
    const wallet = this.store.wallet();
    const stake = this.game.stake();
    return { creditsCents: wallet.creditsCents, bonuses: wallet.bonuses, level: this.rtp.levelFor(this.cycle.progress(), stake.cents + stake.bonuses * BONUS_VALUE_CENTS) };
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
    const tilt = this.tilts.active()[0];
    if (tilt && !STOPPED_INTENTS.has(intent.type)) {
      return refuse('not-allowed', `the cabinet is stopped (${tilt.code}: ${tilt.detail}); ${intent.type} waits until the attendant clears it`);
    }
    try {
      switch (intent.type) {
        case 'PLAY':
          return this.play();
        case 'COLLECT':
          // COLLECT banks the prize in play (ladder, Double-or-Bonuses, Three Choices); with none, it pays out.
          return this.game.runner.can({ type: 'COLLECT' }) ? this.gameStep({ type: 'COLLECT' }, 'spin') : this.collect();
        case 'COLLECT_ALL':
          return this.gameStep({ type: 'COLLECT_ALL' }, 'spin');
        case 'BET_NEXT':
          return this.gameStep({ type: 'BET_NEXT' }, 'bet');
        case 'BET_SELECT':
          return this.gameStep({ type: 'BET_SELECT', betCents: intent.betCents }, 'bet');
        case 'UPPER_BET_SELECT':
          return this.gameStep({ type: 'UPPER_BET_SELECT', betId: intent.betId }, 'bet');
        case 'HOLD':
          return this.gameStep({ type: 'HOLD', reel: intent.reel }, 'spin');
        case 'PICK':
          return this.gameStep({ type: 'PICK', index: intent.index }, 'spin');
        case 'GAME_CHANGE': {
          const b = this.balances();
          return this.gameStep({ type: 'GAME_CHANGE', creditsCents: b.creditsCents, bonusesHeld: b.bonuses }, 'bet');
        }
        case 'AUTO_PLAY':
          if (intent.games > this.profile.autoplay.maxGames || (!this.profile.autoplay.allowed && intent.games > 0)) {
            return refuse('not-allowed', `AUTO-PLAY of ${intent.games} games is not allowed here (at most ${this.profile.autoplay.allowed ? this.profile.autoplay.maxGames : 0})`);
          }
          return this.gameStep({ type: 'AUTO_PLAY', games: intent.games }, 'bet');
        case 'AUTO_RISK':
          return this.gameStep({ type: 'AUTO_RISK', on: intent.on }, 'bet');
        case 'AUTO_ADVANCES':
          return this.gameStep({ type: 'AUTO_ADVANCES', on: intent.on }, 'bet');
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
        default:
          return refuse('not-allowed', `${intent.type}: the service menu is not wired to the cabinet yet`);
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
      const credit = await attempt('coin acceptor', () => this.intake.poll());
      const bills = this.bills ? await attempt('bill validator', () => this.bills!.poll((cents) => this.billRefusal(cents))) : null;
      const paid = await attempt('hopper', () => this.payout.poll(!this.tilts.stopped));
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
    return this.tilts.active().map((t) => t.key).join('|');
  }

  /** Why a bill in escrow goes back, or null to stack it. */
  private billRefusal(valueCents: number): string | null {
    if (this.tilts.stopped) return 'the cabinet is stopped';
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
    if (event.kind === 'button') return this.panelInput.button(event.button, event.pressed);
    // Switches are read as levels on every device poll; poll now so a door stops play at once.
    void this.pollDevices().catch(() => undefined);
  }

  private get attendantKey(): boolean {
    const panel = this.devices.panel;
    return panel !== null && panel.answering && panel.switches().key === true;
  }

  /** The attendant's actions need the key turned (issue 6 puts a PIN'd menu on top). */
  private async attendant(intent: Extract<Intent, { type: 'ATTENDANT_CLEAR' | 'ATTENDANT_REFILL' | 'ATTENDANT_HANDPAY' }>): Promise<IntentResult> {
    if (!this.attendantKey) return refuse('not-allowed', `${intent.type} needs the attendant key turned`);
    switch (intent.type) {
      case 'ATTENDANT_CLEAR': {
        // Doors clear by closing them; a stopped payout by refill or handpay, which say what happened to the money.
        // A silent I/O board clears itself when it answers again.
        const cleared = this.tilts.clear((t) => t.code !== 'door-open' && t.code !== 'hopper-empty' && t.code !== 'hopper-jam' && t.key !== 'io-board:silent', 'attendant');
        if (cleared.cleared.length === 0) return refuse('not-allowed', 'nothing to clear: doors clear when closed, an unpaid payout needs refill or handpay');
        this.store.commit({ settings: cleared.settings, events: cleared.events });
        break;
      }
      case 'ATTENDANT_REFILL':
        this.store.commit(this.payout.refill(intent.coins));
        this.devices.playground?.refillHopper(intent.coins);
        break;
      case 'ATTENDANT_HANDPAY': {
        const batch = this.payout.handpay();
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
    const tilts = this.tilts.active().map(tiltView);
    const levels = this.devices.panel?.answering ? this.devices.panel.switches() : null;
    const switches = { key: levels?.key === true, mainDoor: levels?.mainDoor === true, cashDoor: levels?.cashDoor === true };
    const playground = this.devices.playground;
    const balances = this.balances();
    const game = this.game.view(balances);
    const runner = this.game.runner;
    const busy = wallet.payoutRemainingCents > 0;
    const lastSpin = game.active === 'lower' ? game.lower.lastSpin : game.upper.lastSpin ? { winCents: game.upper.lastSpin.totalCents, bonusesWon: 0 } : null;
    return {
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
        betCents: this.game.stake().cents,
      }),
      buttons: {
        play: !busy && (runner.can(this.game.event('PLAY', balances)) || game.autoPlay > 0),
        collect: !busy && (runner.can({ type: 'COLLECT' }) || (this.game.idle && this.payout.coinsFor(wallet.creditsCents) > 0)),
        bet: !busy && runner.can({ type: 'BET_NEXT' }),
        hold: [0, 1, 2].map((reel) => !busy && runner.can({ type: 'HOLD', reel })) as unknown as [boolean, boolean, boolean],
        gameChange: !busy && game.canGameChange,
        autoAdvances: game.active === 'lower',
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
      service: null,
      display: { language: 'es', currency: 'es', volume: 80 },
    };
  }

  private play(): IntentResult {
    const wallet = this.store.wallet();
    if (wallet.payoutRemainingCents > 0) return refuse('not-allowed', 'PLAY is not possible while a payout is in progress');
    const balances = this.balances();
    const event = this.game.event('PLAY', balances);
    if (!this.game.runner.can(event) && this.game.idle) {
      const stake = this.game.stake();
      if (wallet.creditsCents < stake.cents || wallet.bonuses < stake.bonuses) {
        const needs = stake.bonuses > 0 ? `${formatEuros(stake.cents)} and ${stake.bonuses} bonuses` : formatEuros(stake.cents);
        const has = stake.bonuses > 0 ? `${formatEuros(wallet.creditsCents)} and ${wallet.bonuses} bonuses` : formatEuros(wallet.creditsCents);
        return refuse('not-allowed', `PLAY needs ${needs} of credit; the balance is ${has}`);
      }
    }
    return this.gameStep(event, 'spin');
  }

  /**
   * The automatic presses: when the game would take an AUTO_STEP now (AUTO-PLAY in an idle game,
   * AUTO-RISK in a ladder or Double-or-Bonuses, AUTO-ADVANCES, a minigame pick), one is sent after
   * the configured pace. Nothing about it is stored: the game's lights are, and after a power cut
   * the next press is simply scheduled again (AUTO-PLAY itself is cancelled at power-up).
   */
  private scheduleAutoStep(): void {
    if (this.stopped || this.autoTimer !== null) return;
    if (this.store.wallet().payoutRemainingCents > 0) return;
    if (!this.game.runner.can(this.game.event('AUTO_STEP', this.balances()))) return;
    this.autoTimer = setTimeout(() => {
      this.autoTimer = null;
      if (this.stopped) return;
      const event = this.game.event('AUTO_STEP', this.balances());
      if (this.store.wallet().payoutRemainingCents === 0 && this.game.runner.can(event)) this.gameStep(event, 'spin');
      this.scheduleAutoStep();
    }, this.config.autoPaceMs);
  }

  /**
   * Sends one event to the game's machine: refused if the machine cannot take it now;
   * otherwise the step it makes is committed with its money, journal entry and snapshot.
   */
  private gameStep(event: AnyEventObject, activity: LastActivity): IntentResult {
    const runner = this.game.runner;
    const gameId = this.game.id;
    if (this.store.wallet().payoutRemainingCents > 0) return refuse('not-allowed', `${event.type} is not possible while a payout is in progress`);
    if (!runner.can(event)) return refuse('not-allowed', `${event.type} is not possible now (the game is ${runner.stateName})`);
    const before = this.store.wallet();
    const proposal = runner.propose(event);
    const step = proposal.step;
    if (step === null) return refuse('not-allowed', `${event.type} changed nothing`);
    const settlement = settleStep(gameId, this.game.meterBet, step);
    const cycle = this.cycle.plan(step);
    this.store.commit({
      ledger: settlement.ledger,
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
              detail: step.detail,
              draws: step.draws,
              moves: step.moves,
              creditsBeforeCents: before.creditsCents,
              creditsAfterCents: before.creditsCents + settlement.creditsDelta,
              bonusesBefore: before.bonuses,
              bonusesAfter: before.bonuses + settlement.bonusesDelta,
            },
      snapshot: { gameId, machineVersion: runner.machineVersion, stepSeq: step.seq, snapshot: proposal.persisted },
    });
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
    this.lastPayoutCents = this.payout.startCollect();
    this.lastActivity = 'payout';
    this.publish();
    void this.pollDevices().catch(() => undefined);
    return OK;
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
    const accept = !this.tilts.stopped && wallet.payoutRemainingCents === 0 && wallet.creditsCents < this.config.creditLimitCents;
    if (accept !== this.accepting) {
      await this.devices.coinAcceptor.setMasterInhibit(accept);
      this.accepting = accept;
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
    this.devices.panel?.setLamps(lampsFor(view));
    this.scheduleAutoStep();
  }
}
