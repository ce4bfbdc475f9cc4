/**
 * Holds one game's XState machine as committed state. An event is first tried on a copy
 * (xstate's pure `transition`): the cabinet commits the step it produced, and only then adopts
 * the new snapshot. If the commit fails, the game is exactly where it was: nothing drawn,
 * nothing shown. Snapshots carry the machine id and version, and a snapshot of another version
 * is refused rather than guessed at.
 */
import { createActor, transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { RoundStep } from './round-step';

export interface StoredSnapshot {
  readonly machineVersion: number;
  readonly stepSeq: number;
  readonly snapshot: unknown;
}

/** What the journal keeps with each step for recall: the machine after the step, and its version. */
export interface JournaledMachine {
  readonly machineVersion: number;
  readonly snapshot: unknown;
}

export class SnapshotVersionError extends Error {
  constructor(gameId: string, stored: number, code: number) {
    super(`${gameId}: the stored round state is from machine version ${stored}, this program runs version ${code}; a technician must settle it before play`);
    this.name = 'SnapshotVersionError';
  }
}

/** Context fields every game machine keeps so the cabinet can settle its steps. */
export interface StepCarrier {
  readonly seq: number;
  readonly step: RoundStep | null;
}

export interface Proposal<TMachine extends AnyStateMachine> {
  readonly next: ReturnType<TMachine['transition']>;
  /** The step the event made, or null if the machine ignored it. */
  readonly step: RoundStep | null;
  readonly persisted: unknown;
}

export class MachineRunner<TMachine extends AnyStateMachine> {
  private current: AnyMachineSnapshot;

  constructor(
    readonly gameId: string,
    readonly machineVersion: number,
    private readonly machine: TMachine,
    input: unknown,
    stored: StoredSnapshot | null,
  ) {
    if (stored && stored.machineVersion !== machineVersion) throw new SnapshotVersionError(gameId, stored.machineVersion, machineVersion);
    // An actor that is never started only restores (or initialises) the snapshot: no actions run.
    const actor = createActor(machine as AnyStateMachine, (stored ? { snapshot: stored.snapshot, input } : { input }) as never);
    this.current = actor.getSnapshot();
  }

  get snapshot(): AnyMachineSnapshot {
    return this.current;
  }

  get context(): StepCarrier & Record<string, unknown> {
    return this.current.context as StepCarrier & Record<string, unknown>;
  }

  /** The state value as a dotted path, e.g. "ready" or "ladder.upBonus". */
  get stateName(): string {
    const flatten = (value: unknown): string =>
      typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${flatten(v)}`).join(',');
    return flatten(this.current.value);
  }

  /** Whether the machine takes this event now. Events it does not know are simply not taken. */
  can(event: AnyEventObject): boolean {
    return this.current.can(event);
  }

  /** Works out what the event would do, without changing the committed state. */
  propose(event: AnyEventObject): Proposal<TMachine> {
    const before = (this.current.context as StepCarrier).seq;
    const [next] = transition(this.machine as AnyStateMachine, this.current as never, event);
    const context = (next as AnyMachineSnapshot).context as StepCarrier;
    const step = context.seq !== before ? context.step : null;
    const persisted = this.machine.getPersistedSnapshot(next as never);
    return { next: next as ReturnType<TMachine['transition']>, step, persisted };
  }

  /** Makes a committed proposal the current state. */
  adopt(proposal: Proposal<TMachine>): void {
    this.current = proposal.next as AnyMachineSnapshot;
  }
}
