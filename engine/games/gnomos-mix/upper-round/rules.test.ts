import { Xoshiro128 } from '../../../core/xoshiro128';
import type { MinigameCommonContext } from '../minigames/common';
import type { ThreeChoicesContext } from '../minigames/three-choices';
import type { TreasureContext } from '../minigames/treasure';
import { MINIGAME_KINDS, type GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { UPPER_BET_IDS, upperBet, type UpperBetId } from '../upper/bets';
import type { DoubleOrBonusesContext } from '../upper/double-or-bonuses-steps';
import { MINIGAME_SYMBOLS } from '../upper/symbols';
import { UPPER_PAYTABLE } from '../upper/paytable';
import { createUpperRoundMachine } from './machine';
import {
  ALL_MINIGAMES_EQUALLY,
  GOLDEN_GNOME_STOPS,
  MUSHROOM_LINE_STOPS,
  PresetRng,
  RoundDriver,
  minigameTuning,
  onlyMinigame,
  play,
  restoreDriver,
  roundInput,
  startDriver,
  stopWords,
  stopsWhere,
  storedChild,
} from './testing';

/** The upper game's rules as the player and the operator see them through the round. */

const MINIGAME_PRIZE_IDS = new Set(UPPER_PAYTABLE.filter((row) => MINIGAME_SYMBOLS.includes(row.symbol)).map((row) => row.id as string));
const NEVER = minigameTuning(ALL_MINIGAMES_EQUALLY, { win: 0, outOf: 1 });

function spinAt(stops: readonly [number, number, number], betId: UpperBetId, tuning: (level: number) => GnomosLevelTuning, seed = 1, bonusesHeld = 1_000): RoundDriver {
  const rng = new PresetRng(stopWords(stops), new Xoshiro128(seed));
  const driver = startDriver(createUpperRoundMachine(rng, tuning), roundInput(betId));
  driver.send(play(1_000_000_00, bonusesHeld));
  return driver;
}

function dobOf(driver: RoundDriver): DoubleOrBonusesContext | null {
  const slot = driver.context.doubleOrBonuses;
  return slot === null ? null : storedChild<DoubleOrBonusesContext>(slot.snapshot).context;
}

function minigameOf<T = MinigameCommonContext>(driver: RoundDriver): T {
  return storedChild<T>(driver.context.minigame?.snapshot).context;
}

describe('upper rules: a minigame only from a Mushroom, Flower or Log line', () => {
  it('over every stop of the reels: started exactly when such a line shows, its two draws only then', () => {
    const rng = new PresetRng([], new Xoshiro128(1));
    const machine = createUpperRoundMachine(rng, minigameTuning(ALL_MINIGAMES_EQUALLY));
    const idle = startDriver(machine, roundInput('1+5')).stored();
    const stops = stopsWhere('1+5', () => true);
    expect(stops).toHaveLength(16 ** 3);
    let started = 0;
    const wrong: string[] = [];
    for (const at of stops) {
      rng.preset(...stopWords(at));
      const driver = restoreDriver(machine, idle);
      const step = driver.send(play());
      const spin = driver.context.lastSpin;
      const shows = (spin?.lineWins ?? []).some((w) => MINIGAME_PRIZE_IDS.has(w.prizeId));
      const paidAtOnce = spin?.totalCents === 0 || spin?.totalCents === upperBet('1+5').maxPrizeCents;
      const expected = shows ? 'minigame' : paidAtOnce ? 'ready' : 'doubleOrBonuses';
      if ((spin?.minigame !== null) !== shows || driver.value !== expected) wrong.push(`${at.join(',')}: ${String(driver.value)}`);
      // without a minigame line the spin draws its three reels and nothing else
      if (!shows && step.draws.length !== 3) wrong.push(`${at.join(',')}: ${step.draws.length} draws`);
      if (shows) started += 1;
    }
    expect(wrong).toEqual([]);
    expect(started).toBe(stopsWhere('1+5', (o) => o.minigameTriggers.length > 0).length);
  });

  it('a minigame line may still not start one: the trigger draw says no, and the line prize goes to Double-or-Bonuses', () => {
    const driver = spinAt(MUSHROOM_LINE_STOPS, '1+5', NEVER);
    const spinStep = driver.steps[0];
    expect(spinStep?.draws).toHaveLength(4);
    expect(driver.value).toBe('doubleOrBonuses');
    expect(dobOf(driver)?.prizeCents).toBe(5_000);
  });

  it('which minigame follows the level\'s weights: each of the four when it alone weighs', () => {
    for (const kind of MINIGAME_KINDS) {
      const driver = spinAt(MUSHROOM_LINE_STOPS, '1+5', onlyMinigame(kind));
      expect(driver.context.minigame?.kind).toBe(kind);
      expect(driver.context.lastSpin?.minigame).toBe(kind);
      // the deal's draws join the spin's step: one step, the spin's stakes, no prize paid yet
      const step = driver.steps[0];
      expect(driver.steps).toHaveLength(1);
      expect(step?.label).toBe(`upper-spin+${kind}-deal`);
      expect(step?.draws.length).toBeGreaterThan(5);
      expect(step?.moves.map((m) => m.kind)).toEqual(['stake', 'bonus-stake']);
      expect(step?.roundOver).toBe(false);
    }
  });

  it('the level is read from PLAY and kept for the round; a level without tables is refused', () => {
    const driver = startDriver(createUpperRoundMachine(new Xoshiro128(1)), roundInput('1+5'));
    expect(driver.can(play(1_000_000_00, 1_000, 44))).toBe(false);
    expect(driver.can(play(1_000_000_00, 1_000, 251))).toBe(false);
    const seen: number[] = [];
    const rng = new PresetRng(stopWords(MUSHROOM_LINE_STOPS), new Xoshiro128(2));
    const tuned = startDriver(
      createUpperRoundMachine(rng, (level) => {
        seen.push(level);
        return onlyMinigame('treasure')(level);
      }),
      roundInput('1+5'),
    );
    tuned.send(play(1_000_000_00, 1_000, 93));
    expect(seen).toEqual([93]);
    expect(tuned.context.round?.level).toBe(93);
  });
});

describe('upper rules: a minigame replaces the spin prize with one at least as large', () => {
  it.each(UPPER_BET_IDS)('%s: every minigame on every minigame window pays at least the whole spin prize, at most the maximum', (betId) => {
    const windows = stopsWhere(betId, (o) => o.minigameTriggers.length > 0);
    const bet = upperBet(betId);
    windows.slice(0, 24).forEach((at, i) => {
      const kind = MINIGAME_KINDS[i % MINIGAME_KINDS.length] ?? 'treasure';
      const driver = spinAt(at, betId, onlyMinigame(kind), i + 1);
      const spinPrize = driver.context.lastSpin?.totalCents ?? 0;
      expect(minigameOf(driver).linePrizeCents).toBe(spinPrize);
      while (driver.value === 'minigame') driver.send(driver.can({ type: 'COLLECT' }) ? { type: 'COLLECT' } : play());
      const result = minigameOf(driver).result;
      expect(result?.cents).toBeGreaterThanOrEqual(spinPrize);
      expect((result?.cents ?? 0) + (result?.bonuses ?? 0) * 80).toBeLessThanOrEqual(bet.maxPrizeCents);
      // the cash result, not the spin prize, is what Double-or-Bonuses plays
      expect(dobOf(driver)?.prizeCents).toBe(result?.cents);
    });
  });

  it('Three Choices\' bonuses are paid when it ends; its cash is not paid there but goes to Double-or-Bonuses', () => {
    let found = false;
    for (let seed = 1; !found && seed < 400; seed += 1) {
      // at 0.20 € + 1 the Mushroom line (10 €) is below 4 units (16 €): offers there may carry bonuses
      const driver = spinAt(MUSHROOM_LINE_STOPS, '0.20+1', onlyMinigame('three-choices'), seed);
      const offers = minigameOf<ThreeChoicesContext>(driver).offers;
      if ((offers[0]?.bonuses ?? 0) === 0) continue;
      found = true;
      const closing = driver.send({ type: 'COLLECT' });
      expect(closing.moves).toEqual([{ kind: 'bonus-win', bonuses: offers[0]?.bonuses }]);
      expect(closing.roundOver).toBe(false);
      expect(driver.value).toBe('doubleOrBonuses');
      // Double-or-Bonuses counts them in the bonuses held: the PLAY's 1,000 less the bet's 1, plus these
      expect(dobOf(driver)?.bonusesHeld).toBe(1_000 - 1 + (offers[0]?.bonuses ?? 0));
      expect(dobOf(driver)?.prizeCents).toBe(offers[0]?.cents);
    }
    expect(found).toBe(true);
  });
});

describe('upper rules: Double-or-Bonuses and the 6,000-bonus limit', () => {
  it('offered with 6,000 bonuses held after the stake; above that the prize is paid directly and the round ends', () => {
    const bet = upperBet('1+5');
    const at = spinAt(MUSHROOM_LINE_STOPS, '1+5', NEVER, 1, 6_000 + bet.bonuses);
    expect(at.value).toBe('doubleOrBonuses');
    expect(dobOf(at)?.bonusesHeld).toBe(6_000);

    const over = spinAt(MUSHROOM_LINE_STOPS, '1+5', NEVER, 1, 6_001 + bet.bonuses);
    expect(over.value).toBe('ready');
    const step = over.steps[0];
    expect(step?.label).toBe('upper-spin+double-or-bonuses-paid');
    expect(step?.moves).toEqual([
      { kind: 'stake', cents: 100 },
      { kind: 'bonus-stake', bonuses: 5 },
      { kind: 'win', cents: 5_000 },
    ]);
    expect(step?.roundOver).toBe(true);
    expect(step?.roundWon).toBe(true);
    expect(dobOf(over)?.endReason).toBe('paid-direct-bonus-limit');
  });

  it('above the limit a minigame\'s cash is paid directly when it ends, in its closing step', () => {
    const driver = spinAt(MUSHROOM_LINE_STOPS, '1+5', onlyMinigame('treasure'), 4, 7_000);
    expect(driver.value).toBe('minigame');
    const closing = driver.send({ type: 'HOLD', reel: 2 });
    const won = minigameOf<TreasureContext>(driver).caps[2];
    expect(closing.label).toBe('treasure-pick+double-or-bonuses-paid');
    expect(closing.moves).toEqual([{ kind: 'win', cents: won }]);
    expect(closing.roundOver).toBe(true);
    expect(closing.roundWon).toBe(true);
    expect(driver.value).toBe('ready');
  });
});

describe('upper rules: the maximum prize is paid directly', () => {
  it.each(UPPER_BET_IDS)('%s: three Golden Gnomes pay the maximum at once, never risked', (betId) => {
    const bet = upperBet(betId);
    const driver = spinAt(GOLDEN_GNOME_STOPS, betId, minigameTuning(ALL_MINIGAMES_EQUALLY));
    expect(driver.value).toBe('ready');
    expect(driver.steps).toHaveLength(1);
    expect(driver.steps[0]?.moves).toEqual([
      { kind: 'stake', cents: bet.cashCents },
      { kind: 'bonus-stake', bonuses: bet.bonuses },
      { kind: 'win', cents: bet.maxPrizeCents },
    ]);
    expect(driver.steps[0]?.roundOver).toBe(true);
    expect(dobOf(driver)?.endReason).toBe('paid-direct-max-prize');
  });

  it('a minigame that reaches the maximum pays it directly too', () => {
    let checked = false;
    for (let seed = 1; !checked && seed < 2_000; seed += 1) {
      const driver = spinAt(MUSHROOM_LINE_STOPS, '0.20+1', onlyMinigame('treasure'), seed);
      if (minigameOf<TreasureContext>(driver).caps[0] !== 10_000) continue;
      checked = true;
      const closing = driver.send(play());
      expect(closing.moves).toEqual([{ kind: 'win', cents: 10_000 }]);
      expect(closing.roundOver).toBe(true);
      expect(dobOf(driver)?.endReason).toBe('paid-direct-max-prize');
      expect(driver.value).toBe('ready');
    }
    expect(checked).toBe(true);
  });
});
