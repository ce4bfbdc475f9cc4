/**
 * Credit from the bill validator (ccTalk header 159). A bill is credited only when the validator
 * reports it stacked, never while it waits in escrow: in escrow the cabinet decides to stack or
 * return it (the bill must be in the table, enabled, and fit under the credit limit), and the
 * stacked event that follows is committed with the new event counter and the meters in one
 * transaction, exactly as coins are, so a bill is neither lost nor credited twice.
 */
import type { BillValidatorLink } from '../../hardware/bill-validator/bill-validator-link';
import { readCounter } from '../../hardware/coin-acceptor/event-counter';
import { eventIndexKey } from './coin-intake';
import type { CabinetStore } from '../store/cabinet-store';
import type { CommitBatch, EventWrite, LedgerWrite, MeterIncrement } from '../store/store-types';
import { mergeBatches } from '../store/merge-batches';
import type { TiltBook } from './tilts';

export interface BillDefinition {
  readonly type: number;
  readonly valueCents: number;
}

export interface BillStatusClass {
  readonly name: string;
  readonly severity: 'info' | 'reject' | 'fraud' | 'jam' | 'fault';
}

export interface BillIntakeResult {
  readonly creditedCents: number;
  readonly bills: number;
  /** Bills the cabinet routed out of escrow in this poll, with the decision. */
  readonly routed: readonly { readonly type: number; readonly stacked: boolean; readonly reason: string | null }[];
  /** The validator reset (counter back to 0): it has lost its bill table and escrow mode. */
  readonly deviceReset: boolean;
}

export const billCounterKey = (deviceId: string): string => `${deviceId}:159-counter`;

export class BillIntake {
  private readonly valueOf: Map<number, number>;

  constructor(
    private readonly store: CabinetStore,
    private readonly link: BillValidatorLink,
    bills: readonly BillDefinition[],
    private readonly tilts: TiltBook,
    private readonly classify: (code: number) => BillStatusClass,
  ) {
    this.valueOf = new Map(bills.map((b) => [b.type, b.valueCents]));
  }

  /**
   * One poll. `refusal(valueCents)` says why a bill in escrow must go back (credit limit, tilt,
   * payout…), or null to stack it.
   */
  async poll(refusal: (valueCents: number) => string | null): Promise<BillIntakeResult> {
    const reply = await this.link.readBufferedBills();
    const deviceId = this.link.deviceId;
    const previous = this.store.deviceCounter(billCounterKey(deviceId));
    const reading = readCounter(previous, reply);
    if (reading.kind === 'unchanged' && previous !== null) return { creditedCents: 0, bills: 0, routed: [], deviceReset: false };

    const events: EventWrite[] = [];
    const ledger: LedgerWrite[] = [];
    const meters: MeterIncrement[] = [];
    const tiltsToRaise: Parameters<TiltBook['raise']> = [];
    const escrow: { type: number; stacked: boolean; reason: string | null }[] = [];
    let index = this.store.deviceCounter(eventIndexKey(deviceId)) ?? 0;
    let creditedCents = 0;
    let bills = 0;

    if (previous === null) events.push({ kind: 'bill-validator-first-contact', detail: { deviceId, counter: reply.counter } });
    if (reading.kind === 'device-reset') events.push({ kind: 'bill-validator-reset', detail: { deviceId, previousCounter: previous } });
    if (reading.kind === 'lost-events') {
      // Stacked bills may be among the lost events: never guessed, the attendant counts the stacker.
      tiltsToRaise.push({ key: `${deviceId}:lost`, code: 'device-fault', detail: `${reading.missed} bill validator events were lost; count the stacker` });
    }
    if (reading.kind === 'events' || reading.kind === 'lost-events') {
      for (const [a, b] of reading.events) {
        index += 1;
        // Only one bill waits in escrow at a time: any later event means the earlier one is settled.
        escrow.length = 0;
        if (a === 0) {
          const status = this.classify(b);
          if (status.severity === 'jam') tiltsToRaise.push({ key: `${deviceId}:jam`, code: 'bill-jam', detail: `bill validator: ${status.name} (code ${b})` });
          else if (status.severity === 'fraud') tiltsToRaise.push({ key: `${deviceId}:fraud`, code: 'bill-fraud', detail: `bill validator: ${status.name} (code ${b})` });
          else if (status.severity === 'fault') tiltsToRaise.push({ key: `${deviceId}:fault`, code: 'device-fault', detail: `bill validator: ${status.name} (code ${b})` });
          events.push({ kind: 'bill-validator-status', detail: { deviceId, code: b, name: status.name, severity: status.severity } });
          continue;
        }
        const value = this.valueOf.get(a);
        if (b === 1) {
          // Held in escrow: routed after the counter is committed, so a repeated read never decides twice.
          // Cut between commit and route, the validator's escrow timeout hands the bill back.
          const reason = value === undefined ? `bill type ${a} is not in the bill table` : refusal(value);
          escrow.push({ type: a, stacked: reason === null, reason });
          events.push({ kind: 'bill-escrow', detail: { deviceId, type: a, valueCents: value ?? null, decision: reason === null ? 'stack' : 'return', reason } });
          continue;
        }
        if (value === undefined) {
          // Stacked although the table has no value for it: money in the stacker nobody credited.
          tiltsToRaise.push({ key: `${deviceId}:unknown-${a}`, code: 'device-fault', detail: `a bill of type ${a}, not in the bill table, was stacked` });
          continue;
        }
        ledger.push({ key: `bill:${deviceId}:${index}`, kind: 'bill-in', cents: value, bonuses: 0 });
        meters.push(
          { scope: 'cabinet', name: 'bills-in-value', delta: value },
          { scope: 'cabinet', name: 'bills-in-count', delta: 1 },
          { scope: 'cabinet', name: 'total-drop', delta: value },
          { scope: `bill:${value}`, name: 'bills-in-count', delta: 1 },
          { scope: `bill:${value}`, name: 'bills-in-value', delta: value },
        );
        creditedCents += value;
        bills += 1;
      }
    }
    const batch: CommitBatch = mergeBatches(
      {
        ledger,
        meters,
        events,
        deviceCounters: [
          { deviceId: billCounterKey(deviceId), counter: reply.counter },
          { deviceId: eventIndexKey(deviceId), counter: index },
        ],
        wallet: creditedCents > 0 ? { creditsDelta: creditedCents } : undefined,
      },
      this.tilts.raise(...tiltsToRaise),
    );
    this.store.commit(batch);
    for (const bill of escrow) {
      const outcome = await this.link.routeBill(bill.stacked ? 'stack' : 'return');
      if (outcome !== 'routed') this.store.commit({ events: [{ kind: 'bill-route-failed', detail: { deviceId, type: bill.type, wanted: bill.stacked ? 'stack' : 'return', outcome } }] });
    }
    return { creditedCents, bills, routed: escrow, deviceReset: reading.kind === 'device-reset' };
  }
}
