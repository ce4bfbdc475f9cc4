import { Xoshiro128 } from '../../../core/xoshiro128';
import type { FindPrizesContext } from '../minigames/find-prizes';
import type { StrawberryContext } from '../minigames/strawberry';
import type { ThreeChoicesContext } from '../minigames/three-choices';
import type { TreasureContext } from '../minigames/treasure';
import { MINIGAME_KINDS, type MinigameKind } from '../tuning/gnomos-tuning';
import { evaluateUpperWindow, upperWindow } from '../upper/spin';
import { UPPER_START_STOPS } from './context';
import { createUpperRoundMachine } from './machine';
import type { MinigameTileContent } from './minigame-view';
import { isUpperRoundIdle, presentUpperRound, type UpperRoundPresentation } from './presentation';
import { MUSHROOM_LINE_STOPS, PresetRng, RoundDriver, onlyMinigame, play, roundInput, startDriver, stopWords, storedChild } from './testing';

/** The upper game's screen as the round presents it: what shows, what stays hidden, and for how long. */

const view = (driver: RoundDriver): UpperRoundPresentation => presentUpperRound(driver.snapshot as never);

/** What each item of the minigame really holds, and which the player has seen: from the child's own context. */
function layout(driver: RoundDriver): { contents: MinigameTileContent[]; open: number[] } {
  const slot = driver.context.minigame;
  if (slot === null) throw new Error('no minigame');
  const c = storedChild<unknown>(slot.snapshot).context;
  const prize = (cents: number): MinigameTileContent => ({ kind: 'prize', cents });
  switch (slot.kind) {
    case 'strawberry': {
      const s = c as StrawberryContext;
      return { contents: s.baskets.map(prize), open: [...s.opened] };
    }
    case 'treasure': {
      const t = c as TreasureContext;
      return { contents: t.caps.map(prize), open: t.lifted === null ? [] : [t.lifted] };
    }
    case 'find-prizes': {
      const f = c as FindPrizesContext;
      return { contents: f.elements.map((e) => (e.kind === 'prize' ? prize(e.cents) : { kind: e.kind })), open: [...f.opened] };
    }
    case 'three-choices': {
      // the offers discarded and the one on show (or taken) have been seen
      const o = c as ThreeChoicesContext;
      return { contents: o.offers.map((x) => prize(x.cents)), open: o.offers.map((_, i) => i).filter((i) => i <= o.shown) };
    }
  }
}

function minigameRound(kind: MinigameKind, seed: number): RoundDriver {
  const driver = startDriver(createUpperRoundMachine(new PresetRng(stopWords(MUSHROOM_LINE_STOPS), new Xoshiro128(seed)), onlyMinigame(kind)), roundInput('1+5'));
  driver.send(play());
  return driver;
}

describe('upper round view: before the first spin', () => {
  it('shows the start window (no prize line), the bet, nothing in play', () => {
    const driver = startDriver(createUpperRoundMachine(new Xoshiro128(1)), roundInput('5+25', { enabledBets: ['1+5', '5+25'] }));
    expect(evaluateUpperWindow(upperWindow(UPPER_START_STOPS), '1+5').lineWins).toEqual([]);
    expect(view(driver)).toEqual({
      phase: 'ready',
      betId: '5+25',
      enabledBets: ['1+5', '5+25'],
      stops: [...UPPER_START_STOPS],
      lastSpin: null,
      minigame: null,
      doubleOrBonuses: null,
      prizeCents: 0,
    });
    expect(isUpperRoundIdle(driver.value)).toBe(true);
  });
});

describe('upper round view: a minigame never shows a prize before it is opened', () => {
  it.each(MINIGAME_KINDS)('%s: closed items show nothing, opened ones what they hold, left ones are discarded unseen', (kind) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const driver = minigameRound(kind, seed);
      while (driver.value === 'minigame') {
        const shown = view(driver).minigame;
        const { contents, open } = layout(driver);
        expect(shown?.phase).not.toBe('done');
        expect(shown?.tiles.map((t) => t.content)).toEqual(contents.map((c, i) => (open.includes(i) ? c : null)));
        expect(shown?.tiles.filter((t) => t.state === 'hidden').map((t) => t.index)).toEqual(contents.map((_, i) => i).filter((i) => !open.includes(i)));
        // PLAY opens the highlighted item: the leftmost closed one (none in Three Choices, where PLAY discards)
        const highlighted = shown?.tiles.filter((t) => t.highlighted).map((t) => t.index);
        expect(highlighted).toEqual(kind === 'three-choices' ? [] : [contents.findIndex((_, i) => !open.includes(i))]);
        // Three Choices: some players take the first coins, others discard while they may
        const collect = kind === 'three-choices' && (seed % 2 === 0 || !driver.can(play()));
        driver.send(collect ? { type: 'COLLECT' } : play());
      }
      const over = view(driver).minigame;
      const { contents, open } = layout(driver);
      expect(over?.phase).toBe('done');
      expect(over?.tiles.map((t) => t.content)).toEqual(contents.map((c, i) => (open.includes(i) ? c : null)));
      expect(over?.tiles.filter((t) => !open.includes(t.index)).every((t) => t.state === 'discarded')).toBe(true);
      expect(over?.tiles.some((t) => t.state === 'hidden' || t.highlighted)).toBe(false);
    }
  });

  it('Three Choices shows the coins on offer and the discarded ones, never the ones to come', () => {
    const driver = minigameRound('three-choices', 9);
    const offers = storedChild<ThreeChoicesContext>(driver.context.minigame?.snapshot).context.offers;
    expect(view(driver).minigame?.offer).toEqual({ ...offers[0], discardsLeft: 2 });
    expect(view(driver).minigame?.tiles.map((t) => t.content)).toEqual([{ kind: 'prize', cents: offers[0]?.cents }, null, null]);
    driver.send(play());
    expect(view(driver).minigame?.tiles.map((t) => [t.state, t.content])).toEqual([
      ['discarded', { kind: 'prize', cents: offers[0]?.cents }],
      ['open', { kind: 'prize', cents: offers[1]?.cents }],
      ['hidden', null],
    ]);
    driver.send({ type: 'COLLECT' });
    expect(view(driver).minigame?.offer).toBeNull();
    expect(view(driver).minigame?.tiles[2]).toEqual({ index: 2, state: 'discarded', content: null, highlighted: false });
    expect(view(driver).minigame?.result).toEqual({ cents: offers[1]?.cents, bonuses: offers[1]?.bonuses });
  });

  it('Strawberry shows the prizes as they fell, the sign\'s picks left, and the sum opened', () => {
    const driver = minigameRound('strawberry', 2);
    const c = storedChild<StrawberryContext>(driver.context.minigame?.snapshot).context;
    const before = view(driver).minigame;
    expect(before?.shownCents).toEqual(c.shownPrizes);
    expect(before?.picksLeft).toBe(c.picksAllowed);
    expect(before?.accumulatedCents).toBe(0);
    driver.send({ type: 'PICK', index: 1 });
    expect(view(driver).minigame?.accumulatedCents).toBe(c.baskets[1]);
  });
});

describe('upper round view: the round\'s pieces stay on screen until the next spin', () => {
  it('the minigame during Double-or-Bonuses and after; Double-or-Bonuses after it ends; the PRIZE indicator follows', () => {
    const rng = new PresetRng(stopWords(MUSHROOM_LINE_STOPS), new Xoshiro128(8));
    const driver = startDriver(createUpperRoundMachine(rng, onlyMinigame('treasure')), roundInput('1+5'));
    driver.send(play());
    expect(view(driver)).toMatchObject({
      phase: 'minigame',
      stops: [...MUSHROOM_LINE_STOPS],
      prizeCents: 5_000,
      lastSpin: { roundId: 1, stakeCents: 100, stakeBonuses: 5, totalCents: 5_000, minigame: 'treasure', lineWins: [{ line: 1, lineId: 'centre', prizeId: '3-mushroom', cents: 5_000 }] },
    });
    driver.send({ type: 'PICK', index: 1 });
    const won = storedChild<TreasureContext>(driver.context.minigame?.snapshot).context.caps[1] ?? 0;
    const during = view(driver);
    expect(during.phase).toBe('doubleOrBonuses');
    expect(during.minigame?.result).toEqual({ cents: won, bonuses: 0 });
    expect(during.doubleOrBonuses).toMatchObject({ prizeCents: won, fractionIndex: 0, bankedCents: 0, endReason: null });
    expect(during.prizeCents).toBe(won);
    driver.send({ type: 'COLLECT' });
    expect(view(driver).prizeCents).toBe(won - 1_000);
    driver.send({ type: 'COLLECT_ALL' });
    const after = view(driver);
    expect(after.phase).toBe('ready');
    expect(after.minigame?.kind).toBe('treasure');
    expect(after.doubleOrBonuses).toMatchObject({ bankedCents: won, endReason: 'hold-collect' });
    expect(after.prizeCents).toBe(won);
    // the next spin clears them (this one forced onto a losing window)
    rng.preset(...stopWords([0, 3, 13]));
    driver.send(play());
    expect(view(driver)).toMatchObject({ phase: 'ready', minigame: null, doubleOrBonuses: null, prizeCents: 0, lastSpin: { roundId: 2, totalCents: 0, minigame: null } });
  });

  it('idle only in ready', () => {
    expect(['ready', 'minigame', 'doubleOrBonuses', 'reelsStopped'].map(isUpperRoundIdle)).toEqual([true, false, false, false]);
  });
});
