import { Xoshiro128 } from '../../../core/xoshiro128';
import type { FindPrizesContext } from '../minigames/find-prizes';
import type { StrawberryContext } from '../minigames/strawberry';
import type { ThreeChoicesContext } from '../minigames/three-choices';
import type { GnomosLevelTuning, MinigameKind } from '../tuning/gnomos-tuning';
import type { DoubleOrBonusesContext } from '../upper/double-or-bonuses-steps';
import { createUpperRoundMachine } from './machine';
import { presentUpperRound } from './presentation';
import {
  ALL_MINIGAMES_EQUALLY,
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
  storedChild,
} from './testing';

/**
 * Power cuts: the round's snapshot goes through JSON (as the database stores it) at the hardest
 * moments, and the restored round must go on exactly as the original: the same hidden prizes
 * (whatever Rng the restored cabinet has) and, with the Rng where it was, the same steps.
 */

interface Played {
  readonly driver: RoundDriver;
  /** The machine's generator, to restore another one at the same point. */
  readonly inner: Xoshiro128;
  readonly tuning: (level: number) => GnomosLevelTuning;
}

/** A 1 € + 5 round whose spin shows a Mushroom line, starting `kind` (or, with null, no minigame). */
function roundWith(kind: MinigameKind | null, seed: number): Played {
  const inner = new Xoshiro128(seed);
  const tuning = kind === null ? minigameTuning(ALL_MINIGAMES_EQUALLY, { win: 0, outOf: 1 }) : onlyMinigame(kind);
  const driver = startDriver(createUpperRoundMachine(new PresetRng(stopWords(MUSHROOM_LINE_STOPS), inner), tuning), roundInput('1+5'));
  driver.send(play());
  return { driver, inner, tuning };
}

function minigameContext<T>(driver: RoundDriver): T {
  return storedChild<T>(driver.context.minigame?.snapshot).context;
}

/** The rest of a round as one player would play it: the minigame's highlighted items, then risk twice and bank all. */
function playOn(driver: RoundDriver): void {
  while (driver.value === 'minigame') driver.send(driver.can({ type: 'COLLECT' }) ? { type: 'COLLECT' } : play());
  for (let risks = 0; risks < 2 && driver.value === 'doubleOrBonuses'; risks += 1) driver.send(play());
  if (driver.value === 'doubleOrBonuses') driver.send({ type: 'COLLECT_ALL' });
}

/**
 * Stores `original`, restores it twice, and plays all three on with `rest`: the one whose Rng
 * stands where the original's does must make the same steps to the end of the round; the one
 * with another Rng must make the same steps as long as no new draw is made (the hidden layout
 * was drawn at the deal and is in the snapshot).
 */
function expectSameContinuation(played: Played, rest: (d: RoundDriver) => void, drawFreeSteps: number): void {
  const { driver: original, inner, tuning } = played;
  const stored = original.stored();
  const same = restoreDriver(createUpperRoundMachine(Xoshiro128.fromState(inner.state()), tuning), stored);
  const other = restoreDriver(createUpperRoundMachine(new Xoshiro128(987_654), tuning), stored);
  for (const restored of [same, other]) {
    expect(restored.value).toEqual(original.value);
    expect(restored.context).toEqual(original.context);
    expect(presentUpperRound(restored.snapshot as never)).toEqual(presentUpperRound(original.snapshot as never));
  }
  const before = original.steps.length;
  rest(original);
  rest(same);
  rest(other);
  const continued = original.steps.slice(before);
  expect(continued.length).toBeGreaterThan(0);
  expect(same.steps).toEqual(continued);
  expect(same.context).toEqual(original.context);
  expect(same.value).toBe('ready');
  expect(other.steps.slice(0, drawFreeSteps)).toEqual(continued.slice(0, drawFreeSteps));
}

describe('upper round: a power cut and the restored round', () => {
  it('Strawberry at the second basket: the same baskets, the same prize, then the same Double-or-Bonuses', () => {
    let played: Played | null = null;
    for (let seed = 1; played === null; seed += 1) {
      const candidate = roundWith('strawberry', seed);
      if (minigameContext<StrawberryContext>(candidate.driver).picksAllowed === 2) played = candidate;
    }
    played.driver.send({ type: 'PICK', index: 2 });
    const hidden = minigameContext<StrawberryContext>(played.driver).baskets;
    expect(presentUpperRound(played.driver.snapshot as never).minigame?.picksLeft).toBe(1);
    // the second basket opens with no draw, and its prize goes on to Double-or-Bonuses
    expectSameContinuation(played, (d) => {
      const step = d.send({ type: 'HOLD', reel: 0 });
      expect(step.detail['prizeCents']).toBe(hidden[0]);
      playOn(d);
    }, 1);
  });

  it('Three Choices after one discard: the same offers still to come', () => {
    const played = roundWith('three-choices', 11);
    const offers = minigameContext<ThreeChoicesContext>(played.driver).offers;
    played.driver.send(play());
    expect(presentUpperRound(played.driver.snapshot as never).minigame?.offer).toEqual({ ...offers[1], discardsLeft: 1 });
    expectSameContinuation(played, (d) => {
      d.send(play());
      expect(presentUpperRound(d.snapshot as never).minigame?.offer).toEqual({ ...offers[2], discardsLeft: 0 });
      playOn(d);
    }, 2);
  });

  it('Find the Prizes mid-way: the same elements under the closed ones', () => {
    const played = roundWith('find-prizes', 5);
    const elements = minigameContext<FindPrizesContext>(played.driver).elements;
    const prizes = elements.flatMap((e, i) => (e.kind === 'prize' ? [i] : []));
    expect(prizes.length).toBeGreaterThanOrEqual(3);
    for (const index of prizes.slice(0, 3)) played.driver.send({ type: 'PICK', index });
    expect(played.driver.value).toBe('minigame');
    expectSameContinuation(played, (d) => {
      playOn(d);
      expect(minigameContext<FindPrizesContext>(d).elements).toEqual(elements);
    }, 1);
  });

  it('Double-or-Bonuses at the third fraction, AUTO-RISK on: the lights kept, the same risks', () => {
    const played = roundWith(null, 3);
    const { driver } = played;
    expect(driver.value).toBe('doubleOrBonuses');
    driver.send({ type: 'COLLECT' });
    driver.send({ type: 'COLLECT' });
    driver.send({ type: 'AUTO_SET', autoPlay: false, autoRisk: true });
    const dob = storedChild<DoubleOrBonusesContext>(driver.context.doubleOrBonuses?.snapshot).context;
    expect(dob.fractionIndex).toBe(2);
    expect(dob.autoRisk).toBe(true);
    expectSameContinuation(played, (d) => {
      expect(d.context.autoRisk).toBe(true);
      while (d.value === 'doubleOrBonuses') d.send({ type: 'AUTO_STEP', creditsCents: 0, bonusesHeld: 0, level: 80 });
    }, 0);
  });
});
