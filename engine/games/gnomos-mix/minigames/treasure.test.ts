import { createActor } from 'xstate';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { MINIGAME_BET_RANGES, UPPER_BET_IDS, type UpperBetId } from './bets';
import type { MinigameInput } from './common';
import { TREASURE_PRIZES } from './treasure-data';
import { TREASURE_MACHINE_ID, TREASURE_MACHINE_VERSION, createTreasureMachine, initialTreasureContext, type TreasureContext , type TreasureEvent } from './treasure';
import { walkStates } from './walk-states';

const input = (bet: UpperBetId, linePrizeCents: number, autoPlay = false, autoRisk = false): MinigameInput => ({ bet, linePrizeCents, autoPlay, autoRisk });

function dealt(seed: number, inp: MinigameInput) {
  const actor = createActor(createTreasureMachine(new Xoshiro128(seed)), { input: inp });
  actor.start();
  actor.send({ type: 'START' });
  return actor;
}

const EVENTS: TreasureEvent[] = [
  { type: 'START' },
  ...[-1, 0, 1, 2, 3].map((index) => ({ type: 'PICK' as const, index })),
  { type: 'PLAY' },
  { type: 'AUTO_STEP' },
  { type: 'AUTO_SET', autoPlay: true, autoRisk: false },
  { type: 'AUTO_SET', autoPlay: false, autoRisk: true },
];

describe('Discover the Treasure: machine shape', () => {
  it('carries id and version, has no delays or invoked actors', () => {
    const machine = createTreasureMachine(new Xoshiro128(1));
    expect(machine.id).toBe(TREASURE_MACHINE_ID);
    expect(machine.version).toBe(String(TREASURE_MACHINE_VERSION));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual(['choosing', 'done', 'ready']);
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('refuses bad input', () => {
    expect(() => initialTreasureContext(input('1+5', 100_001))).toThrow(RangeError);
    expect(() => initialTreasureContext({ ...input('1+5', 0), bet: 'x' })).toThrow(RangeError);
  });
});

describe('Discover the Treasure: every state and transition', () => {
  it('walks all paths from ready', () => {
    const machine = createTreasureMachine(new Xoshiro128(5));
    const inp = input('10+50', 12_000);
    const walk = walkStates(machine, createActor(machine, { input: inp }).getSnapshot(), EVENTS);
    expect([...walk.states].sort()).toEqual(['choosing', 'done', 'ready']);
    expect([...walk.edges].sort()).toEqual(
      [
        'ready -START-> choosing',
        'ready -AUTO_SET-> ready',
        'choosing -AUTO_SET-> choosing',
        'choosing -PICK-> done',
        'choosing -PLAY-> done',
        'choosing -AUTO_STEP-> done',
      ].sort(),
    );
    for (const final of walk.finals) {
      const ctx = final.context as TreasureContext;
      expect(ctx.result!.cents).toBe(ctx.caps[ctx.lifted!]);
      expect(ctx.result!.cents).toBeGreaterThanOrEqual(12_000);
      expect(ctx.step!.moves).toEqual([{ kind: 'win', cents: ctx.result!.cents }]);
      expect(ctx.step!.roundOver).toBe(true);
    }
  });

  it('waits without an action; AUTO_STEP lifts the leftmost cap only with AUTO-PLAY', () => {
    const off = dealt(2, input('5+25', 0));
    expect(off.getSnapshot().can({ type: 'AUTO_STEP' })).toBe(false);
    const on = dealt(2, input('5+25', 0, true));
    on.send({ type: 'AUTO_STEP' });
    expect(on.getSnapshot().context.lifted).toBe(0);
    expect(on.getSnapshot().status).toBe('done');
  });
});

describe('Discover the Treasure: deal and prizes', () => {
  it('shows nine, draws three distinct ones, shuffles them under the caps; every draw recorded', () => {
    const actor = dealt(11, { ...input('20+100', 25_000), roundId: 3, seq: 9 });
    const ctx = actor.getSnapshot().context;
    expect(ctx.shownPrizes).toHaveLength(9);
    expect(new Set(ctx.chosen).size).toBe(3);
    expect([...ctx.caps].sort()).toEqual(ctx.chosen.map((i) => ctx.shownPrizes[i]).sort());
    expect(ctx.step!.draws).toHaveLength(9 + 3 + 2);
    expect(ctx.step!.label).toBe('treasure-deal');
    expect(ctx.step!.seq).toBe(10);
    expect(ctx.step!.roundId).toBe(3);
  });

  it.each(UPPER_BET_IDS)('%s: prizes in range, at least the line prize, capped at the maximum', (bet) => {
    const range = MINIGAME_BET_RANGES[bet];
    const table = TREASURE_PRIZES[bet].map((e) => e.cents);
    for (const line of [0, range.minExclusiveCents + 1, 5 * range.unitCents, range.maxCents - 1, range.maxCents]) {
      for (let seed = 1; seed <= 40; seed += 1) {
        const actor = dealt(seed * 17 + line, input(bet, line));
        for (const p of actor.getSnapshot().context.shownPrizes) {
          expect(p).toBeGreaterThanOrEqual(line);
          expect(p).toBeGreaterThan(range.minExclusiveCents);
          expect(p).toBeLessThanOrEqual(range.maxCents);
          if (!table.includes(p)) expect(p).toBe(actor.getSnapshot().context.floorCents);
        }
        actor.send({ type: 'PICK', index: seed % 3 });
        const won = actor.getSnapshot().context.result!.cents;
        expect(won).toBeGreaterThanOrEqual(line);
        expect(won).toBeLessThanOrEqual(range.maxCents);
      }
    }
    for (const e of TREASURE_PRIZES[bet]) {
      expect(e.cents).toBeGreaterThan(range.minExclusiveCents);
      expect(e.cents).toBeLessThanOrEqual(range.maxCents);
    }
  });
});

describe('Discover the Treasure: persisted snapshot', () => {
  it('restores with the caps down and the same hidden prizes, then continues identically', () => {
    const inp = input('1+5', 3_000);
    const original = dealt(21, inp);
    const stored = JSON.parse(JSON.stringify(original.getPersistedSnapshot()));
    const restored = createActor(createTreasureMachine(new Xoshiro128(4242)), { snapshot: stored, input: inp });
    restored.start();
    expect(restored.getSnapshot().value).toBe('choosing');
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    original.send({ type: 'PICK', index: 2 });
    restored.send({ type: 'PICK', index: 2 });
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    expect(restored.getSnapshot().status).toBe('done');
  });
});
