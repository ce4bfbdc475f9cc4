import { createActor, transition } from 'xstate';
import { firstWeightedValueOf, stopForWeightedValue } from '../../core/reels';
import type { Rng } from '../../core/rng';
import type { MoneyMove, RoundStep } from '../../core/round-step';
import { Xoshiro128 } from '../../core/xoshiro128';
import { initialGnomosContext, type GnomosContext, type GnomosInput } from './context';
import { GNOMOS_MACHINE_ID, GNOMOS_MACHINE_VERSION, createGnomosMixMachine } from './machine';
import { LOWER_REELS, LOWER_START_STOPS, LOWER_STOP_WEIGHTS } from './reels';
import { evaluateLowerLine, lowerLineFigures, lowerWindow, type LowerStops } from './spin';
import type { GnomosSymbol } from './symbols';

const ALL_BETS: GnomosInput = { enabledBets: [20, 100, 500, 1000, 2000], betCents: 20 };

function start(rng: Rng, input: GnomosInput = ALL_BETS) {
  const actor = createActor(createGnomosMixMachine(rng), { input });
  actor.start();
  return actor;
}

/** An Rng returning chosen words: forcing draws without touching the machine. */
class ScriptedRng implements Rng {
  private readonly words: number[] = [];
  push(...words: number[]): void {
    this.words.push(...words);
  }
  nextUint32(): number {
    const w = this.words.shift();
    if (w === undefined) throw new Error('scripted rng ran out of words');
    return w;
  }
}

/** Words that make the reels stop on the given figures (the first such stop of each strip). */
function wordsFor(figures: readonly [GnomosSymbol, GnomosSymbol, GnomosSymbol]): number[] {
  return figures.map((symbol, reel) => {
    const stop = LOWER_REELS[reel]?.indexOf(symbol) ?? -1;
    // 1024 divides 2^32, so drawInt(1024) returns the word itself for words below 1024.
    return firstWeightedValueOf(LOWER_STOP_WEIGHTS[reel] ?? [], stop);
  });
}

function step(context: GnomosContext): RoundStep {
  if (context.step === null) throw new Error('no step');
  return context.step;
}

describe('Gnomos Mix machine: identity and shape', () => {
  it('carries its id and version', () => {
    const machine = createGnomosMixMachine(new Xoshiro128(1));
    expect(machine.id).toBe(GNOMOS_MACHINE_ID);
    expect(machine.version).toBe(String(GNOMOS_MACHINE_VERSION));
  });

  it('has no delayed transitions and no invoked actors (persisted machines)', () => {
    const machine = createGnomosMixMachine(new Xoshiro128(1));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual(['ready', 'reelsStopped']);
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('starts ready, at the start stops, with the input bet', () => {
    const actor = start(new Xoshiro128(1), { enabledBets: [100, 500], betCents: 500 });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('ready');
    expect(snap.context).toEqual({
      betCents: 500,
      enabledBets: [100, 500],
      stops: [...LOWER_START_STOPS],
      lastSpin: null,
      lastRoundId: 0,
      seq: 0,
      step: null,
    });
  });

  it('falls back to the first enabled bet and refuses bad settings', () => {
    expect(initialGnomosContext({ enabledBets: [1000, 2000], betCents: 20 }).betCents).toBe(1000);
    expect(() => initialGnomosContext({ enabledBets: [], betCents: 20 })).toThrow(RangeError);
    expect(() => initialGnomosContext({ enabledBets: [20, 30], betCents: 20 })).toThrow(RangeError);
  });
});

describe('PLAY', () => {
  it('is not possible without credit for the bet', () => {
    const actor = start(new Xoshiro128(2), { enabledBets: [20, 100], betCents: 100 });
    const snap = actor.getSnapshot();
    expect(snap.can({ type: 'PLAY', creditsCents: 0 })).toBe(false);
    expect(snap.can({ type: 'PLAY', creditsCents: 99 })).toBe(false);
    expect(snap.can({ type: 'PLAY', creditsCents: Number.NaN })).toBe(false);
    expect(snap.can({ type: 'PLAY', creditsCents: 100 })).toBe(true);
    // Sent anyway, it changes nothing: no step, no draw.
    actor.send({ type: 'PLAY', creditsCents: 99 });
    expect(actor.getSnapshot().context).toEqual(snap.context);
  });

  it('spins, pays the centre line and numbers steps and rounds one by one', () => {
    const rng = new Xoshiro128(3);
    const actor = start(rng);
    let wins = 0;
    let bonusWins = 0;
    for (let i = 1; i <= 3000; i += 1) {
      actor.send({ type: 'PLAY', creditsCents: 10_000 });
      const snap = actor.getSnapshot();
      const s = step(snap.context);
      expect(snap.value).toBe('ready');
      expect(s.seq).toBe(i);
      expect(s.roundId).toBe(i);
      expect(s.label).toBe('spin');
      expect(s.roundOver).toBe(true);

      // The draws decide the stops: recall can replay them.
      expect(s.draws.map((d) => d.bound)).toEqual([1024, 1024, 1024]);
      const stops = s.draws.map((d, reel) => stopForWeightedValue(LOWER_STOP_WEIGHTS[reel] ?? [], d.value));
      expect(stops).toEqual(snap.context.stops);
      expect(s.detail['stops']).toEqual(stops);
      expect(s.detail['window']).toEqual(lowerWindow(snap.context.stops));

      const outcome = evaluateLowerLine(lowerLineFigures(snap.context.stops), 20);
      const expected: MoneyMove[] = [{ kind: 'stake', cents: 20 }];
      if (outcome.prize !== null && outcome.prize.cents > 0) expected.push({ kind: 'win', cents: outcome.prize.cents });
      if (outcome.prize !== null && outcome.prize.bonuses > 0) expected.push({ kind: 'bonus-win', bonuses: outcome.prize.bonuses });
      expect(s.moves).toEqual(expected);
      expect(s.detail['prizeId']).toBe(outcome.prize?.prizeId ?? null);
      expect(snap.context.lastSpin).toEqual({
        roundId: i,
        stops: snap.context.stops,
        stakeCents: 20,
        winCents: outcome.prize?.cents ?? 0,
        bonusesWon: outcome.prize?.bonuses ?? 0,
        prizeId: outcome.prize?.prizeId ?? null,
        creditsBeforeCents: 10_000,
      });
      if ((outcome.prize?.cents ?? 0) > 0) wins += 1;
      if ((outcome.prize?.bonuses ?? 0) > 0) bonusWins += 1;
    }
    // The run really exercised both kinds of prize (about 330 and 150 expected).
    expect(wins).toBeGreaterThan(200);
    expect(bonusWins).toBeGreaterThan(80);
  });

  it('pays forced lines exactly: 3 Blue at 20 €, 2 Bonus at 1 €, any 3 Diamonds at 0.20 €', () => {
    const rng = new ScriptedRng();
    const actor = start(rng, { enabledBets: [20, 100, 2000], betCents: 2000 });

    rng.push(...wordsFor(['blue-diamond', 'blue-diamond', 'blue-diamond']));
    actor.send({ type: 'PLAY', creditsCents: 2000 });
    let s = step(actor.getSnapshot().context);
    expect(s.moves).toEqual([
      { kind: 'stake', cents: 2000 },
      { kind: 'win', cents: 2_000_000 },
    ]);
    expect(s.detail['prizeId']).toBe('3-blue-diamond');

    actor.send({ type: 'BET_SELECT', betCents: 100 });
    rng.push(...wordsFor(['bonus', 'plum', 'bonus']));
    actor.send({ type: 'PLAY', creditsCents: 5000 });
    s = step(actor.getSnapshot().context);
    expect(s.moves).toEqual([
      { kind: 'stake', cents: 100 },
      { kind: 'bonus-win', bonuses: 10 },
    ]);
    expect(actor.getSnapshot().context.lastSpin?.bonusesWon).toBe(10);

    actor.send({ type: 'BET_SELECT', betCents: 20 });
    rng.push(...wordsFor(['red-diamond', 'green-diamond', 'blue-diamond']));
    actor.send({ type: 'PLAY', creditsCents: 20 });
    s = step(actor.getSnapshot().context);
    expect(s.moves).toEqual([
      { kind: 'stake', cents: 20 },
      { kind: 'win', cents: 40 },
    ]);
    expect(s.detail['prizeId']).toBe('any-3-diamonds');
    expect(s.seq).toBe(5);
    expect(s.roundId).toBe(3);
  });

  it('records 3 Window as Cauldrons pending and pays nothing for it yet', () => {
    const rng = new ScriptedRng();
    const actor = start(rng);
    rng.push(...wordsFor(['window', 'window', 'window']));
    actor.send({ type: 'PLAY', creditsCents: 20 });
    const s = step(actor.getSnapshot().context);
    expect(s.moves).toEqual([{ kind: 'stake', cents: 20 }]);
    expect(s.detail['prizeId']).toBeNull();
    expect(s.detail['feature']).toBe('cauldrons-pending');
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a losing line moves only the stake and has no feature', () => {
    const rng = new ScriptedRng();
    const actor = start(rng);
    rng.push(...wordsFor(['lemon', 'grape', 'orange']));
    actor.send({ type: 'PLAY', creditsCents: 20 });
    const s = step(actor.getSnapshot().context);
    expect(s.moves).toEqual([{ kind: 'stake', cents: 20 }]);
    expect(s.detail).not.toHaveProperty('feature');
    expect(actor.getSnapshot().context.lastSpin?.winCents).toBe(0);
  });

  it('records one draw per reel, value = word mod 1024 (1024 divides 2^32, so no word is ever rejected)', () => {
    const rng = new ScriptedRng();
    const actor = start(rng);
    rng.push(2 ** 32 - 1, 1024, 0);
    actor.send({ type: 'PLAY', creditsCents: 20 });
    expect(step(actor.getSnapshot().context).draws).toEqual([
      { bound: 1024, value: 1023 },
      { bound: 1024, value: 0 },
      { bound: 1024, value: 0 },
    ]);
  });
});

describe('bet changes', () => {
  it('BET_NEXT cycles over the enabled bets only, each change a step', () => {
    const actor = start(new Xoshiro128(4), { enabledBets: [100, 1000, 2000], betCents: 1000 });
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'BET_NEXT' });
      seen.push(actor.getSnapshot().context.betCents);
    }
    expect(seen).toEqual([2000, 100, 1000, 2000]);
    const s = step(actor.getSnapshot().context);
    expect(s).toEqual({
      seq: 4,
      roundId: null,
      label: 'bet-change',
      moves: [],
      draws: [],
      roundOver: true,
      detail: { from: 1000, to: 2000 },
    });
  });

  it('BET_NEXT is not possible with a single enabled bet', () => {
    const actor = start(new Xoshiro128(5), { enabledBets: [500], betCents: 500 });
    expect(actor.getSnapshot().can({ type: 'BET_NEXT' })).toBe(false);
  });

  it('BET_SELECT takes enabled, different bets only', () => {
    const actor = start(new Xoshiro128(6), { enabledBets: [20, 500], betCents: 20 });
    const snap = actor.getSnapshot();
    expect(snap.can({ type: 'BET_SELECT', betCents: 100 })).toBe(false); // disabled
    expect(snap.can({ type: 'BET_SELECT', betCents: 20 })).toBe(false); // already chosen
    expect(snap.can({ type: 'BET_SELECT', betCents: 33 })).toBe(false); // not a bet
    expect(snap.can({ type: 'BET_SELECT', betCents: 500 })).toBe(true);
    actor.send({ type: 'BET_SELECT', betCents: 100 });
    expect(actor.getSnapshot().context).toEqual(snap.context);
    actor.send({ type: 'BET_SELECT', betCents: 500 });
    expect(actor.getSnapshot().context.betCents).toBe(500);
    expect(step(actor.getSnapshot().context).detail).toEqual({ from: 20, to: 500 });
  });

  it('a new bet is the stake of the next spin', () => {
    const rng = new ScriptedRng();
    const actor = start(rng, { enabledBets: [20, 500], betCents: 20 });
    actor.send({ type: 'BET_NEXT' });
    expect(actor.getSnapshot().can({ type: 'PLAY', creditsCents: 499 })).toBe(false);
    rng.push(...wordsFor(['plum', 'plum', 'plum']));
    actor.send({ type: 'PLAY', creditsCents: 500 });
    expect(step(actor.getSnapshot().context).moves).toEqual([
      { kind: 'stake', cents: 500 },
      { kind: 'win', cents: 2000 },
    ]);
  });
});

describe('persistence', () => {
  function playSome(actor: ReturnType<typeof start>, n: number): void {
    for (let i = 0; i < n; i += 1) {
      if (i % 7 === 3) actor.send({ type: 'BET_NEXT' });
      actor.send({ type: 'PLAY', creditsCents: 1_000_000 });
    }
  }

  it('a persisted snapshot survives JSON and resumes identically with the same rng state', () => {
    const rng = new Xoshiro128('persist');
    const original = start(rng);
    playSome(original, 40);

    const stored = JSON.stringify(original.getPersistedSnapshot());
    const rngCopy = Xoshiro128.fromState(rng.state());
    const restored = createActor(createGnomosMixMachine(rngCopy), { snapshot: JSON.parse(stored), input: ALL_BETS });
    restored.start();

    expect(restored.getSnapshot().value).toBe(original.getSnapshot().value);
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);

    playSome(original, 40);
    playSome(restored, 40);
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    expect(step(restored.getSnapshot().context).seq).toBe(92);
  });

  it('the context is plain JSON', () => {
    const actor = start(new Xoshiro128(8));
    playSome(actor, 10);
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

describe('pure transitions (how the cabinet proposes a step before committing it)', () => {
  it('xstate transition() gives the same step as a running actor, and leaves the input snapshot alone', () => {
    const machine = createGnomosMixMachine(new Xoshiro128('pure'));
    const before = createActor(machine, { input: ALL_BETS }).getSnapshot();
    const [after] = transition(machine, before, { type: 'PLAY', creditsCents: 20 });
    expect(before.context.seq).toBe(0);
    expect(after.value).toBe('ready');

    const actor = start(new Xoshiro128('pure'));
    actor.send({ type: 'PLAY', creditsCents: 20 });
    expect(after.context).toEqual(actor.getSnapshot().context);
  });
});

describe('scripted words reach the stops they name', () => {
  it.each([
    [['plum', 'plum', 'bell']],
    [['window', 'bonus', 'red-diamond']],
  ] as [readonly [GnomosSymbol, GnomosSymbol, GnomosSymbol]][])('%p', (figures) => {
    const rng = new ScriptedRng();
    const actor = start(rng);
    rng.push(...wordsFor(figures));
    actor.send({ type: 'PLAY', creditsCents: 20 });
    expect(lowerLineFigures(actor.getSnapshot().context.stops as LowerStops)).toEqual(figures);
  });
});
