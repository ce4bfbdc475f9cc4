/**
 * The boot check of the cabinet store: is the file sound, do the critical records still match
 * their seals, do the books balance. Its verdict decides whether the cabinet may play:
 *
 *   good       nothing wrong.
 *   recovered  SQLite found damage that rebuilding the indexes repaired: the tables (the data
 *              itself) were intact, so nothing was lost; the technician is told what was fixed.
 *   locked     damage that could not be repaired, a record changed outside the firmware, or
 *              books that do not balance: no play until a technician RAM clear.
 *
 * The event chain is reported but never locks: the log survives a RAM clear, so a broken chain
 * would lock the cabinet for ever. Its result goes to the event log screen instead.
 *
 * The steps come in as functions so the verdict logic can be tested with any integrity report
 * (a real, repairable corruption cannot always be produced on demand).
 */

import type { AccountingResult, EventChainResult } from './store-types';

export type StoreState = 'good' | 'recovered' | 'locked';

export interface StoreCheckResult {
  state: StoreState;
  /** One paragraph for the store screen. */
  detail: string;
  /** Why the state is not 'good': what was repaired ('recovered') or what locks ('locked'). */
  problems: string[];
  /** The event log's hash chain, for the event log screen; not a lock reason. */
  chain: EventChainResult;
  /** How long the check took, for the boot log. */
  tookMs: number;
}

export interface StoreCheckSteps {
  /** SQLite's own findings; empty when the file is sound. */
  integrity(): string[];
  /** Rebuilds every index from its table. */
  reindex(): void;
  /** One line per record whose value does not match its seal. */
  sealProblems(): string[];
  accounting(): AccountingResult;
  chain(): EventChainResult;
  now(): number;
}

/** Problems beyond this many are counted, not listed: the screen has room for a few lines. */
const SHOWN_PROBLEMS = 5;

export function checkStore(steps: StoreCheckSteps): StoreCheckResult {
  const started = steps.now();
  const found = guarded('database integrity check', () => steps.integrity());
  let repaired: string[] = [];
  let unrepaired: string[] = [];
  if (found.length > 0) {
    const reindexFailure = guarded('rebuilding the indexes', () => {
      steps.reindex();
      return [];
    });
    const after = reindexFailure.length > 0 ? found : guarded('database integrity check after rebuilding the indexes', () => steps.integrity());
    if (after.length === 0) repaired = found;
    else unrepaired = [...reindexFailure, ...after];
  }

  const locks = [
    ...unrepaired,
    ...guarded('seal check', () => steps.sealProblems()),
    ...guarded('accounting identity check', () => {
      const accounting = steps.accounting();
      return accounting.ok ? [] : [`accounting identity fails: ${accounting.detail}`];
    }),
  ];
  const chain = guardedChain(steps);
  const tookMs = steps.now() - started;

  if (locks.length > 0) {
    return {
      state: 'locked',
      detail: `Cabinet locked until a technician RAM clear: ${summary(locks)}. ${chainLine(chain)}`,
      problems: locks,
      chain,
      tookMs,
    };
  }
  if (repaired.length > 0) {
    return {
      state: 'recovered',
      detail:
        `The database was damaged and rebuilding its indexes repaired it; the data itself was intact. ` +
        `Found and fixed: ${summary(repaired)}. Seals match and the accounting identity holds. ${chainLine(chain)}`,
      problems: repaired,
      chain,
      tookMs,
    };
  }
  return {
    state: 'good',
    detail: `Database intact, seals match and the accounting identity holds. ${chainLine(chain)}`,
    problems: [],
    chain,
    tookMs,
  };
}

/** A step that throws (SQLITE_CORRUPT on a damaged page) is itself a finding, never a crash of the boot. */
function guarded(what: string, step: () => string[]): string[] {
  try {
    return step();
  } catch (cause) {
    return [`${what} failed: ${cause instanceof Error ? cause.message : String(cause)}`];
  }
}

function guardedChain(steps: StoreCheckSteps): EventChainResult {
  try {
    return steps.chain();
  } catch (cause) {
    return { ok: false, brokenAtId: 0, reason: `the event log cannot be read: ${cause instanceof Error ? cause.message : String(cause)}` };
  }
}

function summary(problems: string[]): string {
  const shown = problems.slice(0, SHOWN_PROBLEMS).join('; ');
  const more = problems.length - SHOWN_PROBLEMS;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

function chainLine(chain: EventChainResult): string {
  return chain.ok
    ? `Event log chain intact (${chain.count} entries).`
    : `Event log chain broken at entry ${chain.brokenAtId}: ${chain.reason} (reported, does not lock).`;
}
