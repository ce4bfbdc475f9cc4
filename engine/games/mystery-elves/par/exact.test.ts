import { add, q, sum, toNumber, type Q } from '../../../core/rational';
import { TRIGGER_BONUSES, ELVES_MATHS, type ElvesMaths } from '../maths';
import { mysteryElvesWindowWins } from '../spin';
import { symbolIndex, symbolName } from '../symbols';
import { allModesExact } from './exact';
import { spinTotals } from './exact-spin';
import { featureValues, planOf, quickBase } from './tune';

const names = (text: string): number[] => text.trim().split(/\s+/).map(symbolIndex);

describe('the exact maths of Mystery Elves', () => {
  const started = Date.now();
  const exact = allModesExact(ELVES_MATHS);
  // Reported, not asserted (machines differ): a couple of seconds here.
  process.stdout.write(`exact maths of both modes: ${Date.now() - started} ms\n`);

  it('meets the targets, computed: the game 95.01 % ± 0.05 points (aimed at ± 0.01), the 70× buy within 0.5 of it', () => {
    const base = toNumber(exact.base.rtp);
    const buy = toNumber(exact.buy.rtp);
    expect(Math.abs(base - 0.9501)).toBeLessThanOrEqual(0.0005);
    expect(Math.abs(base - 0.9501)).toBeLessThanOrEqual(0.0001);
    expect(Math.abs(buy - 0.9501)).toBeLessThanOrEqual(0.005);
    expect(exact.buy.price).toBe(70);
  });

  it('adds up: the parts make the mean win, the Hold and Win parts make the Hold and Win, the count laws sum to 1', () => {
    for (const e of [exact.base, exact.buy]) {
      expect(add(add(e.lines, e.scatter), e.hold)).toEqual(e.meanWin);
      expect(sum([e.holdValues, e.holdLevels, e.holdMultiplier, e.holdFresh, e.holdFull])).toEqual(e.hold);
      expect(sum(e.bonusCount as Q[])).toEqual(q(1));
      expect(e.trigger).toEqual(sum(e.bonusCount.slice(TRIGGER_BONUSES) as Q[]));
      expect(e.sdPerStake).toBeGreaterThan(0);
    }
    expect(exact.buy.trigger).toEqual(q(1));
    expect(exact.buy.hit).toEqual(q(1));
    // The trigger odds and the feature's value the docs state.
    expect(1 / toNumber(exact.base.trigger)).toBeGreaterThan(150);
    expect(1 / toNumber(exact.base.trigger)).toBeLessThan(200);
  });

  it("equals the tuner's count-only formula (the arrangement keeps the spacing rules, so counts decide the return)", () => {
    const plan = ELVES_MATHS.strips.base.map(planOf);
    const quick = quickBase(plan, featureValues(exact.base.feature));
    expect(Math.abs(quick.rtp - toNumber(exact.base.rtp))).toBeLessThan(1e-12);
    expect(Math.abs(quick.trigger - toNumber(exact.base.trigger))).toBeLessThan(1e-12);
  });
});

describe('the spin enumeration agrees with every stop combination of a small strip set, paid by the cabinet', () => {
  const small: ElvesMaths = {
    ...ELVES_MATHS,
    strips: {
      base: [
        names('SANTA WILD BONUS BONUS HOLLY SCATTER BELL GIFT'),
        names('WILD SANTA BONUS HOLLY BELL SCATTER CANDY BONUS BONUS'),
        names('SANTA BONUS BONUS BONUS WILD HOLLY SCATTER ELF'),
        names('HOLLY SANTA WILD BONUS SCATTER BELL WILD'),
        names('SANTA BONUS BONUS WILD HOLLY SCATTER CANDY GIFT'),
      ],
      buy: ELVES_MATHS.strips.buy,
    },
  };

  it('counts, line and scatter wins, squares, hits and the largest win by BONUS count; line wins by entry', () => {
    const t = spinTotals(small, 'base');
    const strips = small.strips.base;
    const lengths = strips.map((s) => s.length);
    const bins = 16;
    const count = new Array<bigint>(bins).fill(0n);
    const lines = new Array<bigint>(bins).fill(0n);
    const scatter = new Array<bigint>(bins).fill(0n);
    const squares = new Array<bigint>(bins).fill(0n);
    const hits = new Array<bigint>(bins).fill(0n);
    const maxWin = new Array<number>(bins).fill(0);
    const maxCount = new Array<bigint>(bins).fill(0n);
    const byEntry: Record<string, bigint> = {};
    const stops = [0, 0, 0, 0, 0];
    for (let c = 0; c < lengths.reduce((a, b) => a * b, 1); c += 1) {
      let rest = c;
      for (let k = 4; k >= 0; k -= 1) {
        stops[k] = rest % (lengths[k] as number);
        rest = Math.floor(rest / (lengths[k] as number));
      }
      const window = stops.map((stop, k) => [0, 1, 2].map((row) => symbolName((strips[k] as number[])[(stop + row) % (lengths[k] as number)] as number)));
      // At 0.10 € a line bet is 1 cent: cents are line bets.
      const w = mysteryElvesWindowWins(window, 10);
      const n = w.bonusCount;
      const lineWin = w.lineWins.reduce((a, x) => a + x.cents, 0);
      const scatterWin = w.scatterWins.reduce((a, x) => a + x.cents, 0);
      for (const x of w.lineWins) byEntry[`${x.symbol}×${x.count}`] = (byEntry[`${x.symbol}×${x.count}`] ?? 0n) + BigInt(x.cents);
      count[n] = (count[n] as bigint) + 1n;
      lines[n] = (lines[n] as bigint) + BigInt(lineWin);
      scatter[n] = (scatter[n] as bigint) + BigInt(scatterWin);
      squares[n] = (squares[n] as bigint) + BigInt(w.winCents) ** 2n;
      if (w.winCents > 0) hits[n] = (hits[n] as bigint) + 1n;
      if (w.winCents > (maxWin[n] as number)) {
        maxWin[n] = w.winCents;
        maxCount[n] = 1n;
      } else if (w.winCents === maxWin[n]) maxCount[n] = (maxCount[n] as bigint) + 1n;
    }
    expect(t.cycle).toBe(BigInt(lengths.reduce((a, b) => a * b, 1)));
    expect(t.count).toEqual(count);
    expect(t.lines).toEqual(lines);
    expect(t.scatter).toEqual(scatter);
    expect(t.squares).toEqual(squares);
    expect(t.hits).toEqual(hits);
    expect(t.maxWin).toEqual(maxWin);
    expect(t.maxCount).toEqual(maxCount);
    expect(t.byEntry).toEqual(byEntry);
    // The small set reaches the trigger and pays lines and scatters with it.
    expect(count.slice(TRIGGER_BONUSES).some((x) => x > 0n)).toBe(true);
    expect(lines.slice(TRIGGER_BONUSES).some((x) => x > 0n)).toBe(true);
    expect(scatter.some((x) => x > 0n)).toBe(true);
  });
});
