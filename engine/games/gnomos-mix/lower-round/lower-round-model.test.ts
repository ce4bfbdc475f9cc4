import { nextFigureStop } from '../../../core/reels';
import { holdCandidateReels } from '../hold-candidate';
import { bestAdvancePlan } from '../holds/advances';
import { LOWER_STOPS_PER_REEL } from '../reels';
import { evaluateLowerLine, lowerLineFigures, type LowerStops } from '../spin';
import type { RiskLadderContext } from '../ladders/risk-ladder-machine';
import type { LowerRoundContext } from './context';
import { LOWER_ROUND_MACHINE_ID, LOWER_ROUND_MACHINE_VERSION, type LowerRoundEvent } from './lower-round-machine';
import { definedModel, walkModel, type WalkOption } from './model-walk';
import { storedContext } from './stored-child';
import {
  ANY_3_DIAMONDS,
  BONUS_BONUS_ORANGE,
  LEMON_GRAPE_ORANGE,
  LEVEL,
  PLUM_BONUS_PLUM,
  PLUM_PLUM_ORANGE,
  THREE_GREEN,
  THREE_PLUM,
  THREE_RED,
  THREE_WINDOW,
  autoStep,
  featureTuning,
  lights,
  lineWords,
  openTable,
  play,
  riskWords,
  type LineScript,
} from './testing';

const tuning = (ctx: LowerRoundContext) => featureTuning(LEVEL).lower[ctx.betCents];
const CAULDRON_PRIZES = [0, 5, 7] as const; // any 3 Diamonds, Bell, Red Diamond

type Option = WalkOption<LowerRoundContext>;
const fixed = (event: LowerRoundEvent) => () => event;
const noWords = () => [];

/** PLAY in ready, scripted to a chosen outcome. */
const spinTo = (label: string, script: Omit<LineScript, 'cauldrons'>): Option => ({
  label: `spin: ${label}`,
  event: fixed(play()),
  // Only in ready: between rounds with no held game waiting.
  words: (ctx) => (ctx.roundId === null && ctx.holdGame === null ? lineWords({ ...script, cauldrons: CAULDRON_PRIZES }, 'spin', ctx.betCents, tuning(ctx)) : null),
});

/** The held game (PLAY or AUTO_STEP) aiming at `target`: held reels keep their stops. */
const heldTo = (label: string, event: LowerRoundEvent, script: Omit<LineScript, 'cauldrons'>): Option => ({
  label: `${event.type} held game: ${label}`,
  event: fixed(event),
  words: (ctx) => {
    const game = ctx.holdGame;
    if (game === null) return null;
    const stops = script.stops.map((s, r) => (game.held[r] ? ctx.stops[r] : s)) as unknown as LowerStops;
    return lineWords({ ...script, stops, cauldrons: CAULDRON_PRIZES }, 'held', ctx.betCents, tuning(ctx), game.held);
  },
});

const moved = (stops: LowerStops, reel: number): LowerStops => stops.map((s, r) => (r === reel ? nextFigureStop(s, LOWER_STOPS_PER_REEL) : s)) as unknown as LowerStops;
const hasPair = (stops: LowerStops) => {
  const figures = lowerLineFigures(stops);
  return holdCandidateReels(figures, evaluateLowerLine(figures, 20)) !== null;
};

/** Words for a line the advances end on; `offered` scripts the hold offer (only where a pair stands). */
const advanceWords = (ctx: LowerRoundContext, stops: LowerStops, offered: boolean): readonly number[] | null => {
  if (offered && !hasPair(stops)) return null;
  return lineWords({ stops, hold: offered ? { autoHeld: true } : null, cauldrons: CAULDRON_PRIZES }, 'advance', ctx.betCents, tuning(ctx));
};

/** ADVANCE/HOLD n: toggles a hold, spends an advance (the last one resolves the line) or raises a lid. */
const holdOptions: Option[] = [0, 1, 2].flatMap((reel) =>
  [false, true].map((offered) => ({
    label: `HOLD ${reel}${offered ? ' (last advance, hold offered)' : ''}`,
    event: fixed({ type: 'HOLD', reel: reel as 0 | 1 | 2 }),
    words: (ctx: LowerRoundContext) => (ctx.advancesLeft === 1 ? advanceWords(ctx, moved(ctx.stops, reel), offered) : offered ? null : []),
  })),
);

const ladderOptions: Option[] = (['PLAY', 'AUTO_STEP'] as const).flatMap((type) =>
  [true, false].map((won) => ({
    label: `${type} (risk ${won ? 'won' : 'lost'})`,
    event: fixed(type === 'PLAY' ? play() : autoStep()),
    words: (ctx: LowerRoundContext) => {
      const ladder = storedContext<RiskLadderContext>(ctx.ladder);
      return ladder === null ? null : riskWords(ladder, won);
    },
  })),
);

const OPTIONS: readonly Option[] = [
  spinTo('nothing', { stops: LEMON_GRAPE_ORANGE }),
  spinTo('one advance', { stops: LEMON_GRAPE_ORANGE, advances: 1 }),
  spinTo('four advances', { stops: LEMON_GRAPE_ORANGE, advances: 4 }),
  spinTo('pair held by the program', { stops: PLUM_PLUM_ORANGE, hold: { autoHeld: true } }),
  spinTo('pair offered, nothing held', { stops: PLUM_PLUM_ORANGE, hold: { autoHeld: false } }),
  spinTo('pair not offered, two advances', { stops: PLUM_PLUM_ORANGE, advances: 2 }),
  spinTo('Extra Spin to any 3 Diamonds', { stops: LEMON_GRAPE_ORANGE, extraSpin: ANY_3_DIAMONDS }),
  spinTo('Extra Spin to 3 Red Diamond', { stops: LEMON_GRAPE_ORANGE, extraSpin: THREE_RED }),
  spinTo('Extra Spin to 2 Bonus', { stops: LEMON_GRAPE_ORANGE, extraSpin: BONUS_BONUS_ORANGE }),
  spinTo('3 Window', { stops: THREE_WINDOW }),
  spinTo('any 3 Diamonds', { stops: ANY_3_DIAMONDS }),
  spinTo('3 Green Diamond', { stops: THREE_GREEN }),
  spinTo('1 Bonus and three advances', { stops: PLUM_BONUS_PLUM, advances: 3 }),
  spinTo('1 Bonus', { stops: PLUM_BONUS_PLUM }),
  heldTo('nothing', play(), { stops: LEMON_GRAPE_ORANGE }),
  heldTo('3 Plum', play(), { stops: THREE_PLUM }),
  heldTo('3 Window', play(), { stops: THREE_WINDOW }),
  heldTo('two advances', play(), { stops: LEMON_GRAPE_ORANGE, advances: 2 }),
  heldTo('Extra Spin to 3 Red Diamond', play(), { stops: LEMON_GRAPE_ORANGE, extraSpin: THREE_RED }),
  heldTo('nothing', autoStep(), { stops: LEMON_GRAPE_ORANGE }),
  ...holdOptions,
  ...[false, true].map((offered): Option => ({
    label: `PLAY (advances stop)${offered ? ', hold offered' : ''}`,
    event: fixed(play()),
    words: (ctx) => (ctx.advancesLeft > 0 ? advanceWords(ctx, ctx.stops, offered) : null),
  })),
  {
    label: 'AUTO_STEP (best advance plan)',
    event: fixed(autoStep()),
    words: (ctx) => (ctx.advancesLeft > 0 ? advanceWords(ctx, bestAdvancePlan(ctx.stops, ctx.advancesLeft, ctx.betCents).stops, false) : null),
  },
  ...[0, 1, 2].map((index): Option => ({ label: `PICK ${index}`, event: fixed({ type: 'PICK', index }), words: noWords })),
  { label: 'PLAY (highlighted lid)', event: fixed(play()), words: (ctx) => (ctx.roundId !== null && ctx.advancesLeft === 0 && storedContext(ctx.ladder) === null ? [] : null) },
  { label: 'AUTO_STEP (highlighted lid)', event: fixed(autoStep()), words: (ctx) => (ctx.roundId !== null && ctx.advancesLeft === 0 && storedContext(ctx.ladder) === null ? [] : null) },
  ...ladderOptions,
  { label: 'COLLECT', event: fixed({ type: 'COLLECT' }), words: noWords },
  { label: 'AUTO_SET all on', event: fixed(lights(true)), words: noWords },
  { label: 'AUTO_SET all off', event: fixed(lights(false)), words: noWords },
  { label: 'BET_NEXT', event: fixed({ type: 'BET_NEXT' }), words: noWords },
  { label: 'BET_SELECT 1 €', event: fixed({ type: 'BET_SELECT', betCents: 100 }), words: noWords },
];

/** What the guards read, by state: enough to tell apart every way the round can go on. */
function keyOf(snapshot: { value: unknown; context: LowerRoundContext }): string {
  const ctx = snapshot.context;
  const flags = `${Number(ctx.autoPlay)}${Number(ctx.autoRisk)}${Number(ctx.autoAdvances)}`;
  const value = String(snapshot.value);
  switch (value) {
    case 'holdOffered':
      return `${value}|${flags}|${ctx.holdGame?.held.map(Number).join('') ?? ''}`;
    case 'advancing':
      return `${value}|${flags}|${ctx.advancesLeft}`;
    case 'ladder':
      return `${value}|${flags}|${storedContext<RiskLadderContext>(ctx.ladder)?.rung ?? '-'}`;
    default:
      return `${value}|${flags}`;
  }
}

describe('lower round: model-based walk', () => {
  const table = openTable();
  const model = definedModel(table.machine);
  const walk = walkModel(table.machine, { load: (w) => { table.rng.script.clear(); table.rng.script.push(...w); }, left: () => table.rng.script.left() },
    table.actor.getPersistedSnapshot(), OPTIONS, keyOf);

  it('is the machine it says, with no timers and no invoked actors', () => {
    expect(table.machine.id).toBe(LOWER_ROUND_MACHINE_ID);
    expect(table.machine.version).toBe(String(LOWER_ROUND_MACHINE_VERSION));
    expect([...model.states].sort()).toEqual(['advancing', 'cauldrons', 'holdOffered', 'ladder', 'lidRaised', 'ready', 'reelsStopped', 'riskTaken']);
    for (const node of [table.machine.root, ...Object.values(table.machine.root.states)]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('reaches every state of the definition', () => {
    expect([...walk.states].sort()).toEqual([...model.states].sort());
  });

  it('takes every transition of the definition, transient routes included', () => {
    expect(model.transitions.size).toBe(27);
    expect([...walk.transitions].sort()).toEqual([...model.transitions].sort());
  });

  it('finds the rule book’s ways through the round', () => {
    const reached = [...walk.paths.keys()];
    // Every ladder rung a running ladder can stand on, both ways of the lights.
    for (const rung of [0, 1, 2, 3, 4, 5, 6, 7]) expect(reached).toContain(`ladder|000|${rung}`);
    expect(reached).toContain('ladder|111|7');
    // The held game with the pair held, one reel, and none.
    expect(reached.filter((k) => k.startsWith('holdOffered|000|')).map((k) => k.split('|')[2]).sort()).toEqual(['000', '001', '010', '011', '100', '101', '110']);
    expect(walk.paths.get('cauldrons|000')).toEqual(['spin: 3 Window']);
  });
});
