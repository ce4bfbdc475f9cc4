import type { MoneyMove } from '../../core/round-step';
import { Xoshiro128 } from '../../core/xoshiro128';
import { drawExpandingSymbol } from './spin';
import {
  changeBet,
  expand,
  freeSpin,
  initialContext,
  isRefusal,
  paidSpin,
  phaseOf,
  revealExpanding,
  autospinStopReason,
  startAutospin,
  stopAutospin,
  type Balances,
  type GonzoAutoplaySetup,
  type GonzoContext,
  type GonzoRules,
} from './round';

const RULES: GonzoRules = { betsCents: [20, 100, 200, 1000], defaultBetCents: 100, maxPrizePerGameCents: 4_000_000 };
const RICH: Balances = { creditsCents: 100_000_000 };

function ok(x: GonzoContext | { refused: string }): GonzoContext {
  if (isRefusal(x)) throw new Error(x.refused);
  return x;
}

const cents = (moves: readonly MoneyMove[], kind: MoneyMove['kind']): number => moves.filter((m) => m.kind === kind).reduce((sum, m) => sum + ('cents' in m ? m.cents : 0), 0);

/** Paid spins until free spins are awarded. */
function untilTrigger(rng: Xoshiro128, start: GonzoContext): GonzoContext {
  let c = start;
  for (let i = 0; i < 20_000; i += 1) {
    c = ok(paidSpin(rng, c, RICH, 'spin'));
    if (phaseOf(c) === 'pick') return c;
  }
  throw new Error('no trigger');
}

/** Plays the free spins through PLAY's order (spin, expansion when due) to the end, keeping every step. */
function playFeature(rng: Xoshiro128, start: GonzoContext): GonzoContext[] {
  const out: GonzoContext[] = [];
  let c = start;
  while (phaseOf(c) !== 'ready') {
    c = ok(phaseOf(c) === 'expansion' ? expand(c, 'expansion') : freeSpin(rng, c, 'free-spin'));
    out.push(c);
  }
  return out;
}

describe("Gonzo's Gold round", () => {
  test('a paid spin takes the bet and pays its clusters and Scatter bonus at once', () => {
    const rng = new Xoshiro128(11);
    let c = initialContext(RULES);
    let won = 0;
    for (let i = 0; i < 400; i += 1) {
      c = ok(paidSpin(rng, c, RICH, 'spin'));
      if (phaseOf(c) !== 'ready') break;
      const step = c.step!;
      expect(cents(step.moves, 'stake')).toBe(100);
      expect(cents(step.moves, 'win')).toBe(c.lastSpin!.result.winCents);
      expect(step.roundOver).toBe(true);
      won += cents(step.moves, 'win');
    }
    expect(won).toBeGreaterThan(0);
  });

  test('three Scatters award 10 free spins; the Expanding Symbol is the Rng’s draw, whatever cover is touched', () => {
    const c = untilTrigger(new Xoshiro128(5), initialContext(RULES));
    expect(c.freeSpins).toMatchObject({ awarded: 10, remaining: 10, expanding: null, betCents: 100 });
    expect(c.step!.roundOver).toBe(false);
    expect(freeSpin(new Xoshiro128(1), c, 'free-spin')).toEqual({ refused: 'no free spin is due' });
    const byCover = [0, 3].map((cover) => ok(revealExpanding(new Xoshiro128(77), c, cover, 'reveal')));
    expect(byCover[0]!.freeSpins!.expanding).toBe(byCover[1]!.freeSpins!.expanding);
    expect(byCover[0]!.freeSpins!.expanding).toBe(drawExpandingSymbol(new Xoshiro128(77)));
    expect(byCover[1]!.freeSpins!.pickedCover).toBe(3);
    expect(byCover[0]!.step!.draws).toHaveLength(1);
    expect(changeBet(byCover[0]!, 200)).toEqual({ refused: 'the bet changes between rounds' });
  });

  test('free spins pay their whole total in one move at the end; an expansion is a step of its own that draws nothing', () => {
    const rng = new Xoshiro128(2024);
    let seen = 0;
    let c = initialContext(RULES);
    for (let award = 0; award < 12 && seen < 3; award += 1) {
      c = ok(revealExpanding(rng, untilTrigger(rng, c), null, 'reveal'));
      const steps = playFeature(rng, c);
      const last = steps[steps.length - 1]!;
      let running = 0;
      steps.forEach((s, i) => {
        const step = s.step!;
        const isLast = i === steps.length - 1;
        expect(step.roundOver).toBe(isLast);
        if (!isLast) expect(step.moves).toEqual([]);
        if (step.label === 'expansion') {
          seen += 1;
          expect(step.draws).toEqual([]);
          const before = steps[i - 1] ?? c;
          expect(phaseOf(before)).toBe('expansion');
          expect(step.detail.extraCents).toBeGreaterThan(0);
        } else {
          expect(step.draws).toHaveLength(5);
        }
        running = s.freeSpins!.winCents;
      });
      expect(cents(last.step!.moves, 'win')).toBe(running);
      expect(last.freeSpins!.ended).toBe(true);
      expect(last.freeSpins!.played).toBe(last.freeSpins!.awarded);
      expect(last.roundWinCents).toBe(c.roundWinCents + running);
      c = last;
    }
    expect(seen).toBeGreaterThanOrEqual(3);
  });

  test('the maximum prize per game ends the round: what is over it is cut and the free spins are forfeited', () => {
    const rules: GonzoRules = { ...RULES, maxPrizePerGameCents: 150 };
    const rng = new Xoshiro128(99);
    let c = initialContext(rules);
    for (let i = 0; i < 20_000; i += 1) {
      c = ok(paidSpin(rng, c, RICH, 'spin'));
      if (c.lastSpin!.result.freeSpinsAwarded > 0 && c.lastSpin!.result.winCents > 150) break;
    }
    expect(c.lastSpin!.cutCents).toBe(c.lastSpin!.result.winCents - 150);
    expect(cents(c.step!.moves, 'win')).toBe(150);
    expect(phaseOf(c)).toBe('ready');
    expect(c.step!.detail.capped).toMatchObject({ forfeitedSpins: 10 });
  });

  test('autoplay stops on any win, on a single win ≥ X, on the balance up by X, and before the balance would fall by more than X', () => {
    const base: GonzoAutoplaySetup = { count: 500, stopOnAnyWin: false, winLimitCents: null, balanceUpCents: null, balanceDownCents: 1_000_000 };
    const run = (setup: GonzoAutoplaySetup, seed: number) => {
      const rng = new Xoshiro128(seed);
      let c = ok(startAutospin(initialContext(RULES), setup));
      for (let i = 0; i < 2000 && c.autospin; i += 1) {
        if (phaseOf(c) === 'pick') c = ok(revealExpanding(rng, c, null, 'autospin-reveal'));
        else if (phaseOf(c) === 'free') c = ok(freeSpin(rng, c, 'free-spin'));
        else if (phaseOf(c) === 'expansion') c = ok(expand(c, 'expansion'));
        else {
          // As the machine does: the pace asks why not before each paid spin.
          const reason = autospinStopReason(c, RICH);
          if (reason) return { c: ok(stopAutospin(c, reason)), stop: reason, lostCents: c.autospin!.betCents - c.autospin!.wonCents };
          c = ok(paidSpin(rng, c, RICH, 'autospin'));
        }
      }
      return { c, stop: c.autospinStopped, lostCents: 0 };
    };
    const anyWin = run({ ...base, stopOnAnyWin: true }, 1);
    expect(anyWin.stop).toBe('any-win');
    expect(anyWin.c.roundWinCents).toBeGreaterThan(0);
    const single = run({ ...base, winLimitCents: 500 }, 2);
    expect(single.stop).toBe('win-limit');
    expect(single.c.roundWinCents).toBeGreaterThanOrEqual(500);
    const up = run({ ...base, balanceUpCents: 300 }, 3);
    expect(up.stop).toBe('balance-up');
    expect(up.c.autospin).toBeNull();
    const down = run({ ...base, balanceDownCents: 500 }, 4);
    expect(down.stop).toBe('balance-down');
    // It stopped before the spin that would take the balance down by more than 5,00 €.
    expect(down.lostCents).toBeLessThanOrEqual(500);
    expect(down.lostCents + 100).toBeGreaterThan(500);
  });

  test('autoplay needs a balance-down limit and starts only between rounds', () => {
    const c = initialContext(RULES);
    expect(startAutospin(c, { count: 10, stopOnAnyWin: false, winLimitCents: null, balanceUpCents: null, balanceDownCents: 0 })).toEqual({ refused: 'autoplay needs a balance-down limit' });
    const pick = untilTrigger(new Xoshiro128(5), c);
    expect(startAutospin(pick, { count: 10, stopOnAnyWin: false, winLimitCents: null, balanceUpCents: null, balanceDownCents: 100 })).toEqual({ refused: 'autoplay starts between rounds' });
  });
});
