import { createActor, type Actor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { firstWeightedValueOf } from '../../../core/reels';
import type { Rng } from '../../../core/rng';
import type { RoundStep } from '../../../core/round-step';
import { untunedLevel, type GnomosLevelTuning, type MinigameKind } from '../tuning/gnomos-tuning';
import { UPPER_BET_IDS, type UpperBetId } from '../upper/bets';
import { UPPER_STOPS_PER_REEL, UPPER_STOP_WEIGHTS } from '../upper/reels';
import { evaluateUpperWindow, upperWindow, type UpperSpinOutcome } from '../upper/spin';
import type { UpperRoundContext, UpperRoundInput } from './context';
import type { UpperRoundEvent, UpperRoundMachine } from './machine';

/**
 * Test support for the upper round: an Rng that starts with chosen words, reel stops as those
 * words, tunings that force the minigame draw, and a driver that plays the machine the way the
 * cabinet does (check `can`, send, commit the step). Pure code, used only by tests.
 */

/** Returns the preset words first (a forced spin), then the words of `then`. */
export class PresetRng implements Rng {
  private readonly words: number[];
  constructor(
    words: readonly number[],
    private readonly then: Rng,
  ) {
    this.words = [...words];
  }
  preset(...words: number[]): this {
    this.words.push(...words);
    return this;
  }
  nextUint32(): number {
    return this.words.shift() ?? this.then.nextUint32();
  }
}

/** The three reel draws that stop the upper reels at `stops`. */
export function stopWords(stops: readonly [number, number, number]): number[] {
  return stops.map((stop, reel) => firstWeightedValueOf(UPPER_STOP_WEIGHTS[reel] ?? [], stop));
}

/** Every stop combination whose window (paid at `betId`) satisfies `keep`. */
export function stopsWhere(betId: UpperBetId, keep: (outcome: UpperSpinOutcome) => boolean): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let a = 0; a < UPPER_STOPS_PER_REEL; a += 1) {
    for (let b = 0; b < UPPER_STOPS_PER_REEL; b += 1) {
      for (let c = 0; c < UPPER_STOPS_PER_REEL; c += 1) {
        if (keep(evaluateUpperWindow(upperWindow([a, b, c]), betId))) out.push([a, b, c]);
      }
    }
  }
  return out;
}

/** Centre row Mushroom × 3 (reel 1 stop 5, reel 2 stop 13, reel 3 stop 4): a minigame line. */
export const MUSHROOM_LINE_STOPS = [5, 13, 4] as const;
/** Centre row Golden Gnome × 3: the bet's maximum prize. */
export const GOLDEN_GNOME_STOPS = [0, 0, 0] as const;

/** Every level's tables, with the upper minigame draw replaced: trigger `win` in `outOf`, then these weights. */
export function minigameTuning(
  weights: Readonly<Record<MinigameKind, number>>,
  trigger: { readonly win: number; readonly outOf: number } = { win: 1, outOf: 1 },
): (level: number) => GnomosLevelTuning {
  return (level) => {
    const t = untunedLevel(level);
    const upper = { minigameTrigger: trigger, minigameWeights: weights };
    return { ...t, upper: Object.fromEntries(UPPER_BET_IDS.map((id) => [id, upper])) as GnomosLevelTuning['upper'] };
  };
}

/** Only this minigame, whenever a Mushroom/Flower/Log line shows. */
export function onlyMinigame(kind: MinigameKind): (level: number) => GnomosLevelTuning {
  return minigameTuning({ strawberry: 0, 'three-choices': 0, 'find-prizes': 0, treasure: 0, [kind]: 1 });
}

export const ALL_MINIGAMES_EQUALLY = { strawberry: 1, 'three-choices': 1, 'find-prizes': 1, treasure: 1 } as const;

export function roundInput(betId: UpperBetId = '1+5', extra: Partial<UpperRoundInput> = {}): UpperRoundInput {
  return { betId, enabledBets: [...UPPER_BET_IDS], seq: 0, lastRoundId: 0, autoPlay: false, autoRisk: false, ...extra };
}

export const LEVEL = 80;

export function play(creditsCents = 1_000_000_00, bonusesHeld = 1_000, level = LEVEL): UpperRoundEvent {
  return { type: 'PLAY', creditsCents, bonusesHeld, level };
}

export function autoStep(creditsCents = 1_000_000_00, bonusesHeld = 1_000, level = LEVEL): UpperRoundEvent {
  return { type: 'AUTO_STEP', creditsCents, bonusesHeld, level };
}

/** Plays the machine as the cabinet does: `can` first, one committed step per accepted event. */
export class RoundDriver {
  readonly steps: RoundStep[] = [];
  private readonly actor: Actor<UpperRoundMachine>;

  constructor(
    readonly machine: UpperRoundMachine,
    options: { readonly input: UpperRoundInput } | { readonly stored: unknown },
  ) {
    this.actor =
      'input' in options
        ? createActor(machine, { input: options.input })
        : (createActor(machine as AnyStateMachine, { snapshot: options.stored as never }) as unknown as Actor<UpperRoundMachine>);
    this.actor.start();
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  get context(): UpperRoundContext {
    return this.actor.getSnapshot().context;
  }

  get value(): unknown {
    return this.actor.getSnapshot().value;
  }

  can(event: UpperRoundEvent): boolean {
    return this.actor.getSnapshot().can(event);
  }

  /** Sends an event the machine takes now; returns the step it committed. */
  send(event: UpperRoundEvent): RoundStep {
    if (!this.can(event)) throw new Error(`refused in ${JSON.stringify(this.value)}: ${JSON.stringify(event)}`);
    const before = this.context.seq;
    this.actor.send(event);
    const step = this.context.step;
    if (step === null || step.seq <= before) throw new Error(`no new step for ${event.type}`);
    this.steps.push(step);
    return step;
  }

  /** The stored form, through JSON as the database keeps it. */
  stored(): unknown {
    return JSON.parse(JSON.stringify(this.actor.getPersistedSnapshot()));
  }
}

export function startDriver(machine: UpperRoundMachine, input: UpperRoundInput): RoundDriver {
  return new RoundDriver(machine, { input });
}

/** A driver on a stored snapshot (after JSON), as the cabinet restores one at power-up. */
export function restoreDriver(machine: UpperRoundMachine, stored: unknown): RoundDriver {
  return new RoundDriver(machine, { stored });
}

/** The cabinet's balances, moved only by the steps' money moves. */
export class Wallet {
  constructor(
    public credits: number,
    public bonuses: number,
  ) {}

  apply(step: RoundStep): void {
    for (const move of step.moves) {
      if (move.kind === 'stake') this.credits -= move.cents;
      if (move.kind === 'win') this.credits += move.cents;
      if (move.kind === 'bonus-stake') this.bonuses -= move.bonuses;
      if (move.kind === 'bonus-win') this.bonuses += move.bonuses;
    }
  }

  play(level = LEVEL): UpperRoundEvent {
    return play(this.credits, this.bonuses, level);
  }

  autoStep(level = LEVEL): UpperRoundEvent {
    return autoStep(this.credits, this.bonuses, level);
  }
}

/** A stored child's state value and context. */
export function storedChild<T>(snapshot: unknown): { value: unknown; context: T; status: unknown } {
  return snapshot as { value: unknown; context: T; status: unknown };
}
