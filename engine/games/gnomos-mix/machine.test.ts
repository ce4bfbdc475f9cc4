import { createActor, type AnyActorRef } from 'xstate';
import { childContext, restoreChild } from '../../core/child-machine';
import type { RoundStep } from '../../core/round-step';
import { Xoshiro128 } from '../../core/xoshiro128';
import type { LowerRoundContext } from './lower-round';
import { featureTuning } from './lower-round/testing';
import { createGnomosMixMachine, gnomosChildMachines, type GnomosContext, type GnomosEvent } from './machine';
import type { UpperRoundContext } from './upper-round';

const LEVEL = 80;
const RICH = { creditsCents: 1_000_000, bonusesHeld: 1_000, level: LEVEL };

function open(seed = 1, input = { enabledBets: [20, 100], betCents: 20 }) {
  const rng = new Xoshiro128(seed);
  const machine = createGnomosMixMachine(rng, featureTuning);
  const actor = createActor(machine, { input });
  actor.start();
  const children = gnomosChildMachines(rng, featureTuning);
  return { rng, machine, actor, children };
}

type Open = ReturnType<typeof open>;
const ctx = (t: Open): GnomosContext => t.actor.getSnapshot().context;
const can = (t: Open, e: GnomosEvent): boolean => t.actor.getSnapshot().can(e);
const lower = (t: Open) => childContext<LowerRoundContext>(t.children.lower, ctx(t).lower);
const upper = (t: Open) => childContext<UpperRoundContext>(t.children.upper, ctx(t).upper);
const phase = (t: Open): string => {
  const c = ctx(t);
  const round = c.active === 'lower' ? restoreChild(t.children.lower, c.lower) : restoreChild(t.children.upper, c.upper);
  return `${c.active}.${String(round.value)}`;
};

function send(t: Open, event: GnomosEvent): RoundStep {
  const before = ctx(t).seq;
  if (!can(t, event)) throw new Error(`${phase(t)} does not take ${JSON.stringify(event)}`);
  t.actor.send(event);
  const after = ctx(t);
  if (after.seq <= before || after.step === null) throw new Error(`${event.type} made no step`);
  return after.step;
}

describe('Gnomos Mix: the two games under one machine', () => {
  it('starts in the lower game, idle, with every light off; PLAY plays the lower game with its stake', () => {
    const t = open();
    expect(phase(t)).toBe('lower.ready');
    expect(ctx(t)).toMatchObject({ active: 'lower', autoPlay: 0, autoRisk: false, autoAdvances: false, seq: 0 });
    const step = send(t, { type: 'PLAY', ...RICH });
    expect(step.moves[0]).toEqual({ kind: 'stake', cents: 20 });
    expect(step.roundId).toBe(1);
    expect(ctx(t).seq).toBe(step.seq);
  });

  it('GAME CHANGE: to the upper game only when idle and the balances cover an enabled upper bet; back always; a step of no money', () => {
    const t = open(3);
    expect(can(t, { type: 'GAME_CHANGE', creditsCents: 1_000, bonusesHeld: 0 })).toBe(false);
    expect(can(t, { type: 'GAME_CHANGE', creditsCents: 19, bonusesHeld: 5 })).toBe(false);
    const step = send(t, { type: 'GAME_CHANGE', creditsCents: 20, bonusesHeld: 1 });
    expect(step).toMatchObject({ label: 'game-change', moves: [], draws: [], roundId: null, detail: { from: 'lower', to: 'upper' } });
    expect(phase(t)).toBe('upper.ready');
    // The upper game continues the round numbering.
    const spin = send(t, { type: 'PLAY', ...RICH });
    expect(spin.moves.slice(0, 2)).toEqual([{ kind: 'stake', cents: 20 }, { kind: 'bonus-stake', bonuses: 1 }]);
    expect(spin.roundId).toBe(1);
    while (phase(t) !== 'upper.ready') send(t, can(t, { type: 'COLLECT_ALL' }) ? { type: 'COLLECT_ALL' } : { type: 'PLAY', ...RICH });
    send(t, { type: 'GAME_CHANGE', creditsCents: 0, bonusesHeld: 0 });
    expect(phase(t)).toBe('lower.ready');
    expect(send(t, { type: 'PLAY', ...RICH }).roundId).toBeGreaterThan(1);
  });

  it('GAME CHANGE is refused while a round is under way (a ladder, a held game)', () => {
    const t = open(5);
    for (let i = 0; i < 2_000; i += 1) {
      if (phase(t) !== 'lower.ready') break;
      send(t, { type: 'PLAY', ...RICH });
    }
    expect(phase(t)).not.toBe('lower.ready');
    expect(can(t, { type: 'GAME_CHANGE', ...RICH })).toBe(false);
  });

  it('AUTO-PLAY: AUTO_STEP plays games and counts down; the last one switches the light off in the game too', () => {
    const t = open(7);
    send(t, { type: 'AUTO_PLAY', games: 2 });
    expect(lower(t).autoPlay).toBe(true);
    expect(can(t, { type: 'AUTO_STEP', ...RICH })).toBe(true);
    const first = send(t, { type: 'AUTO_STEP', ...RICH });
    expect(first.moves[0]).toEqual({ kind: 'stake', cents: 20 });
    expect(ctx(t).autoPlay).toBe(1);
    // Finish whatever the first game opened, as the player would.
    while (phase(t) !== 'lower.ready') send(t, can(t, { type: 'COLLECT' }) ? { type: 'COLLECT' } : { type: 'PLAY', ...RICH });
    send(t, { type: 'AUTO_STEP', ...RICH });
    expect(ctx(t).autoPlay).toBe(0);
    expect(lower(t).autoPlay).toBe(false);
  });

  it("a player's PLAY while AUTO-PLAY runs stops it and plays nothing; AUTO-PLAY stops itself when the balance is short", () => {
    const t = open(9);
    send(t, { type: 'AUTO_PLAY', games: 50 });
    const stop = send(t, { type: 'PLAY', ...RICH });
    expect(stop.moves).toEqual([]);
    expect(ctx(t).autoPlay).toBe(0);
    expect(phase(t)).toBe('lower.ready');

    send(t, { type: 'AUTO_PLAY', games: 10 });
    const short = send(t, { type: 'AUTO_STEP', creditsCents: 10, bonusesHeld: 0, level: LEVEL });
    expect(short.moves).toEqual([]);
    expect(ctx(t).autoPlay).toBe(0);
    expect(can(t, { type: 'AUTO_STEP', ...RICH })).toBe(false);
  });

  it('AUTO-PLAY accepts 1–100 games and 0 to stop; the lights go to the game in play and follow a GAME CHANGE', () => {
    const t = open(11);
    expect(can(t, { type: 'AUTO_PLAY', games: 101 })).toBe(false);
    expect(can(t, { type: 'AUTO_PLAY', games: 0 })).toBe(false);
    expect(can(t, { type: 'AUTO_PLAY', games: 1.5 })).toBe(false);
    send(t, { type: 'AUTO_RISK', on: true });
    send(t, { type: 'AUTO_ADVANCES', on: true });
    expect(lower(t)).toMatchObject({ autoRisk: true, autoAdvances: true });
    expect(can(t, { type: 'AUTO_RISK', on: true })).toBe(false);
    send(t, { type: 'GAME_CHANGE', ...RICH });
    expect(upper(t)).toMatchObject({ autoRisk: true });
    send(t, { type: 'AUTO_RISK', on: false });
    expect(upper(t).autoRisk).toBe(false);
    // AUTO-ADVANCES belongs to the lower game: kept here, given to it on the way back.
    send(t, { type: 'AUTO_ADVANCES', on: false });
    send(t, { type: 'GAME_CHANGE', ...RICH });
    expect(lower(t)).toMatchObject({ autoRisk: false, autoAdvances: false });
  });

  it('routes bet choices to the game in play only', () => {
    const t = open(13);
    expect(can(t, { type: 'UPPER_BET_SELECT', betId: '1+5' })).toBe(false);
    send(t, { type: 'BET_SELECT', betCents: 100 });
    expect(lower(t).betCents).toBe(100);
    send(t, { type: 'GAME_CHANGE', ...RICH });
    expect(can(t, { type: 'BET_SELECT', betCents: 20 })).toBe(false);
    send(t, { type: 'UPPER_BET_SELECT', betId: '1+5' });
    expect(upper(t).betId).toBe('1+5');
    send(t, { type: 'GAME_CHANGE', ...RICH });
    expect(lower(t).betCents).toBe(100);
  });

  it('random play through both games: every step numbered higher, one stake per paid game, and a stored game resumes exactly', () => {
    const t = open(17);
    const phases = new Set<string>();
    const pick = new Xoshiro128(99);
    const events = (): GnomosEvent[] => [
      { type: 'PLAY', ...RICH },
      { type: 'PLAY', ...RICH },
      { type: 'PLAY', ...RICH },
      { type: 'COLLECT' },
      { type: 'COLLECT_ALL' },
      { type: 'HOLD', reel: pick.nextUint32() % 3 },
      { type: 'PICK', index: pick.nextUint32() % 9 },
      { type: 'GAME_CHANGE', ...RICH },
      { type: 'BET_NEXT' },
      { type: 'AUTO_RISK', on: pick.nextUint32() % 2 === 0 },
      { type: 'AUTO_STEP', ...RICH },
    ];
    let lastSeq = 0;
    let stored: { snapshot: unknown; rng: ReturnType<Xoshiro128['state']>; pickState: ReturnType<Xoshiro128['state']> } | null = null;
    const played: RoundStep[] = [];
    for (let i = 0; i < 3_000; i += 1) {
      const options = events();
      const event = options[pick.nextUint32() % options.length] as GnomosEvent;
      if (i === 1_500) stored = { snapshot: JSON.parse(JSON.stringify(t.actor.getPersistedSnapshot())), rng: t.rng.state(), pickState: pick.state() };
      if (!can(t, event)) continue;
      const step = send(t, event);
      expect(step.seq).toBeGreaterThan(lastSeq);
      lastSeq = step.seq;
      expect(step.moves.filter((m) => m.kind === 'stake').length).toBeLessThanOrEqual(1);
      phases.add(phase(t));
      if (i >= 1_500) played.push(step);
    }
    for (const p of ['lower.ready', 'lower.holdOffered', 'lower.advancing', 'lower.ladder', 'upper.ready', 'upper.doubleOrBonuses']) expect(phases).toContain(p);

    // The stored game, restored with the generator where it stood, plays the same steps.
    if (!stored) throw new Error('nothing stored');
    const rng = Xoshiro128.fromState(stored.rng);
    const machine = createGnomosMixMachine(rng, featureTuning);
    const restored: AnyActorRef = createActor(machine, { snapshot: stored.snapshot as never, input: { enabledBets: [20, 100], betCents: 20 } });
    restored.start();
    const replayPick = Xoshiro128.fromState(stored.pickState);
    const replayed: RoundStep[] = [];
    const t2 = { ...t, rng, machine, actor: restored } as unknown as Open;
    for (let i = 1_500; i < 3_000; i += 1) {
      const options: GnomosEvent[] = [
        { type: 'PLAY', ...RICH },
        { type: 'PLAY', ...RICH },
        { type: 'PLAY', ...RICH },
        { type: 'COLLECT' },
        { type: 'COLLECT_ALL' },
        { type: 'HOLD', reel: replayPick.nextUint32() % 3 },
        { type: 'PICK', index: replayPick.nextUint32() % 9 },
        { type: 'GAME_CHANGE', ...RICH },
        { type: 'BET_NEXT' },
        { type: 'AUTO_RISK', on: replayPick.nextUint32() % 2 === 0 },
        { type: 'AUTO_STEP', ...RICH },
      ];
      const event = options[replayPick.nextUint32() % options.length] as GnomosEvent;
      if (!can(t2, event)) continue;
      replayed.push(send(t2, event));
    }
    expect(replayed).toEqual(played);
  });
});

describe('Gnomos Mix: the operator changes the bets', () => {
  const bets = (enabledBets: number[], betCents: number, enabledUpperBets: string[]): GnomosEvent => ({ type: 'OPERATOR_BETS', enabledBets, betCents, enabledUpperBets });

  it('takes new bets between rounds, moving a bet no longer enabled to the default, as a step of no money', () => {
    const t = open(5, { enabledBets: [20, 100], betCents: 20 });
    const step = send(t, bets([100, 500], 500, ['1+5', '5+25']));
    expect(step).toMatchObject({ label: 'operator-bets', roundId: null, moves: [], draws: [] });
    expect(lower(t)).toMatchObject({ enabledBets: [100, 500], betCents: 500 });
    expect(upper(t)).toMatchObject({ enabledBets: ['1+5', '5+25'], betId: '1+5' });
    // A bet still enabled stays the player's choice.
    send(t, { type: 'BET_SELECT', betCents: 100 });
    send(t, bets([100, 500, 2000], 500, ['1+5', '5+25']));
    expect(lower(t).betCents).toBe(100);
    // The same bets again change nothing; nonsense is not taken.
    expect(can(t, bets([100, 500, 2000], 500, ['1+5', '5+25']))).toBe(false);
    expect(can(t, bets([30], 30, ['1+5']))).toBe(false);
    expect(can(t, bets([100], 100, []))).toBe(false);
  });

  it('waits while a round is open in the lower game', () => {
    const t = open(1);
    // Play until a round stays open (a hold offered, advances, a ladder or the cauldrons).
    for (let i = 0; i < 500 && phase(t) === 'lower.ready'; i += 1) send(t, { type: 'PLAY', ...RICH });
    expect(phase(t)).not.toBe('lower.ready');
    expect(can(t, bets([100], 100, ['1+5']))).toBe(false);
  });
});

