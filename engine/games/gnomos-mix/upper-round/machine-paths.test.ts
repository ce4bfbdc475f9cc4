import { Xoshiro128 } from '../../../core/xoshiro128';
import { UPPER_BET_IDS } from '../upper/bets';
import { createUpperRoundChildren } from './children';
import { UPPER_ROUND_MACHINE_ID, UPPER_ROUND_MACHINE_VERSION, createUpperRoundMachine, type UpperRoundEvent } from './machine';
import { definedChildEdges, definedTransitions, generateRoundPaths, type PathCoverage } from './round-paths';
import { ALL_MINIGAMES_EQUALLY, autoStep, minigameTuning, play, roundInput } from './testing';

/**
 * Model-based test: generated paths from the initial state must take every transition the
 * machine defines (the routing states' eventless ones included), reach every state, and drive
 * every event each minigame and Double-or-Bonuses takes, through the round's own buttons.
 */

const STATES = ['ready', 'reelsStopped', 'minigame', 'minigamePlayed', 'doubleOrBonuses', 'doubleOrBonusesPlayed'];

/** Every button, in shapes the round takes and in shapes it must refuse. */
const CANDIDATES: UpperRoundEvent[] = [
  play(1_000_000_00, 1_000),
  // more than 6,000 bonuses once the bet's are staked: Double-or-Bonuses is not offered
  play(1_000_000_00, 6_500),
  play(0, 0),
  autoStep(),
  { type: 'COLLECT' },
  { type: 'COLLECT_ALL' },
  { type: 'HOLD', reel: 0 },
  { type: 'HOLD', reel: 1 },
  { type: 'HOLD', reel: 2 },
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((index): UpperRoundEvent => ({ type: 'PICK', index })),
  ...[...UPPER_BET_IDS, 'nope'].map((betId): UpperRoundEvent => ({ type: 'BET_SELECT', betId })),
  { type: 'BET_NEXT' },
  ...[false, true].flatMap((autoPlay) => [false, true].map((autoRisk): UpperRoundEvent => ({ type: 'AUTO_SET', autoPlay, autoRisk }))),
];

/** What the round can forward: every event of every child state, except AUTO_SET before a minigame's deal (it deals at once). */
function expectedChildEdges(): string[] {
  const edges = definedChildEdges(createUpperRoundChildren(new Xoshiro128(0)));
  return edges.filter((e) => !/^(strawberry|three-choices|find-prizes|treasure):ready:AUTO_SET$/.test(e));
}

function complete(machineTransitions: readonly string[], childEdges: readonly string[]) {
  return (c: PathCoverage): boolean =>
    machineTransitions.every((t) => c.transitions.has(t)) && STATES.every((s) => c.states.has(s)) && childEdges.every((e) => c.childEdges.has(e));
}

describe('upper round: the machine as defined', () => {
  it('has the rule book states, an id and a version, and no delays or invoked actors', () => {
    const machine = createUpperRoundMachine(new Xoshiro128(1));
    expect(machine.id).toBe(UPPER_ROUND_MACHINE_ID);
    expect(machine.version).toBe(String(UPPER_ROUND_MACHINE_VERSION));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual([...STATES].sort());
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });
});

describe('upper round: generated paths (model-based)', () => {
  it('take every transition, reach every state and drive all four minigames and Double-or-Bonuses', () => {
    const machine = createUpperRoundMachine(new Xoshiro128(2024), minigameTuning(ALL_MINIGAMES_EQUALLY));
    const transitions = definedTransitions(machine);
    const childEdges = expectedChildEdges();
    // the definition as the rules order it: 23 transitions, the children's 25 events
    expect(transitions).toHaveLength(23);
    expect(childEdges).toHaveLength(25);

    const coverage = generateRoundPaths({
      machine,
      input: roundInput('0.20+1'),
      candidates: CANDIDATES,
      chooser: new Xoshiro128(7),
      maxPaths: 20_000,
      maxEventsPerPath: 80,
      done: complete(transitions, childEdges),
    });

    expect([...coverage.transitions].sort()).toEqual([...transitions].sort());
    expect([...coverage.states].sort()).toEqual([...STATES].sort());
    expect(childEdges.filter((e) => !coverage.childEdges.has(e))).toEqual([]);
    expect(coverage.paths).toBeLessThan(20_000);
  });
});
