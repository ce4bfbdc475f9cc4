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
import type { CoinAcceptorLink } from '../../hardware/coin-acceptor/coin-acceptor-link';
import type { HopperLink } from '../../hardware/hopper/hopper-link';
import type { EmulatedCoinAcceptor } from '../../hardware/emulators/coin-acceptor-emulator';
import { loadJurisdictionProfiles, type JurisdictionProfile } from '../../config/jurisdiction-profile';
import { ConfigError } from '../../config/cabinet-config';
import { ContractError, parseIntent, type CabinetView, type Intent, type IntentResult } from '../ipc/contract';
import type { CabinetStore } from '../store/cabinet-store';
import { CoinIntake } from './coin-intake';
import { CycleKeeper } from './cycle-keeper';
import { GAME_REGISTRY } from './game-registry';
import type { GameTable, PlayerBalances } from './game-table';
import { HopperPayout } from './hopper-payout';
import { marqueeFor, type LastActivity } from './marquee';
import { RtpSetting } from './rtp-setting';
import { settleStep } from './step-settlement';

export interface CabinetDevices {
  readonly coinAcceptor: CoinAcceptorLink;
  readonly hopper: HopperLink;
  /** The emulated acceptor behind the development coin panel, or null on real hardware. */
  readonly coinEmulator: EmulatedCoinAcceptor | null;
}

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
    this.intake = new CoinIntake(this.store, options.devices.coinAcceptor, options.config.coinAcceptor.coins);
    this.payout = new HopperPayout(this.store, options.devices.hopper, options.config.hopper.coinValueCents);
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
    this.scheduleAutoStep();
  }

  /** Money rules (the RTP setting) change only with nothing pending and nothing on the meter. */
  canChangeMoneyRules(): boolean {
    const wallet = this.store.wallet();
    return this.game.idle && wallet.creditsCents === 0 && wallet.bonuses === 0 && wallet.payoutRemainingCents === 0;
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
      }
    } catch (error) {
      return refuse('internal', `the cabinet could not complete ${intent.type}: ${(error as Error).message}; nothing was changed`);
    }
  }

  /** One round of device work: coins in, coins out, inhibits. Runs serialised. */
  pollDevices(): Promise<void> {
    const run = this.deviceQueue.then(async () => {
      const credit = await this.intake.poll();
      const paid = await this.payout.poll();
      if (credit.creditedCents > 0) this.lastActivity = 'credit';
      if (paid > 0 && !this.payout.inProgress) this.lastActivity = 'payout';
      await this.syncInhibit();
      if (credit.creditedCents > 0 || credit.notices.length > 0 || paid > 0) this.publish();
    });
    this.deviceQueue = run.catch(() => undefined);
    return run;
  }

  view(): CabinetView {
    const wallet = this.store.wallet();
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
        tilt: null,
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
      tilt: null,
      coinAcceptor: {
        accepting: this.accepting === true,
        devCoinsCents: this.devices.coinEmulator ? this.config.coinAcceptor.coins.map((c) => c.valueCents) : null,
      },
      game,
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
    const emulator = this.devices.coinEmulator;
    if (!emulator) return refuse('not-allowed', 'no emulated coin acceptor is fitted: coins come from the real acceptor');
    const coin = this.config.coinAcceptor.coins.find((c) => c.valueCents === valueCents);
    if (!coin) return refuse('not-allowed', `the coin table has no ${formatEuros(valueCents)} coin`);
    if (!emulator.insertCoin(coin.position)) return refuse('not-allowed', 'the coin acceptor is not accepting coins now: the coin was returned');
    await this.pollDevices();
    return OK;
  }

  /** Master inhibit follows the cabinet: coins are accepted only while credit can be taken. */
  private async syncInhibit(): Promise<void> {
    const wallet = this.store.wallet();
    const accept = wallet.payoutRemainingCents === 0 && wallet.creditsCents < this.config.creditLimitCents;
    if (accept === this.accepting) return;
    await this.devices.coinAcceptor.setMasterInhibit(accept);
    this.accepting = accept;
    this.publish();
  }

  private publish(): void {
    this.version += 1;
    const view = this.view();
    for (const listener of this.listeners) listener(view);
    this.scheduleAutoStep();
  }
}
