/**
 * COLLECT pays the balance in hopper coins.
 *
 * Starting a payout moves the whole coins' worth of credit to "payout in progress" in one
 * transaction (a remainder smaller than one coin stays on the balance). The hopper's lifetime
 * dispense counter (ccTalk 168) is the one source of truth for coins out: every poll reads it,
 * and whatever it moved since the count the store last accounted for is committed — as paid
 * coins while a dispense is owed them, as extra (runaway) coins beyond that. Before each
 * dispense the cabinet records what it asked and the counter it started from, so a payout cut
 * by a power loss settles exactly from the counter and is never re-issued blindly: the rest is
 * asked for again only after the coins already out are on the meters.
 *
 * A dispense that ends short (hopper empty or jammed) stops the cabinet with a tilt offering
 * the attendant a refill (the payout goes on) or a handpay (the rest is paid by hand).
 *
 * A technician's test payout (service menu) runs through the same dispense record and lifetime
 * counter, but its coins are owed to nobody: they go on the test-payout meters, never on the
 * wallet or the books, and a short test ends the test instead of stopping the cabinet.
 */
import { PayoutNotTakenError, PayoutOutcomeUnknownError, type PayoutDevice } from '../../hardware/hopper/payout-device';
import { formatEuros } from '../../engine/core/money';
import type { CabinetStore } from '../store/cabinet-store';
import type { CommitBatch } from '../store/store-types';
import { mergeBatches } from '../store/merge-batches';
import type { TiltBook } from './tilts';

const PAYOUT_COUNTER = 'cabinet:payouts';
/** Header 167 carries the coin count in one byte. */
export const MAX_COINS_PER_DISPENSE = 255;
/** The 24-bit lifetime counter of header 168. */
const LIFETIME_MODULUS = 1 << 24;
export const HOPPER_UNPAID_TILT = 'hopper:unpaid';

/** The dispense the hopper was asked for, stored before the command is sent. */
interface DispenseRecord {
  readonly asked: number;
  /** Coins of this dispense already on the meters. */
  readonly paid: number;
  /** The lifetime counter read just before it was sent. */
  readonly lifetimeBefore: number;
  /** The hopper's reply was lost and it could not tell whether it took the command. */
  readonly uncertain?: boolean;
  /** A technician's test payout: coins go to the test meters. */
  readonly test?: boolean;
}

/** A test payout asked for in the service menu, stored so a power cut cannot turn it into credit. */
export interface TestPayout {
  readonly requested: number;
  readonly paid: number;
}

export const lifetimeKey = (deviceId: string): string => `${deviceId}:168-lifetime`;
export const dispenseKey = (deviceId: string): string => `${deviceId}:dispense`;
export const testPayoutKey = (deviceId: string): string => `${deviceId}:test-payout`;
/** Setting: a dispense was closed by a handpay while the hopper was silent; stop it when it answers. */
export const stopOnAnswerKey = (deviceId: string): string => `${deviceId}:stop-on-answer`;

export class HopperPayout {
  /** False until the first poll after power-up has settled any dispense the last run left. */
  private settled = false;

  constructor(
    private readonly store: CabinetStore,
    private readonly hopper: PayoutDevice,
    readonly coinValueCents: number,
    private readonly tilts: TiltBook,
  ) {}

  /** Coins COLLECT would pay for this balance. */
  coinsFor(creditsCents: number): number {
    return Math.floor(creditsCents / this.coinValueCents);
  }

  /** Moves the payable credit to "in progress". Returns the amount, 0 if nothing is payable. */
  startCollect(handpayLimitCents = Number.MAX_SAFE_INTEGER): number {
    const wallet = this.store.wallet();
    const cents = this.coinsFor(wallet.creditsCents) * this.coinValueCents;
    if (cents === 0) return 0;
    const payoutNumber = (this.store.deviceCounter(PAYOUT_COUNTER) ?? 0) + 1;
    // Above the handpay limit the hopper pays nothing: the attendant pays it all by hand.
    const handpay =
      cents > handpayLimitCents
        ? this.tilts.raise({ key: HOPPER_UNPAID_TILT, code: 'handpay-required', detail: `${formatEuros(cents)} is above the ${formatEuros(handpayLimitCents)} handpay limit` })
        : {};
    this.store.commit(mergeBatches(handpay, {
      ledger: [{ key: `collect:${payoutNumber}`, kind: 'collect', cents, bonuses: 0 }],
      wallet: { creditsDelta: -cents, payoutRemainingDelta: cents },
      deviceCounters: [{ deviceId: PAYOUT_COUNTER, counter: payoutNumber }],
      events: [{ kind: 'collect', detail: { payoutNumber, cents, coinValueCents: this.coinValueCents, handpay: cents > handpayLimitCents } }],
    }));
    return cents;
  }

  /**
   * A jackpot above the handpay limit is never credited: in the same commit as the step that won
   * it, it moves from the balance to "payout in progress" and the cabinet stops for the attendant,
   * who pays it by hand (ATTENDANT_HANDPAY, metered as an attendant-paid jackpot). Nothing else of
   * the balance goes with it, and the game goes on once it is paid. Empty when within the limit.
   */
  jackpotToAttendant(jackpotCents: number, handpayLimitCents: number): CommitBatch {
    if (jackpotCents <= handpayLimitCents) return {};
    const number = (this.store.deviceCounter('cabinet:jackpot-handpays') ?? 0) + 1;
    return mergeBatches(
      this.tilts.raise({ key: HOPPER_UNPAID_TILT, code: 'jackpot-handpay', detail: `jackpot of ${formatEuros(jackpotCents)} is above the ${formatEuros(handpayLimitCents)} handpay limit` }),
      {
        ledger: [{ key: `jackpot-handpay:${number}`, kind: 'jackpot-handpay', cents: jackpotCents, bonuses: 0 }],
        wallet: { creditsDelta: -jackpotCents, payoutRemainingDelta: jackpotCents },
        deviceCounters: [{ deviceId: 'cabinet:jackpot-handpays', counter: number }],
        events: [{ kind: 'jackpot-handpay-required', detail: { number, cents: jackpotCents, limitCents: handpayLimitCents } }],
      },
    );
  }

  get inProgress(): boolean {
    return this.store.wallet().payoutRemainingCents > 0;
  }

  /** The technician's test payout under way, or null. */
  testPayout(): TestPayout | null {
    const value = this.store.getSetting(testPayoutKey(this.hopper.deviceId)) as TestPayout | null | undefined;
    return value && Number.isSafeInteger(value.requested) && Number.isSafeInteger(value.paid) ? value : null;
  }

  /**
   * A technician's test payout goes on with a door open (the technician is at the machine), never
   * with a fault or while credit is being paid out.
   */
  testGoesOnStopped(): boolean {
    return this.testPayout() !== null && !this.inProgress && this.tilts.active().every((t) => t.code === 'door-open');
  }

  /**
   * Starts a test payout of `coins`: refused (with why) while credit is being paid or another
   * test runs. The coins leave on the next polls like a payout's.
   */
  startTestPayout(coins: number): { ok: true; batch: CommitBatch } | { ok: false; reason: string } {
    if (this.inProgress) return { ok: false, reason: 'a payout of credit is in progress' };
    if (this.testPayout() !== null || this.record() !== null) return { ok: false, reason: 'the hopper is already paying' };
    if (!Number.isSafeInteger(coins) || coins < 1 || coins > MAX_COINS_PER_DISPENSE) return { ok: false, reason: `a test pays 1..${MAX_COINS_PER_DISPENSE} coins` };
    const deviceId = this.hopper.deviceId;
    return {
      ok: true,
      batch: {
        settings: [{ key: testPayoutKey(deviceId), value: { requested: coins, paid: 0 } satisfies TestPayout }],
        events: [{ kind: 'hopper-test-payout', detail: { deviceId, coins } }],
      },
    };
  }

  /** A dispense is out on the hopper (asked, not yet finished or settled). */
  get dispensing(): boolean {
    return this.record() !== null;
  }

  /**
   * One poll: accounts for coins out, ends a finished dispense, and starts the next one when
   * credit is in progress and `mayPay` (no tilt, no open door). Returns the coins committed.
   */
  async poll(mayPay: boolean): Promise<number> {
    // First of all, even before settling after a power cut: a hopper handpaid while silent is stopped.
    if (this.store.getSetting(stopOnAnswerKey(this.hopper.deviceId)) === true) await this.stopAfterHandpay();
    if (!this.settled) return this.settleAfterPowerUp();
    const record = this.record();
    if (record !== null) {
      if (!mayPay) return this.halt('the cabinet stopped');
      // Status first: once it says the payout is over, the counter read after it is final.
      const status = await this.hopper.status();
      const lifetime = await this.hopper.lifetimeCount();
      if (status.remaining !== 0) return this.account(lifetime, null);
      const accounted = this.store.deviceCounter(lifetimeKey(this.hopper.deviceId)) ?? lifetime;
      const short = lifetime - accounted < record.asked - record.paid;
      // Ended short: the hopper's own flags tell a jam from an empty tube.
      const jammed = short ? (await this.hopper.faults()).jammed : false;
      return this.account(lifetime, { end: 'finished', reason: short ? (jammed ? 'jammed' : 'empty') : undefined });
    }
    const lifetime = await this.hopper.lifetimeCount();
    const coins = this.account(lifetime, null);
    if (mayPay) await this.startDispense(lifetime);
    return coins;
  }

  /** The attendant put coins in the hopper: the stopped payout goes on. */
  refill(coins: number): CommitBatch {
    return mergeBatches(
      {
        meters: [{ scope: 'cabinet', name: 'hopper-refill-count', delta: coins }],
        events: [{ kind: 'hopper-refill', detail: { deviceId: this.hopper.deviceId, coins } }],
      },
      this.tilts.clear((t) => t.key === HOPPER_UNPAID_TILT, 'attendant refill'),
    );
  }

  /**
   * The attendant pays the rest of the stopped payout by hand. Null when nothing is owed, or a
   * dispense is still out on a hopper that answers (its counter settles it first). With the hopper
   * silent (`hopperSilent`) the handpay closes that dispense: the coins the counter last showed
   * are on the meters, the rest is paid by hand, and the hopper is stopped as soon as it answers;
   * any coin it let out meanwhile is counted as extra (runaway), never owed to the player again.
   */
  handpay(hopperSilent = false): CommitBatch | null {
    const cents = this.store.wallet().payoutRemainingCents;
    const record = this.record();
    if (cents === 0 || (record !== null && (!hopperSilent || record.test === true))) return null;
    const number = (this.store.deviceCounter('cabinet:handpays') ?? 0) + 1;
    const deviceId = this.hopper.deviceId;
    // A jackpot waiting for the attendant is an attendant-paid jackpot, not cancelled credit.
    const jackpot = this.tilts.active().some((t) => t.key === HOPPER_UNPAID_TILT && t.code === 'jackpot-handpay');
    const meter = jackpot ? 'jackpot-handpaid' : 'handpaid';
    const closeDispense: CommitBatch = record
      ? {
          settings: [
            { key: dispenseKey(deviceId), value: null },
            { key: stopOnAnswerKey(deviceId), value: true },
          ],
          events: [{ kind: 'hopper-dispense-end', detail: { deviceId, asked: record.asked, paid: record.paid, end: 'handpaid', reason: 'the hopper does not answer' } }],
        }
      : {};
    return mergeBatches(
      closeDispense,
      {
        ledger: [{ key: `handpay:${number}`, kind: 'handpay', cents, bonuses: 0 }],
        meters: [
          { scope: 'cabinet', name: `${meter}-value`, delta: cents },
          { scope: 'cabinet', name: `${meter}-count`, delta: 1 },
        ],
        wallet: { payoutRemainingDelta: -cents },
        deviceCounters: [{ deviceId: 'cabinet:handpays', counter: number }],
        events: [{ kind: 'handpay', detail: { number, cents, reason: jackpot ? 'jackpot above the handpay limit' : 'hopper could not pay' } }],
      },
      this.tilts.clear((t) => t.key === HOPPER_UNPAID_TILT, 'attendant handpay'),
    );
  }

  /**
   * First poll after power-up. A dispense recorded by the last run may still be running (only
   * the cabinet lost power) or cut (the hopper did too): stop it, count what left from the
   * lifetime counter, and let the next poll ask for the rest — not a fault, nothing re-issued.
   */
  private async settleAfterPowerUp(): Promise<number> {
    const record = this.record();
    if (record !== null) await this.hopper.emergencyStop();
    const lifetime = await this.hopper.lifetimeCount();
    const coins = this.account(lifetime, record === null ? null : { end: 'settled-after-power-up' });
    this.settled = true;
    // The technician who asked for a test payout may be gone: what left is on the test meters, the rest is not paid.
    const test = this.testPayout();
    if (test) this.store.commit(this.endTest(test, 'cancelled by a power cut'));
    return coins;
  }

  /** The hopper answers after a handpay closed its dispense: stop whatever it may still be doing. */
  private async stopAfterHandpay(): Promise<void> {
    await this.hopper.emergencyStop();
    this.store.commit({
      settings: [{ key: stopOnAnswerKey(this.hopper.deviceId), value: null }],
      events: [{ kind: 'hopper-stopped-after-handpay', detail: { deviceId: this.hopper.deviceId } }],
    });
  }

  /** Stops a running dispense (tilt, door open); the rest is asked for again once play may go on. */
  private async halt(reason: string): Promise<number> {
    await this.hopper.emergencyStop();
    const lifetime = await this.hopper.lifetimeCount();
    return this.account(lifetime, { end: 'halted', reason });
  }

  private async startDispense(lifetime: number): Promise<void> {
    const remaining = this.store.wallet().payoutRemainingCents;
    const test = remaining === 0 ? this.testPayout() : null;
    // Any tilt (the accounting just before may have raised one) stops the hopper, but a test with only a door open.
    if (this.tilts.stopped && !this.testGoesOnStopped()) return;
    if (remaining === 0 && test === null) return;
    if (remaining % this.coinValueCents !== 0) throw new Error(`payout in progress (${remaining} c) is not a whole number of ${this.coinValueCents} c coins`);
    const asked = Math.min(MAX_COINS_PER_DISPENSE, test ? test.requested - test.paid : remaining / this.coinValueCents);
    // A jam latches in the hopper's flags and refuses every dispense until it is reset.
    if ((await this.hopper.faults()).blocksPayout) await this.hopper.reset();
    await this.hopper.enable();
    const record: DispenseRecord = test ? { asked, paid: 0, lifetimeBefore: lifetime, test: true } : { asked, paid: 0, lifetimeBefore: lifetime };
    const key = dispenseKey(this.hopper.deviceId);
    // Recorded before it is sent: after a power cut the counter tells what this dispense paid.
    this.store.commit({
      settings: [{ key, value: record }],
      events: [{ kind: 'hopper-dispense', detail: { deviceId: this.hopper.deviceId, coins: asked, lifetimeBefore: lifetime, test: test !== null } }],
    });
    try {
      await this.hopper.dispense(asked);
    } catch (error) {
      if (error instanceof PayoutNotTakenError) {
        // Nothing left the hopper: forget the dispense; the next poll asks again.
        this.store.commit({ settings: [{ key, value: null }], events: [{ kind: 'hopper-dispense-not-taken', detail: { deviceId: this.hopper.deviceId, coins: asked, reason: error.reason } }] });
      } else if (error instanceof PayoutOutcomeUnknownError) {
        // Maybe paying: the lifetime counter will tell. Ending short is then not a fault.
        this.store.commit({ settings: [{ key, value: { ...record, uncertain: true } }] });
      }
      throw error;
    }
  }

  /**
   * Commits coins the lifetime counter shows since the last accounted count. `end` closes the
   * dispense in the same transaction: 'finished' by the hopper (short = tilt), or settled/halted
   * by the cabinet (short = the rest is asked for again).
   */
  private account(lifetime: number, end: { end: 'finished' | 'settled-after-power-up' | 'halted'; reason?: string } | null): number {
    const deviceId = this.hopper.deviceId;
    const accounted = this.store.deviceCounter(lifetimeKey(deviceId));
    const record = this.record();
    if (accounted === null) {
      this.store.commit({
        deviceCounters: [{ deviceId: lifetimeKey(deviceId), counter: lifetime }],
        events: [{ kind: 'hopper-first-contact', detail: { deviceId, lifetime } }],
      });
      return 0;
    }
    let delta = lifetime - accounted;
    if (delta < 0) {
      // The 24-bit counter wrapped, or a different hopper (or a reset memory) is fitted.
      if (accounted > LIFETIME_MODULUS - 100_000 && lifetime < 100_000) delta += LIFETIME_MODULUS;
      else {
        this.store.commit(
          mergeBatches(
            { deviceCounters: [{ deviceId: lifetimeKey(deviceId), counter: lifetime }], events: [{ kind: 'hopper-counter-went-back', detail: { deviceId, accounted, lifetime } }] },
            record ? this.closeDispense(record, { end: 'halted', reason: 'hopper counter went back' }) : {},
          ),
        );
        return 0;
      }
    }
    const owed = record ? record.asked - record.paid : 0;
    const paid = Math.min(delta, owed);
    const extra = delta - paid;
    if (delta === 0 && end === null) return 0;

    const parts: CommitBatch[] = [{ deviceCounters: [{ deviceId: lifetimeKey(deviceId), counter: accounted + delta }] }];
    if (paid > 0 && record?.test) {
      const value = paid * this.coinValueCents;
      const test = this.testPayout() ?? { requested: paid, paid: 0 };
      parts.push({
        meters: [
          { scope: 'cabinet', name: 'test-payout-value', delta: value },
          { scope: 'cabinet', name: 'test-payout-count', delta: paid },
        ],
        // A finished dispense ends the test in the same batch (closeDispense): the setting is written once.
        ...(end?.end === 'finished' ? {} : { settings: [{ key: testPayoutKey(deviceId), value: { ...test, paid: test.paid + paid } }] }),
      });
    } else if (paid > 0) {
      const value = paid * this.coinValueCents;
      parts.push({
        ledger: [{ key: `hopper-paid:${deviceId}:${accounted + 1}-${accounted + paid}`, kind: 'hopper-paid', cents: value, bonuses: 0 }],
        meters: [
          { scope: 'cabinet', name: 'hopper-paid-value', delta: value },
          { scope: 'cabinet', name: 'hopper-paid-count', delta: paid },
        ],
        wallet: { payoutRemainingDelta: -value },
      });
    }
    if (extra > 0) {
      // Coins out that nobody was owed: outside the books' identity (no credit paid them), kept
      // on their own meters for the cash count, and the cabinet stops (PLATFORM.md: runaway).
      const value = extra * this.coinValueCents;
      parts.push(
        {
          meters: [
            { scope: 'cabinet', name: 'hopper-extra-count', delta: extra },
            { scope: 'cabinet', name: 'hopper-extra-value', delta: value },
          ],
        },
        this.tilts.raise({ key: `${deviceId}:runaway`, code: 'hopper-runaway', detail: `${extra} coin${extra === 1 ? '' : 's'} (${formatEuros(value)}) left the hopper unasked` }),
      );
    }
    if (record) {
      const next = { ...record, paid: record.paid + paid };
      if (end) parts.push(this.closeDispense(next, end));
      else if (paid > 0) parts.push({ settings: [{ key: dispenseKey(deviceId), value: next }] });
    }
    this.store.commit(mergeBatches(...parts));
    return paid;
  }

  private closeDispense(record: DispenseRecord, end: { end: string; reason?: string }): CommitBatch {
    const deviceId = this.hopper.deviceId;
    const unpaid = record.asked - record.paid;
    const parts: CommitBatch[] = [
      {
        settings: [{ key: dispenseKey(deviceId), value: null }],
        events: [{ kind: 'hopper-dispense-end', detail: { deviceId, asked: record.asked, paid: record.paid, end: end.end, reason: end.reason ?? null } }],
      },
    ];
    if (record.test) {
      // A test that ended (whole, or short: empty, jammed) is over; one halted goes on when the cabinet may pay.
      const test = this.testPayout();
      if (test && end.end === 'finished') parts.push(this.endTest({ requested: test.requested, paid: record.paid }, unpaid > 0 ? `hopper ${end.reason ?? 'stopped'}` : 'paid'));
      return mergeBatches(...parts);
    }
    if (unpaid > 0 && end.end === 'finished' && !record.uncertain) {
      parts.push(this.tilts.raise({ key: HOPPER_UNPAID_TILT, code: end.reason === 'jammed' ? 'hopper-jam' : 'hopper-empty', detail: `${unpaid} coin${unpaid === 1 ? '' : 's'} (${formatEuros(unpaid * this.coinValueCents)}) not paid` }));
    }
    return mergeBatches(...parts);
  }

  private endTest(test: TestPayout, result: string): CommitBatch {
    return {
      settings: [{ key: testPayoutKey(this.hopper.deviceId), value: null }],
      events: [{ kind: 'hopper-test-payout-end', detail: { deviceId: this.hopper.deviceId, requested: test.requested, paid: test.paid, result } }],
    };
  }

  private record(): DispenseRecord | null {
    const value = this.store.getSetting(dispenseKey(this.hopper.deviceId));
    if (value === undefined || value === null) return null;
    const r = value as Partial<DispenseRecord>;
    if (!Number.isSafeInteger(r.asked) || !Number.isSafeInteger(r.paid) || !Number.isSafeInteger(r.lifetimeBefore)) {
      throw new Error(`the stored hopper dispense record is unreadable: ${JSON.stringify(value)}`);
    }
    return r as DispenseRecord;
  }
}
