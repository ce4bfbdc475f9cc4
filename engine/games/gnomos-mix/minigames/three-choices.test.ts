import { createActor } from 'xstate';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { BONUS_VALUE_CENTS, MINIGAME_BET_RANGES, UPPER_BET_IDS, type UpperBetId } from './bets';
import type { MinigameInput } from './common';
import { THREE_CHOICES_PRIZES } from './three-choices-data';
import {
  THREE_CHOICES_MACHINE_ID,
  THREE_CHOICES_MACHINE_VERSION,
  createThreeChoicesMachine,
  initialThreeChoicesContext,
  type ThreeChoicesContext,
 type ThreeChoicesEvent } from './three-choices';
import { walkStates } from './walk-states';

const input = (bet: UpperBetId, linePrizeCents: number, autoPlay = false, autoRisk = false): MinigameInput => ({ bet, linePrizeCents, autoPlay, autoRisk });

function dealt(seed: number, inp: MinigameInput) {
  const actor = createActor(createThreeChoicesMachine(new Xoshiro128(seed)), { input: inp });
  actor.start();
  actor.send({ type: 'START' });
  return actor;
}

const EVENTS: ThreeChoicesEvent[] = [
  { type: 'START' },
  { type: 'COLLECT' },
  { type: 'PLAY' },
  { type: 'AUTO_STEP' },
  { type: 'AUTO_SET', autoPlay: true, autoRisk: false },
  { type: 'AUTO_SET', autoPlay: true, autoRisk: true },
  { type: 'AUTO_SET', autoPlay: false, autoRisk: true },
];

describe('Three Choices: machine shape', () => {
  it('carries id and version, has no delays or invoked actors', () => {
    const machine = createThreeChoicesMachine(new Xoshiro128(1));
    expect(machine.id).toBe(THREE_CHOICES_MACHINE_ID);
    expect(machine.version).toBe(String(THREE_CHOICES_MACHINE_VERSION));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual(['done', 'offering', 'ready']);
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('refuses bad input', () => {
    expect(() => initialThreeChoicesContext(input('5+25', 500_001))).toThrow(RangeError);
  });
});

describe('Three Choices: every state and transition', () => {
  it('walks all paths from ready', () => {
    const machine = createThreeChoicesMachine(new Xoshiro128(8));
    const walk = walkStates(machine, createActor(machine, { input: input('1+5', 1_500) }).getSnapshot(), EVENTS);
    expect([...walk.states].sort()).toEqual(['done', 'offering', 'ready']);
    expect([...walk.edges].sort()).toEqual(
      [
        'ready -START-> offering',
        'ready -AUTO_SET-> ready',
        'offering -AUTO_SET-> offering',
        'offering -COLLECT-> done',
        'offering -PLAY-> offering',
        'offering -AUTO_STEP-> offering',
        'offering -AUTO_STEP-> done',
      ].sort(),
    );
    const collectedAt = new Set<number>();
    for (const final of walk.finals) {
      const ctx = final.context as ThreeChoicesContext;
      collectedAt.add(ctx.shown);
      const offer = ctx.offers[ctx.shown]!;
      expect(ctx.result).toEqual({ cents: offer.cents, bonuses: offer.bonuses });
      expect(ctx.result!.cents).toBeGreaterThanOrEqual(1_500);
    }
    expect([...collectedAt].sort()).toEqual([0, 1, 2]);
  });

  it('two discards at most: the third offer must be collected', () => {
    const actor = dealt(4, input('10+50', 0));
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().context.shown).toBe(2);
    expect(actor.getSnapshot().can({ type: 'PLAY' })).toBe(false);
    actor.send({ type: 'COLLECT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.result!.cents).toBe(actor.getSnapshot().context.offers[2]!.cents);
  });

  it('AUTO-PLAY collects the first offer; with AUTO-RISK it discards to the last and collects it; AUTO-RISK alone does nothing', () => {
    const play = dealt(6, input('5+25', 0, true, false));
    play.send({ type: 'AUTO_STEP' });
    expect(play.getSnapshot().status).toBe('done');
    expect(play.getSnapshot().context.step!.detail['how']).toBe('auto');
    expect(play.getSnapshot().context.shown).toBe(0);

    const risk = dealt(6, input('5+25', 0, true, true));
    risk.send({ type: 'AUTO_STEP' });
    risk.send({ type: 'AUTO_STEP' });
    expect(risk.getSnapshot().status).toBe('active');
    expect(risk.getSnapshot().context.shown).toBe(2);
    risk.send({ type: 'AUTO_STEP' });
    expect(risk.getSnapshot().status).toBe('done');
    expect(risk.getSnapshot().context.result!.cents).toBe(risk.getSnapshot().context.offers[2]!.cents);

    const riskOnly = dealt(6, input('5+25', 0, false, true));
    expect(riskOnly.getSnapshot().can({ type: 'AUTO_STEP' })).toBe(false);
  });
});

describe('Three Choices: offers and bonuses', () => {
  it.each(UPPER_BET_IDS)('%s: offers in range, at least the line prize, cash + bonuses capped at the maximum', (bet) => {
    const range = MINIGAME_BET_RANGES[bet];
    const table = THREE_CHOICES_PRIZES[bet].map((e) => e.cents);
    let withBonuses = 0;
    for (const line of [0, range.minExclusiveCents, 2 * range.unitCents, range.maxCents - 50, range.maxCents]) {
      for (let seed = 1; seed <= 60; seed += 1) {
        const actor = dealt(seed * 13 + line, input(bet, line));
        const ctx = actor.getSnapshot().context;
        expect(ctx.offers).toHaveLength(3);
        for (const offer of ctx.offers) {
          expect(offer.cents).toBeGreaterThanOrEqual(line);
          expect(offer.cents).toBeGreaterThan(range.minExclusiveCents);
          expect(offer.cents + offer.bonuses * BONUS_VALUE_CENTS).toBeLessThanOrEqual(range.maxCents);
          expect(Number.isSafeInteger(offer.bonuses) && offer.bonuses >= 0).toBe(true);
          if (!table.includes(offer.cents)) expect(offer.cents).toBe(ctx.floorCents);
          if (offer.bonuses > 0) withBonuses += 1;
        }
        actor.send({ type: 'PLAY' });
        actor.send({ type: 'COLLECT' });
        const result = actor.getSnapshot().context.result!;
        expect(result.cents).toBeGreaterThanOrEqual(line);
        expect(result.cents + result.bonuses * BONUS_VALUE_CENTS).toBeLessThanOrEqual(range.maxCents);
      }
    }
    expect(withBonuses).toBeGreaterThan(0);
  });

  it('a collected offer with bonuses banks both: win and bonus-win', () => {
    for (let seed = 1; seed < 500; seed += 1) {
      const actor = dealt(seed, input('1+5', 0));
      if (actor.getSnapshot().context.offers[0]!.bonuses === 0) continue;
      const deal = actor.getSnapshot().context.step!;
      expect(deal.draws.length).toBeGreaterThanOrEqual(3 + 2);
      actor.send({ type: 'COLLECT' });
      const { offers, step } = actor.getSnapshot().context;
      expect(step!.moves).toEqual([
        { kind: 'win', cents: offers[0]!.cents },
        { kind: 'bonus-win', bonuses: offers[0]!.bonuses },
      ]);
      expect(step!.roundOver).toBe(true);
      return;
    }
    throw new Error('no offer with bonuses found');
  });

  it('the bonuses never push an offer past the maximum (line prize at the maximum)', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const ctx = dealt(seed, input('0.20+1', 10_000)).getSnapshot().context;
      expect(ctx.offers).toEqual([
        { cents: 10_000, bonuses: 0 },
        { cents: 10_000, bonuses: 0 },
        { cents: 10_000, bonuses: 0 },
      ]);
    }
  });
});

describe('Three Choices: persisted snapshot', () => {
  it('restores at the second offer with the same hidden offers and continues identically', () => {
    const inp = input('20+100', 21_000, true, true);
    const original = dealt(31, inp);
    original.send({ type: 'AUTO_STEP' });
    const stored = JSON.parse(JSON.stringify(original.getPersistedSnapshot()));
    const restored = createActor(createThreeChoicesMachine(new Xoshiro128(77)), { snapshot: stored, input: inp });
    restored.start();
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    for (const actor of [original, restored]) {
      actor.send({ type: 'AUTO_STEP' });
      actor.send({ type: 'AUTO_STEP' });
    }
    expect(restored.getSnapshot().status).toBe('done');
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
  });
});
