import { createActor, type Snapshot } from 'xstate';
import { DrawRecorder } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { LOWER_BETS_CENTS } from '../bets';
import { LADDER_PRIZE_IDS, prizeLadderCents } from '../ladders/prize-ladder';
import { ScriptedRng, exploreMachine, type ExploreOption } from '../ladders/testing';
import {
  CAULDRON_PRIZE_RANGE_CENTS,
  DEFAULT_CAULDRON_WEIGHTS,
  checkCauldronWeights,
  drawCauldronPrizes,
  expectedCauldronPrize,
  rungForWeightedValue,
  type CauldronWeights,
} from './cauldron-prizes';
import {
  CAULDRONS_MACHINE_ID,
  CAULDRONS_MACHINE_VERSION,
  createCauldronsMachine,
  startCauldrons,
  type CauldronsContext,
  type CauldronsInput,
} from './cauldrons-machine';

/** drawInt(1000) returns a word below 1000 as itself. First values of each rung with the default weights. */
const FIRST_VALUE = [0, 300, 550, 730, 850, 930, 970, 990, 998];

function start(rng: ScriptedRng | Xoshiro128, input: CauldronsInput) {
  const actor = createActor(createCauldronsMachine(rng), { input });
  actor.start();
  return actor;
}

describe('cauldron prizes (tuning data)', () => {
  it('are ladder values inside the rule document range of each bet', () => {
    expect(CAULDRON_PRIZE_RANGE_CENTS[20]).toEqual({ min: 40, max: 10_000 });
    expect(CAULDRON_PRIZE_RANGE_CENTS[2000]).toEqual({ min: 2000, max: 2_000_000 });
    for (const bet of LOWER_BETS_CENTS) {
      const { min, max } = CAULDRON_PRIZE_RANGE_CENTS[bet];
      DEFAULT_CAULDRON_WEIGHTS[bet].forEach((w, rung) => {
        const cents = prizeLadderCents(bet)[rung] ?? -1;
        if (w > 0) {
          expect(cents).toBeGreaterThanOrEqual(min);
          expect(cents).toBeLessThanOrEqual(max);
        }
      });
    }
  });

  it('rejects bad weights and a prize outside the range', () => {
    const bad = (row: number[]): CauldronWeights => ({ ...DEFAULT_CAULDRON_WEIGHTS, 500: row });
    expect(() => checkCauldronWeights(bad([1, 1]))).toThrow();
    expect(() => checkCauldronWeights(bad([0, 0, 0, 0, 0, 0, 0, 0, 0]))).toThrow();
    expect(() => checkCauldronWeights(bad([-1, 1, 1, 1, 1, 1, 1, 1, 1]))).toThrow();
    expect(() => checkCauldronWeights(DEFAULT_CAULDRON_WEIGHTS)).not.toThrow();
  });

  it('map each weighted value to its rung', () => {
    const row = DEFAULT_CAULDRON_WEIGHTS[20];
    FIRST_VALUE.forEach((v, rung) => {
      expect(rungForWeightedValue(row, v)).toBe(rung);
      if (v > 0) expect(rungForWeightedValue(row, v - 1)).toBe(rung - 1);
    });
    expect(() => rungForWeightedValue(row, 1000)).toThrow(RangeError);
  });

  it('draw three prizes independently, one recorded draw each', () => {
    const rec = new DrawRecorder(new ScriptedRng().push(999, 0, 930));
    expect(drawCauldronPrizes(100, rec)).toEqual([8, 0, 5]);
    expect(rec.take()).toEqual([{ bound: 1000, value: 999 }, { bound: 1000, value: 0 }, { bound: 1000, value: 930 }]);
  });

  it('average 9.16× the bet at 0.20 € and 10.96× at 1–20 € (exact)', () => {
    expect(expectedCauldronPrize(20)).toEqual({ numerator: 183_200, denominator: 1000 });
    for (const bet of [100, 500, 1000, 2000] as const) {
      const e = expectedCauldronPrize(bet);
      expect(e.numerator * 100).toBe(e.denominator * bet * 1096);
    }
  });

  it('stay within each bet range over many seeded games', () => {
    const rng = new Xoshiro128(77);
    for (const bet of LOWER_BETS_CENTS) {
      const { min, max } = CAULDRON_PRIZE_RANGE_CENTS[bet];
      const seen = new Set<number>();
      for (let i = 0; i < 2000; i += 1) {
        const ctx = start(rng, { betCents: bet }).getSnapshot().context;
        for (const rung of ctx.prizes) {
          const cents = prizeLadderCents(bet)[rung] ?? -1;
          expect(cents).toBeGreaterThanOrEqual(min);
          expect(cents).toBeLessThanOrEqual(max);
          seen.add(rung);
        }
      }
      expect(seen.size).toBe(9);
    }
  });
});

describe('cauldrons machine', () => {
  it('carries id and version, has no delayed transitions and no invoked actors', () => {
    const machine = createCauldronsMachine(new ScriptedRng());
    expect(machine.id).toBe(CAULDRONS_MACHINE_ID);
    expect(machine.version).toBe(String(CAULDRONS_MACHINE_VERSION));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual(['lidRaised', 'lidsClosed', 'paid', 'toLadder']);
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('draws the three prizes when it starts, as its first step', () => {
    const actor = start(new ScriptedRng().push(0, 930, 998), { betCents: 20, roundId: 4, seq: 10 });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('lidsClosed');
    expect(snap.context).toEqual({
      betCents: 20,
      prizes: [0, 5, 8],
      highlightedLid: 0,
      result: null,
      roundId: 4,
      seq: 11,
      step: {
        seq: 11, roundId: 4, label: 'cauldrons-drawn', moves: [], roundOver: false,
        draws: [{ bound: 1000, value: 0 }, { bound: 1000, value: 930 }, { bound: 1000, value: 998 }],
        detail: { betCents: 20, prizes: ['any-3-diamonds', '3-bell', '3-blue-diamond'] },
      },
    });
  });

  it('refuses an unknown bet', () => {
    expect(() => startCauldrons({ betCents: 30 }, new ScriptedRng().push(0, 0, 0))).toThrow(RangeError);
    expect(() => startCauldrons({ betCents: 20, seq: -1 }, new ScriptedRng().push(0, 0, 0))).toThrow(RangeError);
  });

  it('walks every state and transition', () => {
    const rng = new ScriptedRng();
    const keyOf = (snap: { value: unknown; context: unknown }): string => {
      const ctx = snap.context as CauldronsContext;
      return ctx.result === null ? `${String(snap.value)}:hl${ctx.highlightedLid}` : `${String(snap.value)}:lid${ctx.result.pickedLid}`;
    };
    const options: ExploreOption[] = [0, 1, 2].flatMap((lid) => [
      { label: `PICK ${lid}`, event: { type: 'PICK', lid } },
      { label: `HOLD ${lid}`, event: { type: 'HOLD_BUTTON', reel: lid } },
      { label: `HIGHLIGHT ${lid}`, event: { type: 'HIGHLIGHT', lid } },
    ]);
    options.push({ label: 'PLAY', event: { type: 'PLAY' } }, { label: 'PICK 3', event: { type: 'PICK', lid: 3 } });
    // Lid 0 Bell (may risk), lid 1 Green (paid), lid 2 any 3 Diamonds (may risk).
    const { paths, edges } = exploreMachine(createCauldronsMachine(rng), rng, { betCents: 100 }, options, keyOf, [930, 970, 0]);
    expect([...paths.keys()].sort()).toEqual(
      ['lidsClosed:hl0', 'lidsClosed:hl1', 'lidsClosed:hl2', 'toLadder:lid0', 'paid:lid1', 'toLadder:lid2'].sort(),
    );
    for (const hl of [0, 1, 2]) {
      const from = `lidsClosed:hl${hl}`;
      const out = edges.filter((e) => e.from === from);
      expect(out.map((e) => e.label).sort()).toEqual(
        ['PICK 0', 'PICK 1', 'PICK 2', 'HOLD 0', 'HOLD 1', 'HOLD 2', 'PLAY', ...[0, 1, 2].filter((l) => l !== hl).map((l) => `HIGHLIGHT ${l}`)].sort(),
      );
      expect(out.find((e) => e.label === 'PLAY')?.to).toBe(hl === 1 ? 'paid:lid1' : `toLadder:lid${hl}`);
    }
    for (const end of ['toLadder:lid0', 'paid:lid1', 'toLadder:lid2']) expect(edges.filter((e) => e.from === end)).toEqual([]);
  });

  it('a prize up to Bell goes to the ladder unpaid; above Bell it is paid at once', () => {
    const toLadder = start(new ScriptedRng().push(930, 970, 0), { betCents: 500 });
    toLadder.send({ type: 'HOLD_BUTTON', reel: 0 });
    const a = toLadder.getSnapshot();
    expect(a.value).toBe('toLadder');
    expect(a.status).toBe('done');
    expect(a.context.result).toEqual({ pickedLid: 0, prizeId: '3-bell', cents: 10_000, mayRisk: true });
    expect(a.context.step).toMatchObject({ seq: 2, label: 'cauldrons-pick', moves: [], draws: [], roundOver: false });
    expect(a.context.step?.detail).toMatchObject({ pickedLid: 0, prizes: ['3-bell', '3-green-diamond', 'any-3-diamonds'], prizeId: '3-bell' });

    const paid = start(new ScriptedRng().push(930, 970, 0), { betCents: 500 });
    paid.send({ type: 'PICK', lid: 1 });
    const b = paid.getSnapshot();
    expect(b.value).toBe('paid');
    expect(b.context.result).toEqual({ pickedLid: 1, prizeId: '3-green-diamond', cents: 20_000, mayRisk: false });
    expect(b.context.step).toMatchObject({ moves: [{ kind: 'win', cents: 20_000 }], roundOver: true });
    expect(b.can({ type: 'PLAY' })).toBe(false);
  });

  it('PLAY picks the highlighted lid; HIGHLIGHT moves it without money', () => {
    const actor = start(new ScriptedRng().push(0, 300, 998), { betCents: 20 });
    expect(actor.getSnapshot().can({ type: 'HIGHLIGHT', lid: 0 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'HIGHLIGHT', lid: 5 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'PICK', lid: -1 })).toBe(false);
    actor.send({ type: 'HIGHLIGHT', lid: 2 });
    expect(actor.getSnapshot().context.step).toEqual({ seq: 2, roundId: null, label: 'cauldrons-highlight', moves: [], draws: [], roundOver: false, detail: { lid: 2 } });
    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().context.result).toEqual({ pickedLid: 2, prizeId: '3-blue-diamond', cents: 10_000, mayRisk: false });
    expect(actor.getSnapshot().context.seq).toBe(3);
  });

  it('resumes mid-pick from stored JSON with the same hidden prizes, without drawing again', () => {
    const original = start(new Xoshiro128(99), { betCents: 1000 });
    original.send({ type: 'HIGHLIGHT', lid: 1 });
    const stored = JSON.stringify(original.getPersistedSnapshot());
    const empty = new ScriptedRng(); // throws if anything is drawn
    const restored = createActor(createCauldronsMachine(empty), { snapshot: JSON.parse(stored) as Snapshot<unknown>, input: { betCents: 1000 } });
    restored.start();
    expect(restored.getSnapshot().value).toBe('lidsClosed');
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    restored.send({ type: 'PLAY' });
    original.send({ type: 'PLAY' });
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    const rung = original.getSnapshot().context.prizes[1];
    expect(restored.getSnapshot().context.result?.prizeId).toBe(LADDER_PRIZE_IDS[rung]);
  });
});
