import { Xoshiro128 } from '../../../core/xoshiro128';
import type { MinigameCommonContext } from '../minigames/common';
import type { StrawberryContext } from '../minigames/strawberry';
import type { DoubleOrBonusesContext } from '../upper/double-or-bonuses-steps';
import { initialUpperRoundContext } from './context';
import { createUpperRoundMachine, type UpperRoundEvent } from './machine';
import {
  ALL_MINIGAMES_EQUALLY,
  MUSHROOM_LINE_STOPS,
  PresetRng,
  RoundDriver,
  autoStep,
  minigameTuning,
  onlyMinigame,
  play,
  roundInput,
  startDriver,
  stopWords,
  storedChild,
} from './testing';
import type { MinigameKind } from '../tuning/gnomos-tuning';
import type { UpperBetId } from '../upper/bets';

/** The upper round's bookkeeping and buttons: rounds and steps numbered on, bets between rounds, the lights, what is refused. */

const NEVER = minigameTuning(ALL_MINIGAMES_EQUALLY, { win: 0, outOf: 1 });

function mushroomRound(kind: MinigameKind | null, betId: UpperBetId = '1+5', extra: Parameters<typeof roundInput>[1] = {}, seed = 1): RoundDriver {
  const rng = new PresetRng(stopWords(MUSHROOM_LINE_STOPS), new Xoshiro128(seed));
  const driver = startDriver(createUpperRoundMachine(rng, kind === null ? NEVER : onlyMinigame(kind)), roundInput(betId, extra));
  driver.send(play());
  return driver;
}

const childOf = <T>(snapshot: unknown): T => storedChild<T>(snapshot).context;

describe('upper round: the operator\'s bets', () => {
  it('refuses unknown or no enabled bets; a bet that is not enabled falls back to the first enabled', () => {
    expect(() => initialUpperRoundContext({ ...roundInput(), enabledBets: ['1+5', '3+3' as UpperBetId] })).toThrow(RangeError);
    expect(() => initialUpperRoundContext({ ...roundInput(), enabledBets: [] })).toThrow(RangeError);
    expect(() => initialUpperRoundContext({ ...roundInput(), seq: -1 })).toThrow(RangeError);
    expect(() => initialUpperRoundContext({ ...roundInput(), lastRoundId: 1.5 })).toThrow(RangeError);
    const context = initialUpperRoundContext(roundInput('20+200', { enabledBets: ['10+50', '1+5'] }));
    expect(context.enabledBets).toEqual(['1+5', '10+50']);
    expect(context.betId).toBe('1+5');
  });

  it('BET_SELECT takes an enabled bet other than the one in play; BET_NEXT wraps; each is a step without money', () => {
    const driver = startDriver(createUpperRoundMachine(new Xoshiro128(1)), roundInput('1+5', { enabledBets: ['1+5', '5+25', '20+200'], seq: 40 }));
    expect(driver.can({ type: 'BET_SELECT', betId: '1+5' })).toBe(false);
    expect(driver.can({ type: 'BET_SELECT', betId: '10+50' })).toBe(false);
    expect(driver.can({ type: 'BET_SELECT', betId: '1 + 5' })).toBe(false);
    expect(driver.send({ type: 'BET_SELECT', betId: '20+200' })).toEqual({
      seq: 41,
      roundId: null,
      label: 'bet-change',
      moves: [],
      draws: [],
      roundOver: true,
      detail: { from: '1+5', to: '20+200' },
    });
    driver.send({ type: 'BET_NEXT' });
    expect(driver.context.betId).toBe('1+5');
    const single = startDriver(createUpperRoundMachine(new Xoshiro128(1)), roundInput('5+25', { enabledBets: ['5+25'] }));
    expect(single.can({ type: 'BET_NEXT' })).toBe(false);
  });

  it('the bet cannot change inside a round', () => {
    const driver = mushroomRound('strawberry');
    expect(driver.value).toBe('minigame');
    expect(driver.can({ type: 'BET_NEXT' })).toBe(false);
    expect(driver.can({ type: 'BET_SELECT', betId: '5+25' })).toBe(false);
  });
});

describe('upper round: PLAY in ready', () => {
  it('needs the bet\'s cash and its bonuses', () => {
    const driver = startDriver(createUpperRoundMachine(new Xoshiro128(1)), roundInput('5+25'));
    expect(driver.can(play(500, 25))).toBe(true);
    expect(driver.can(play(499, 25))).toBe(false);
    expect(driver.can(play(500, 24))).toBe(false);
    expect(driver.can(play(500.5, 25))).toBe(false);
    // AUTO-PLAY plays a game through PLAY: the round takes no AUTO_STEP between rounds
    expect(driver.can(autoStep())).toBe(false);
    expect(driver.can({ type: 'COLLECT' })).toBe(false);
  });

  it('starts round lastRoundId + 1 with step seq + 1, stakes cash and bonuses, and the level is kept with the round', () => {
    const driver = mushroomRound(null, '10+50', { seq: 900, lastRoundId: 33 });
    const spin = driver.steps[0];
    expect(spin?.seq).toBe(901);
    expect(spin?.roundId).toBe(34);
    expect(spin?.moves).toEqual([
      { kind: 'stake', cents: 1_000 },
      { kind: 'bonus-stake', bonuses: 50 },
    ]);
    expect(spin?.roundOver).toBe(false);
    expect(driver.context.lastRoundId).toBe(34);
    expect(driver.context.round).toEqual({ roundId: 34, level: 80, bonusesHeld: 950, wonCents: 0, wonBonuses: 0 });
    expect(driver.context.stops).toEqual([...MUSHROOM_LINE_STOPS]);
    // Double-or-Bonuses starts from the PLAY's bonuses less the bet's
    expect(childOf<DoubleOrBonusesContext>(driver.context.doubleOrBonuses?.snapshot).bonusesHeld).toBe(950);
  });

  it('a spin that wins nothing ends its round in its own step', () => {
    const rng = new PresetRng(stopWords([0, 3, 13]), new Xoshiro128(1));
    const driver = startDriver(createUpperRoundMachine(rng), roundInput('1+5'));
    const step = driver.send(play());
    expect(step).toMatchObject({ roundId: 1, label: 'upper-spin', roundOver: true, roundWon: false });
    expect(driver.value).toBe('ready');
    expect(driver.context.round).toBeNull();
  });
});

describe('upper round: the minigame\'s buttons', () => {
  it('ADVANCE/HOLD n opens the item above reel n, a touch any closed item; opened or missing ones are refused', () => {
    const driver = mushroomRound('find-prizes', '1+5', {}, 3);
    const elements = childOf<{ elements: { kind: string }[] }>(driver.context.minigame?.snapshot).elements;
    expect(driver.can({ type: 'HOLD', reel: 3 as 0 })).toBe(false);
    expect(driver.can({ type: 'PICK', index: 9 })).toBe(false);
    const firstPrize = elements.findIndex((e) => e.kind === 'prize');
    const step = driver.send(firstPrize < 3 ? { type: 'HOLD', reel: firstPrize as 0 | 1 | 2 } : { type: 'PICK', index: firstPrize });
    expect(step.detail['element']).toBe(firstPrize);
    expect(step.roundId).toBe(1);
    expect(driver.can({ type: 'PICK', index: firstPrize })).toBe(false);
  });

  it('COLLECT only in Three Choices; PLAY discards there, and the third offer must be collected', () => {
    expect(mushroomRound('strawberry').can({ type: 'COLLECT' })).toBe(false);
    const driver = mushroomRound('three-choices');
    expect(driver.can({ type: 'HOLD', reel: 0 })).toBe(false);
    expect(driver.can({ type: 'PICK', index: 0 })).toBe(false);
    driver.send(play());
    driver.send(play());
    expect(driver.can(play())).toBe(false);
    expect(driver.can({ type: 'COLLECT' })).toBe(true);
  });

  it('AUTO_STEP plays only with AUTO-PLAY lit; the lights reach the minigame in play and the next one', () => {
    const driver = mushroomRound('strawberry', '1+5', {}, 5);
    expect(driver.can(autoStep())).toBe(false);
    const set = driver.send({ type: 'AUTO_SET', autoPlay: true, autoRisk: false });
    expect(set).toMatchObject({ label: 'auto-set', roundId: 1, moves: [], roundOver: false, detail: { forwardedAs: ['auto-set'] } });
    expect(childOf<StrawberryContext>(driver.context.minigame?.snapshot).autoPlay).toBe(true);
    expect(driver.can(autoStep())).toBe(true);
    while (driver.value === 'minigame') driver.send(autoStep());
    expect(driver.value).toBe('doubleOrBonuses');

    const lit = mushroomRound('treasure', '1+5', { autoPlay: true, autoRisk: true });
    expect(childOf<MinigameCommonContext>(lit.context.minigame?.snapshot)).toMatchObject({ autoPlay: true, autoRisk: true });
    lit.send(autoStep());
    // AUTO-RISK lit: Double-or-Bonuses starts with it and takes the beat
    expect(childOf<DoubleOrBonusesContext>(lit.context.doubleOrBonuses?.snapshot).autoRisk).toBe(true);
    expect(lit.can(autoStep())).toBe(true);
  });
});

describe('upper round: Double-or-Bonuses\' buttons', () => {
  it('AUTO_STEP risks only with AUTO-RISK lit; AUTO_SET switches it there too', () => {
    const driver = mushroomRound(null);
    expect(driver.value).toBe('doubleOrBonuses');
    expect(driver.can(autoStep())).toBe(false);
    const set = driver.send({ type: 'AUTO_SET', autoPlay: false, autoRisk: true });
    expect(set.detail['forwardedAs']).toEqual(['auto-risk-on']);
    expect(driver.context.autoRisk).toBe(true);
    const risk = driver.send(autoStep());
    expect(risk.label).toBe('auto-risk');
    expect(risk.draws.length).toBeGreaterThan(0);
  });

  it('COLLECT banks one fraction, COLLECT_ALL the rest: the round ends on that step', () => {
    const driver = mushroomRound(null);
    expect(driver.send({ type: 'COLLECT' }).moves).toEqual([{ kind: 'win', cents: 1_000 }]);
    const last = driver.send({ type: 'COLLECT_ALL' });
    expect(last.moves).toEqual([{ kind: 'win', cents: 4_000 }]);
    expect(last).toMatchObject({ roundId: 1, roundOver: true, roundWon: true });
    expect(driver.value).toBe('ready');
    expect(driver.can({ type: 'COLLECT' })).toBe(false);
  });

  it('AUTO_SET between rounds is a step outside any round; a malformed one is refused', () => {
    const driver = startDriver(createUpperRoundMachine(new Xoshiro128(1)), roundInput('1+5'));
    const step = driver.send({ type: 'AUTO_SET', autoPlay: true, autoRisk: true });
    expect(step).toEqual({ seq: 1, roundId: null, label: 'auto-set', moves: [], draws: [], roundOver: true, detail: { autoPlay: true, autoRisk: true, forwardedAs: [] } });
    expect(driver.can({ type: 'AUTO_SET', autoPlay: 'yes', autoRisk: true } as unknown as UpperRoundEvent)).toBe(false);
  });
});
