import { createActor, type Actor, type Snapshot } from 'xstate';
import { firstWeightedValueOf } from '../../../core/reels';
import type { Rng } from '../../../core/rng';
import type { RoundStep } from '../../../core/round-step';
import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import { CAULDRON_WEIGHTS, untunedLevel, type GnomosLevelTuning, type LowerLevelTuning } from '../tuning/gnomos-tuning';
import { holdCandidateReels } from '../hold-candidate';
import { grantReason } from '../holds/advances';
import { extraSpinTable } from '../holds/extra-spin';
import type { Chance } from '../holds/hold-params';
import type { HeldReels } from '../holds/holds';
import { ScriptedRng } from '../ladders/testing';
import { riskOddsAt } from '../ladders/risk-odds';
import { LADDER_ODDS } from '../tuning/gnomos-tuning';
import { BONUS_VALUE_CENTS } from '../paytable';
import { LOWER_STOP_WEIGHTS } from '../reels';
import { evaluateLowerLine, lowerLineFigures, type LowerStops } from '../spin';
import type { LowerRoundContext, LowerRoundInput } from './context';
import { createLowerRoundMachine, type LowerRoundEvent, type LowerRoundMachine } from './lower-round-machine';
import type { RiskLadderContext } from '../ladders/risk-ladder-machine';
import { storedContext } from './stored-child';

/**
 * Test support for the lower round: a tuning that makes the features likely, the Rng words that
 * force a chosen outcome, and a second, independent transcription of the order of play
 * (`lineWords`) that scripts exactly the draws docs/games/gnomos-mix-rounds.md says a line makes.
 * A machine that drew in another order, or made one draw more or less, would leave scripted
 * words unused or run out of them. Used only by tests.
 */

export const LEVEL = 80;
export const CREDITS = 1_000_000;

/** Every lower-game decision an even chance, every advance count equally likely. */
export function featureTuning(level: number): GnomosLevelTuning {
  const base = untunedLevel(level);
  const lower: LowerLevelTuning = {
    hold: { offer: { win: 1, outOf: 2 }, autoHold: { win: 1, outOf: 2 } },
    advances: { grant: { win: 1, outOf: 2 }, countWeights: [1, 1, 1, 1] },
    extraSpin: { trigger: { win: 1, outOf: 2 } },
  };
  return { ...base, lower: Object.fromEntries(LOWER_BETS_CENTS.map((b) => [b, lower])) as GnomosLevelTuning['lower'] };
}

export const INPUT: LowerRoundInput = { betCents: 20, enabledBets: [20, 100], seq: 0, lastRoundId: 0, autoPlay: false, autoRisk: false, autoAdvances: false };

export const play = (level = LEVEL, creditsCents = CREDITS): LowerRoundEvent => ({ type: 'PLAY', creditsCents, level });
export const autoStep = (level = LEVEL, creditsCents = CREDITS): LowerRoundEvent => ({ type: 'AUTO_STEP', creditsCents, level });
export const lights = (on: boolean): LowerRoundEvent => ({ type: 'AUTO_SET', autoPlay: on, autoRisk: on, autoAdvances: on });

// Hand-made lines (strips in docs/games/gnomos-mix.md).
export const LEMON_GRAPE_ORANGE: LowerStops = [4, 1, 1]; // nothing, no pair, prizes within reach
export const PLUM_PLUM_ORANGE: LowerStops = [1, 2, 1]; // a losing pair on reels 1–2
export const THREE_PLUM: LowerStops = [1, 2, 2];
export const ANY_3_DIAMONDS: LowerStops = [0, 0, 0]; // Red, Green, Green
export const THREE_BELL: LowerStops = [2, 12, 3];
export const THREE_GREEN: LowerStops = [14, 0, 0];
export const THREE_RED: LowerStops = [0, 5, 8];
export const THREE_BLUE: LowerStops = [13, 6, 9];
export const PLUM_BONUS_PLUM: LowerStops = [10, 7, 5]; // 1 Bonus, cash within reach
export const BONUS_BONUS_ORANGE: LowerStops = [12, 7, 1]; // 2 Bonus
export const THREE_WINDOW: LowerStops = [11, 4, 6];

/** A chance decided one way: its draw below `win` grants it. */
export function chanceWord(chance: Chance, yes: boolean): number {
  if (yes && chance.win < 1) throw new RangeError('this chance can never be granted');
  if (!yes && chance.win >= chance.outOf) throw new RangeError('this chance is always granted');
  return yes ? 0 : chance.win;
}

/** The reel draws that stop the given reels at `stops` (1024 divides 2^32: the word is the value). */
export function reelWords(stops: LowerStops, reels: readonly number[] = [0, 1, 2]): number[] {
  return reels.map((r) => firstWeightedValueOf(LOWER_STOP_WEIGHTS[r] ?? [], stops[r] ?? 0));
}

export function extraSpinWord(stops: LowerStops): number {
  const table = extraSpinTable();
  const i = table.stops.findIndex((s) => s[0] === stops[0] && s[1] === stops[1] && s[2] === stops[2]);
  if (i < 0) throw new RangeError(`the Extra Spin never stops at ${stops.join(',')}`);
  return i === 0 ? 0 : (table.cumulative[i - 1] ?? 0);
}

export function cauldronWords(bet: LowerBetCents, rungs: readonly number[]): number[] {
  const row = CAULDRON_WEIGHTS[bet];
  return rungs.map((rung) => row.slice(0, rung).reduce((a, b) => a + b, 0));
}

export function advanceCountWord(weights: readonly number[], count: number): number {
  return weights.slice(0, count - 1).reduce((a, b) => a + b, 0);
}

/** One PLAY/ACCUMULATE on a ladder: won or lost, and the bonus rounding draw a loss may need. */
export function riskWords(ladder: RiskLadderContext, won: boolean): number[] {
  const odds = riskOddsAt(LADDER_ODDS, ladder.betCents, ladder.rung);
  if (won) return [0];
  const upBonus = ladder.rung >= 1 && ladder.rung <= 5;
  return upBonus && ladder.prizeCents % BONUS_VALUE_CENTS !== 0 ? [odds.outOf - 1, BONUS_VALUE_CENTS - 1] : [odds.outOf - 1];
}

/** How the random decisions of a line should go (each applies only where the rules draw it). */
export interface LineScript {
  readonly stops: LowerStops;
  /** After a losing paid or held game: the Extra Spin's stops, or none. */
  readonly extraSpin?: LowerStops | null;
  /** After a losing paid game or advances with a pair: the hold offer, or none. */
  readonly hold?: { readonly autoHeld: boolean } | null;
  /** Advances granted where they may be (0: none). */
  readonly advances?: number;
  /** The Cauldrons' hidden prizes (rungs) when the line is 3 Window. */
  readonly cauldrons?: readonly [number, number, number];
}

/**
 * The words a line takes, in the order of play of docs/games/gnomos-mix-rounds.md, written out
 * again here (not by calling the machine's resolve-line.ts).
 */
export function lineWords(script: LineScript, origin: 'spin' | 'held' | 'advance', bet: LowerBetCents, tuning: LowerLevelTuning, held: HeldReels = [false, false, false]): number[] {
  const words: number[] = [];
  if (origin === 'spin') words.push(...reelWords(script.stops));
  if (origin === 'held') words.push(...reelWords(script.stops, [0, 1, 2].filter((r) => !held[r])));
  const grant = (stops: LowerStops): void => {
    if (grantReason(stops) === null) return;
    const n = script.advances ?? 0;
    words.push(chanceWord(tuning.advances.grant, n > 0));
    if (n > 0) words.push(advanceCountWord(tuning.advances.countWeights, n));
  };
  const resolve = (stops: LowerStops, how: 'spin' | 'held' | 'advance' | 'extra'): void => {
    const figures = lowerLineFigures(stops);
    const outcome = evaluateLowerLine(figures, bet);
    const played = how === 'spin' || how === 'held';
    if (outcome.feature === 'cauldrons') {
      if (script.cauldrons === undefined) throw new Error('3 Window needs the Cauldrons prizes scripted');
      words.push(...cauldronWords(bet, script.cauldrons));
      return;
    }
    if (outcome.prize !== null) {
      if (outcome.prize.bonuses > 0 && played) grant(stops);
      return;
    }
    if (played) {
      const extra = script.extraSpin ?? null;
      words.push(chanceWord(tuning.extraSpin.trigger, extra !== null));
      if (extra !== null) {
        words.push(extraSpinWord(extra));
        resolve(extra, 'extra');
        return;
      }
    }
    if ((how === 'spin' || how === 'advance') && holdCandidateReels(figures, outcome) !== null) {
      const hold = script.hold ?? null;
      words.push(chanceWord(tuning.hold.offer, hold !== null));
      if (hold !== null) {
        words.push(chanceWord(tuning.hold.autoHold, hold.autoHeld));
        return;
      }
    }
    if (played) grant(stops);
  };
  resolve(script.stops, origin);
  return words;
}

/**
 * An Rng that answers from its script while it has words, then from another Rng if one is set
 * (seeded sessions that force a chosen spin now and then, recovery tests), else runs out.
 */
export class SwitchRng implements Rng {
  readonly script = new ScriptedRng();
  private source: Rng | null = null;
  use(source: Rng | null): void {
    this.source = source;
  }
  nextUint32(): number {
    return this.source === null || this.script.left() > 0 ? this.script.nextUint32() : this.source.nextUint32();
  }
}

export interface Table {
  readonly rng: SwitchRng;
  readonly machine: LowerRoundMachine;
  readonly actor: Actor<LowerRoundMachine>;
  readonly tuning: (level: number) => GnomosLevelTuning;
}

/** A lower round on a scripted Rng. */
export function openTable(input: Partial<LowerRoundInput> = {}, tuning: (level: number) => GnomosLevelTuning = featureTuning): Table {
  const rng = new SwitchRng();
  const machine = createLowerRoundMachine(rng, tuning);
  const actor = createActor(machine, { input: { ...INPUT, ...input } });
  // A failing action puts the actor in its error status, which `press` reports.
  actor.subscribe({ error: () => undefined });
  actor.start();
  return { rng, machine, actor, tuning };
}

/** The same machine restored from the JSON of a stored snapshot, on its own Rng. */
export function restoreTable(stored: string, tuning: (level: number) => GnomosLevelTuning = featureTuning): Table {
  const rng = new SwitchRng();
  const machine = createLowerRoundMachine(rng, tuning);
  const actor = createActor(machine, { snapshot: JSON.parse(stored) as Snapshot<unknown>, input: INPUT });
  actor.subscribe({ error: () => undefined });
  actor.start();
  return { rng, machine, actor, tuning };
}

export function context(table: Table): LowerRoundContext {
  return table.actor.getSnapshot().context;
}

export function lowerTuning(table: Table, level = LEVEL): LowerLevelTuning {
  return table.tuning(level).lower[context(table).betCents];
}

/**
 * Sends an event the round must take, with exactly these scripted words: every word must be
 * drawn (no draw more, no draw less). Returns the step it made.
 */
export function press(table: Table, event: LowerRoundEvent, words: readonly number[] = []): RoundStep {
  const snapshot = table.actor.getSnapshot();
  if (!snapshot.can(event)) throw new Error(`${snapshot.value as string} does not take ${JSON.stringify(event)}`);
  table.rng.script.clear();
  table.rng.script.push(...words);
  table.actor.send(event);
  const sent = table.actor.getSnapshot();
  if (sent.status === 'error') throw new Error(`${event.type} failed: ${String(sent.error)}`);
  const left = table.rng.script.left();
  table.rng.script.clear();
  if (left !== 0) throw new Error(`${left} scripted word(s) were not drawn by ${event.type}`);
  const after = table.actor.getSnapshot().context;
  if (after.step === null || after.seq === snapshot.context.seq) throw new Error(`${event.type} made no step`);
  return after.step;
}

/** PLAY in ready with the line's words. */
export function spin(table: Table, script: LineScript): RoundStep {
  return press(table, play(), lineWords(script, 'spin', context(table).betCents, lowerTuning(table)));
}

export function ladderContext(table: Table): RiskLadderContext {
  const ladder = storedContext<RiskLadderContext>(context(table).ladder);
  if (ladder === null) throw new Error('no ladder is running');
  return ladder;
}
