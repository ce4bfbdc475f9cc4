/**
 * Mystery Elves' round through its table, as the cabinet drives it: the money of every step
 * (stake, spin wins, the feature's total, the gamble), the Hold and Win's order of steps, HALVE,
 * autoplay's limits, the timeout that settles a round left waiting, and the maximum prize.
 */
import type { AnyEventObject } from 'xstate';
import type { RoundStep } from '../../core/round-step';
import { Xoshiro128 } from '../../core/xoshiro128';
import type { PlayerBalances, TableCommand } from '../game-module';
import type { ElvesContext, ElvesRules } from './context';
import { MysteryElvesTable } from './table';

const HOUR = 3_600_000;
const RULES: ElvesRules = {
  totalBetsCents: [20, 100, 200],
  defaultTotalBetCents: 100,
  gambleLimitCents: 12_500_000,
  gambleAttempts: 10,
  buyFeature: true,
  settleAfterMs: 120 * HOUR,
  maxPrizePerGameCents: null,
};
const T0 = 1_800_000_000_000;
const at = (nowMs: number, creditsCents = 100_000_000): PlayerBalances => ({ creditsCents, bonuses: 0, level: 0, poolsMicros: {}, nowMs });
const RICH = at(T0);

/** The table and every step it committed. */
function open(seed: number, rules: ElvesRules = RULES) {
  const table = new MysteryElvesTable(new Xoshiro128(seed), rules, null);
  const steps: RoundStep[] = [];
  const context = () => table.runner.context as unknown as ElvesContext;
  const send = (event: AnyEventObject): RoundStep => {
    expect(table.runner.can(event)).toBe(true);
    const proposal = table.runner.propose(event);
    if (!proposal.step) throw new Error(`${event.type} made no step`);
    table.runner.adopt(proposal);
    steps.push(proposal.step);
    return proposal.step;
  };
  const press = (command: TableCommand, balances = RICH): RoundStep => {
    const answer = table.command(command, balances);
    if (!('event' in answer)) throw new Error(`${command.type}: ${JSON.stringify(answer)}`);
    return send(answer.event);
  };
  const action = (a: unknown, balances = RICH) => press({ type: 'ACTION', action: a }, balances);
  /** The cabinet's pace until nothing more runs by itself. */
  const pace = (balances = RICH): number => {
    let n = 0;
    for (let event = table.autoEvent(balances); event; event = table.autoEvent(balances)) {
      send(event);
      n += 1;
      if (n > 20_000) throw new Error('the pace never stops');
    }
    return n;
  };
  return { table, steps, context, send, press, action, pace };
}

const moved = (steps: readonly RoundStep[], kind: 'stake' | 'win'): number =>
  steps.flatMap((s) => s.moves).reduce((sum, m) => sum + (m.kind === kind ? m.cents : 0), 0);

describe('Mystery Elves round', () => {
  it('a bought Hold and Win: 70× the bet, waits for PLAY, runs its respins and reveals by itself, and its total waits for COLLECT', () => {
    const g = open(5);
    const buy = g.action({ type: 'BUY' });
    expect(buy.moves[0]).toEqual({ kind: 'stake', cents: 7000 });
    expect(g.table.status().phase).toBe('intro');
    expect(g.table.view(RICH).holdAndWin?.places.filter((p) => p !== null).length).toBeGreaterThanOrEqual(6);
    // The start waits for the player: the pace does nothing, the bet cannot change, the menu is closed.
    expect(g.table.autoEvent(RICH)).toBeNull();
    expect('refused' in g.table.command({ type: 'GAME_CHANGE' }, RICH)).toBe(true);
    g.press({ type: 'PLAY' });
    g.pace();
    const labels = g.steps.map((s) => s.label);
    expect(labels[1]).toBe('feature-start');
    expect(labels.at(-1)).toBe('feature-end');
    // Every respin before the end: the count resets on a new bonus, else drops; it ends at 0 or full.
    const hw = g.table.view(RICH).holdAndWin!;
    expect(hw.stage).toBe('done');
    expect(hw.respinsLeft === 0 || hw.full).toBe(true);
    const total = hw.places.reduce((sum, p) => sum + (p?.finalCents ?? 0), 0);
    expect(hw.totalCents).toBe(total);
    expect(total % 100).toBe(0);
    // The total waits (not on the balance): the buy's own spin wins were paid with it.
    expect(g.table.status().phase).toBe('won');
    expect(g.context().pendingWinCents).toBe(total);
    const collect = g.press({ type: 'COLLECT' });
    expect(collect.moves).toEqual([{ kind: 'win', cents: total }]);
    expect(collect.roundOver).toBe(true);
    expect(moved(g.steps, 'win')).toBe(total + g.context().lastSpin!.paidCents);
    expect(g.table.status().idle).toBe(true);
  });

  it('the gamble: HALVE banks half rounded down, a guess doubles or loses the rest, 10 guesses at most, all on the gamble meters', () => {
    const g = open(9);
    // Play until a spin's win waits.
    for (let i = 0; i < 500 && g.table.status().phase !== 'won'; i += 1) {
      g.press({ type: 'PLAY' });
      g.pace();
    }
    const win = g.context().pendingWinCents;
    expect(win).toBeGreaterThan(0);
    g.action({ type: 'GAMBLE' });
    expect(g.table.status().phase).toBe('gamble');
    const halve = g.action({ type: 'HALVE' });
    expect(halve.moves).toEqual([]);
    expect(g.context().gamble!.bankedCents).toBe(Math.floor(win / 2));
    expect(g.context().gamble!.stakeCents).toBe(win - Math.floor(win / 2));
    let guesses = 0;
    while (g.context().gamble) {
      const step = g.action({ type: 'GUESS', colour: 'red' });
      guesses += 1;
      expect(step.risk?.stakedCents).toBeGreaterThan(0);
    }
    expect(guesses).toBeLessThanOrEqual(10);
    const last = g.steps.at(-1)!;
    expect(last.roundOver).toBe(true);
    // Banked + the outcome: the half always; the rest doubled on every right guess or lost.
    const paid = moved([last], 'win');
    expect(paid).toBeGreaterThanOrEqual(Math.floor(win / 2));
    expect(g.table.view(RICH).gamble.lastCard).not.toBeNull();
  });

  it('a round left waiting settles by itself after the operator’s hours: a waiting win is collected, a Hold and Win not started is played out and collected', () => {
    const g = open(9);
    for (let i = 0; i < 500 && g.table.status().phase !== 'won'; i += 1) {
      g.press({ type: 'PLAY' });
      g.pace();
    }
    const win = g.context().pendingWinCents;
    const deadline = g.context().deadlineMs!;
    expect(deadline).toBe(T0 + 120 * HOUR);
    // Before the deadline nothing happens; after it, SETTLE collects.
    expect(g.table.autoEvent(at(deadline - 1))).toBeNull();
    g.pace(at(deadline));
    expect(g.steps.at(-1)).toMatchObject({ label: 'settle-collect', moves: [{ kind: 'win', cents: win }], roundOver: true });
    expect(g.table.view(at(deadline)).settledByTimeout).toBe(true);
    expect(g.context().deadlineMs).toBeNull();

    g.action({ type: 'BUY' }, at(deadline));
    const due = g.context().deadlineMs!;
    g.pace(at(due));
    const labels = g.steps.map((s) => s.label);
    expect(labels).toContain('settle-feature-start');
    const end = g.steps.at(-1)!;
    expect(end.label).toBe('settle-feature-end');
    expect(end.roundOver).toBe(true);
    expect(moved([end], 'win')).toBe(g.table.view(at(due)).holdAndWin!.totalCents);
    expect(g.table.status().idle).toBe(true);
  });

  it('autoplay plays its count, starts its features itself, pays wins at once and stops before a bet would pass the loss limit', () => {
    const g = open(21);
    g.action({ type: 'AUTOSPIN', count: 600, lossLimitCents: 20_000, winLimitCents: null, stopOnJackpot: false });
    expect('refused' in g.table.command({ type: 'ACTION', action: { type: 'BUY' } }, RICH)).toBe(true);
    g.pace();
    const c = g.context();
    expect(c.autospin).toBeNull();
    expect(['count', 'loss-limit']).toContain(c.autospinStopped);
    expect(g.steps.some((s) => s.detail.waiting !== undefined)).toBe(false);
    expect(g.steps.map((s) => s.label)).toContain('autospin-feature-start');
    const staked = moved(g.steps, 'stake');
    const won = moved(g.steps, 'win');
    expect(staked - won).toBeLessThanOrEqual(20_000);
    expect(g.table.status().idle).toBe(true);
  });

  it('a power-up cancels autoplay, as the rule document says of a disconnection', () => {
    const g = open(4);
    g.action({ type: 'AUTOSPIN', count: 10, lossLimitCents: 5_000, winLimitCents: null, stopOnJackpot: false });
    const event = g.table.powerUpEvent();
    expect(event).not.toBeNull();
    g.send(event!);
    expect(g.context().autospinStopped).toBe('power');
    expect(g.table.powerUpEvent()).toBeNull();
  });

  it('the maximum prize per game caps the Hold and Win total', () => {
    const g = open(5, { ...RULES, maxPrizePerGameCents: 1_000 });
    g.action({ type: 'BUY' });
    g.press({ type: 'PLAY' });
    g.pace();
    const hw = g.table.view(RICH).holdAndWin!;
    expect(hw.totalCents).toBeGreaterThan(1_000);
    expect(hw.paidCents).toBe(1_000 - g.context().lastSpin!.paidCents);
    expect(g.context().roundPaidCents).toBe(1_000);
  });
});
