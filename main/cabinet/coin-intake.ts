/**
 * Credit from the coin acceptor. Every poll reads the device's buffered events (ccTalk 229)
 * and works out the new ones from the event counter stored with the previous credit. The new
 * coins, the new counter and the meters are committed in ONE transaction, so after a power cut
 * a coin is neither lost nor credited twice: the stored counter says exactly what was credited.
 *
 * During the technician's acceptor test (service menu) the coins are real coins in the cash box
 * but credit to nobody: they go on the test-coin meters, outside the books, each one logged.
 */
import type { CoinAcceptorLink } from '../../hardware/coin-acceptor/coin-acceptor-link';
import { readCounter } from '../../hardware/coin-acceptor/event-counter';
import type { CoinDefinition } from '../../config/cabinet-config';
import { classifyCoinEvent } from '../../hardware/coin-acceptor/coin-error-codes';
import type { CabinetStore } from '../store/cabinet-store';
import type { CommitBatch } from '../store/store-types';
import { mergeBatches } from '../store/merge-batches';
import type { TiltBook } from './tilts';

export interface CoinIntakeResult {
  readonly creditedCents: number;
  readonly coins: number;
  readonly notices: readonly string[];
}

/** Device-counter keys: the ccTalk counter itself, and a lifetime event index for ledger keys. */
export const counterKey = (deviceId: string): string => `${deviceId}:229-counter`;
export const eventIndexKey = (deviceId: string): string => `${deviceId}:event-index`;
/**
 * Setting: true from just before the cabinet releases the acceptor's master inhibit until it has
 * inhibited it again. Read at first contact: events buffered while the cabinet let coins in but
 * had no counter to compare them with may be coins nobody was credited for.
 */
export const inhibitReleasedKey = (deviceId: string): string => `${deviceId}:inhibit-released`;

export class CoinIntake {
  private readonly valueOf: Map<number, number>;

  constructor(
    private readonly store: CabinetStore,
    private readonly link: CoinAcceptorLink,
    coins: readonly CoinDefinition[],
    private readonly tilts: TiltBook,
  ) {
    this.valueOf = new Map(coins.map((c) => [c.position, c.valueCents]));
  }

  /** One poll: read the device and commit whatever is new (as test coins while `test`). */
  async poll(options: { test?: boolean } = {}): Promise<CoinIntakeResult> {
    const test = options.test === true;
    const reply = await this.link.readBufferedCredit();
    // Everything below is synchronous: the store is read and written without yielding, so no
    // other poll or intent can interleave between reading the stored counter and committing.
    const deviceId = this.link.deviceId;
    const previous = this.store.deviceCounter(counterKey(deviceId));
    const reading = readCounter(previous, reply);
    const notices: string[] = [];
    const batch: CommitBatch & { ledger: NonNullable<CommitBatch['ledger']>; events: NonNullable<CommitBatch['events']> } = {
      ledger: [],
      events: [],
      deviceCounters: [{ deviceId: counterKey(deviceId), counter: reply.counter }],
    };
    const tiltsToRaise: Parameters<TiltBook['raise']> = [];
    let index = this.store.deviceCounter(eventIndexKey(deviceId)) ?? 0;
    let creditedCents = 0;
    let coins = 0;

    if (previous === null) {
      batch.events.push({ kind: 'coin-acceptor-first-contact', detail: { deviceId, counter: reply.counter } });
      // Normally the inhibit is released only after this baseline; if it was not, the buffered
      // events cannot be told from old ones: never credited by guess, never passed over in silence.
      if (reply.counter !== 0 && reply.events.length > 0 && this.store.getSetting(inhibitReleasedKey(deviceId)) === true) {
        tiltsToRaise.push({ key: `${deviceId}:first-contact`, code: 'coin-credits-lost', detail: `the coin acceptor showed ${reply.events.length} buffered events at first contact while it was accepting coins; count the cashbox` });
        notices.push('events at first contact while accepting');
      }
    }
    if (reading.kind === 'device-reset') {
      batch.events.push({ kind: 'coin-acceptor-reset', detail: { deviceId, previousCounter: previous } });
      notices.push('device reset');
    }
    if (reading.kind === 'lost-events') {
      // Never guessed: the lost coins are for an attendant to settle from the cashbox.
      batch.events.push({ kind: 'coin-credits-lost', detail: { deviceId, missed: reading.missed } });
      tiltsToRaise.push({ key: `${deviceId}:lost`, code: 'coin-credits-lost', detail: `${reading.missed} coin events were lost; count the cashbox` });
      notices.push(`${reading.missed} coin events lost`);
    }
    if (reading.kind === 'events' || reading.kind === 'lost-events') {
      for (const [a, b] of reading.events) {
        index += 1;
        if (a === 0) {
          if (b === 0) continue;
          const error = classifyCoinEvent(b);
          batch.events.push({ kind: 'coin-acceptor-error', detail: { deviceId, code: b, name: error.name, severity: error.severity } });
          // Fraud and jams stop play; rejects and information are only logged.
          if (error.severity === 'fraud') tiltsToRaise.push({ key: `${deviceId}:fraud`, code: 'coin-fraud', detail: `coin acceptor: ${error.name} (code ${b})` });
          if (error.severity === 'jam') tiltsToRaise.push({ key: `${deviceId}:jam`, code: 'coin-jam', detail: `coin acceptor: ${error.name} (code ${b})` });
          if (error.severity === 'fault') tiltsToRaise.push({ key: `${deviceId}:fault`, code: 'device-fault', detail: `coin acceptor: ${error.name} (code ${b})` });
          continue;
        }
        const value = this.valueOf.get(a);
        if (value === undefined) {
          batch.events.push({ kind: 'coin-unknown-position', detail: { deviceId, position: a } });
          notices.push(`coin position ${a} has no value in the coin table`);
          continue;
        }
        batch.ledger.push({ key: `coin:${deviceId}:${index}`, kind: test ? 'test-coin-in' : 'coin-in', cents: value, bonuses: 0 });
        if (test) batch.events.push({ kind: 'test-coin-in', detail: { deviceId, position: a, cents: value } });
        creditedCents += value;
        coins += 1;
      }
      batch.deviceCounters?.push({ deviceId: eventIndexKey(deviceId), counter: index });
    }
    if (reading.kind === 'unchanged' && previous !== null) return { creditedCents: 0, coins: 0, notices };

    if (coins > 0 && test) {
      batch.meters = [
        { scope: 'cabinet', name: 'test-coin-in-value', delta: creditedCents },
        { scope: 'cabinet', name: 'test-coin-in-count', delta: coins },
      ];
      this.store.commit(mergeBatches(batch, this.tilts.raise(...tiltsToRaise)));
      return { creditedCents: 0, coins, notices };
    }
    if (coins > 0) {
      batch.meters = [
        { scope: 'cabinet', name: 'coins-in-value', delta: creditedCents },
        { scope: 'cabinet', name: 'coins-in-count', delta: coins },
        { scope: 'cabinet', name: 'total-drop', delta: creditedCents },
      ];
      batch.wallet = { creditsDelta: creditedCents };
    }
    this.store.commit(mergeBatches(batch, this.tilts.raise(...tiltsToRaise)));
    return { creditedCents, coins, notices };
  }
}
