import type { RoundStep } from '../../../core/round-step';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { BELL_RUNG, isLadderPrizeId, rungCents, rungOfPrize } from '../ladders/prize-ladder';
import { LOWER_PAYTABLE, prizeBonuses, prizeCents, type LowerPrizeId } from '../paytable';
import type { LowerBetCents } from '../bets';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { tuningForLevel } from '../tuning/level-table';
import type { LowerRoundContext } from './context';
import type { LowerRoundEvent } from './lower-round-machine';
import { THREE_WINDOW, autoStep, featureTuning, lights, openTable, play, reelWords, type Table } from './testing';

/**
 * The money of many seeded rounds: the steps' moves are the only money there is, and they must
 * add up to what the rounds report, with each prize paid once, in the right step.
 */

interface Logged {
  readonly event: LowerRoundEvent;
  readonly step: RoundStep;
  readonly after: LowerRoundContext;
  readonly betCents: LowerBetCents;
}

const CANDIDATES: readonly LowerRoundEvent[] = [
  play(),
  play(),
  play(),
  autoStep(),
  { type: 'COLLECT' },
  { type: 'HOLD', reel: 0 },
  { type: 'HOLD', reel: 1 },
  { type: 'HOLD', reel: 2 },
  { type: 'PICK', index: 1 },
  { type: 'BET_NEXT' },
  lights(true),
  lights(false),
];

/**
 * A player and cabinet pressing at random among what the round takes now. One paid spin in ten
 * is forced onto 3 Window (its reel draws scripted, everything after them seeded), so the
 * Cauldrons' money is in the books too.
 */
function playSession(seed: number, tuning: (level: number) => GnomosLevelTuning, events: number): Logged[] {
  const table = openTable({ enabledBets: [20, 100, 2000], betCents: 20 }, tuning);
  table.rng.use(new Xoshiro128(seed));
  const chooser = new Xoshiro128(seed + 1000);
  const log: Logged[] = [];
  for (let i = 0; i < events; i += 1) {
    const snapshot = table.actor.getSnapshot();
    const open = CANDIDATES.filter((e) => snapshot.can(e));
    const event = open[chooser.nextUint32() % open.length];
    if (event === undefined) throw new Error(`nothing to press in ${String(snapshot.value)}`);
    const betCents = snapshot.context.betCents;
    if (snapshot.value === 'ready' && event.type === 'PLAY' && chooser.nextUint32() % 10 === 0) table.rng.script.push(...reelWords(THREE_WINDOW));
    table.actor.send(event);
    const after = table.actor.getSnapshot().context;
    if (after.step === null) throw new Error('no step');
    log.push({ event, step: after.step, after, betCents });
  }
  return log;
}

const row = (id: LowerPrizeId) => {
  const r = LOWER_PAYTABLE.find((x) => x.id === id);
  if (!r) throw new Error(id);
  return r;
};
const lastLine = (step: RoundStep) => {
  const lines = step.detail['lines'] as { prizeId: LowerPrizeId | null; origin: string }[] | undefined;
  return lines?.[lines.length - 1];
};
const sum = (step: RoundStep, kind: 'stake' | 'win' | 'bonus-win') =>
  step.moves.reduce((s, m) => s + (m.kind !== kind ? 0 : m.kind === 'bonus-win' ? m.bonuses : (m as { cents: number }).cents), 0);

describe.each([
  ['feature-heavy tuning', featureTuning, 7],
  ['the level table', tuningForLevel, 9],
])('money over many seeded rounds (%s)', (_name, tuning, seed) => {
  const log = playSession(seed, tuning, 2500);

  it('plays real rounds: ladders, Cauldrons, holds, advances and Extra Spins all happen', () => {
    const labels = new Set(log.map((l) => l.step.label));
    for (const label of ['spin', 'spin+cauldrons-drawn', 'cauldrons-pick', 'collect', 'risk', 'bet-change', 'auto-set']) expect(labels).toContain(label);
    expect(log.some((l) => l.step.label === 'cauldrons-pick' && l.step.moves.length > 0)).toBe(true);
    if (tuning === featureTuning) {
      for (const label of ['held-game', 'hold-toggle', 'advance', 'auto-advances']) expect(labels).toContain(label);
      expect(log.some((l) => l.step.detail['extraSpin'] === true)).toBe(true);
    }
  });

  it('numbers steps strictly upwards and keeps the last one in the context', () => {
    let seq = 0;
    for (const { step, after } of log) {
      expect(step.seq).toBeGreaterThan(seq);
      expect(after.seq).toBe(step.seq);
      seq = step.seq;
    }
  });

  it('takes a stake only on a paid spin, the bet, once', () => {
    for (const { step, betCents } of log) {
      const stakes = step.moves.filter((m) => m.kind === 'stake');
      if (step.label === 'spin' || step.label.startsWith('spin+')) expect(stakes).toEqual([{ kind: 'stake', cents: betCents }]);
      else expect(stakes).toEqual([]);
    }
  });

  it('ends every round exactly once, and the round’s steps add up to what the round reports', () => {
    const rounds = new Map<number, RoundStep[]>();
    for (const { step } of log) if (step.roundId !== null) rounds.set(step.roundId, [...(rounds.get(step.roundId) ?? []), step]);
    let closed = 0;
    for (const { step, after } of log) {
      if (!step.roundOver || step.roundId === null) continue;
      closed += 1;
      const steps = rounds.get(step.roundId) ?? [];
      expect(steps.filter((s) => s.roundOver)).toEqual([step]);
      expect(steps[steps.length - 1]).toBe(step);
      const total = (kind: 'stake' | 'win' | 'bonus-win') => steps.reduce((s, x) => s + sum(x, kind), 0);
      expect(after.round).toMatchObject({ roundId: step.roundId, stakeCents: total('stake'), winCents: total('win'), bonusesWon: total('bonus-win') });
      expect(step.roundWon).toBe(total('win') + total('bonus-win') > 0);
    }
    // Only the round still open at the end of the session is not closed.
    expect(rounds.size - closed).toBeLessThanOrEqual(1);
    expect(closed).toBeGreaterThan(300);
  });

  it('pays a line’s prize where the rules say: up to Bell only through the ladder, above Bell and bonuses at once, once', () => {
    for (const { step, betCents } of log) {
      const line = lastLine(step);
      const wins = step.moves.filter((m) => m.kind === 'win');
      const bonuses = step.moves.filter((m) => m.kind === 'bonus-win');
      if (line !== undefined) {
        const prize = line.prizeId === null ? null : row(line.prizeId).pays[betCents];
        const ladder = line.prizeId !== null && isLadderPrizeId(line.prizeId) && rungOfPrize(line.prizeId) <= BELL_RUNG;
        expect(wins).toEqual(prize !== null && !ladder && prizeCents(prize) > 0 ? [{ kind: 'win', cents: prizeCents(prize) }] : []);
        expect(bonuses).toEqual(prize !== null && prizeBonuses(prize) > 0 ? [{ kind: 'bonus-win', bonuses: prizeBonuses(prize) }] : []);
        continue;
      }
      // Not a line: cash up to Bell is paid only by the ladder's COLLECT.
      for (const w of wins) {
        if (w.kind === 'win' && w.cents <= rungCents(betCents, BELL_RUNG)) expect(step.label).toBe('collect');
      }
      for (const _b of bonuses) expect(step.detail['outcome']).toBe('bonuses');
    }
  });

  it('records every draw: replaying the recorded draws plays the same steps', () => {
    const replay: Table = openTable({ enabledBets: [20, 100, 2000], betCents: 20 }, tuning);
    for (const { event, step } of log) {
      replay.rng.script.clear();
      replay.rng.script.push(...step.draws.map((d) => d.value));
      expect(replay.actor.getSnapshot().can(event)).toBe(true);
      replay.actor.send(event);
      expect(replay.rng.script.left()).toBe(0);
      expect(replay.actor.getSnapshot().context.step).toEqual(step);
    }
  });
});
