/**
 * Mystery Elves on a real cabinet (store, emulated devices): a tile on the menu, a bought Hold
 * and Win with a power cut at a respin and during the reveals, the gamble with HALVE on its own
 * meters, the timeout that settles a round left waiting (its deadline kept in the store across a
 * restart), autoplay cancelled at power-up, and recall of every step.
 */
import type { CabinetView, MysteryElvesView } from '../../main/ipc/contract';
import { gameRecallView } from '../../main/service/game-recall-view';
import { recallView } from '../../main/service/recall-view';
import { gameOnCabinet } from './game-on-cabinet';

const GAME = 'mystery-elves' as const;
const HOUR = 3_600_000;
const elves = (view: CabinetView): MysteryElvesView => {
  if (view.game.game !== GAME) throw new Error(`expected Mystery Elves in front, got ${view.game.game}`);
  return view.game;
};

describe('Mystery Elves on the cabinet', () => {
  /** The cabinet's wall clock, moved by the tests. */
  let nowMs = 1_800_000_000_000;
  const on = gameOnCabinet({
    game: GAME,
    menu: ['gnomos-mix', GAME],
    seed: 3,
    // The cabinet's pace is slow here: the tests press PLAY themselves (PLAY hurries the feature).
    config: (base) => ({ ...base, autoPaceMs: 60_000 }),
    cabinet: { clock: () => nowMs, settleCheckMs: 20 },
  });
  const send = on.send;
  const action = on.action;
  const view = () => on.cabinet.view();
  const topUp = async (cents = 8_000): Promise<void> => {
    while (view().creditsCents < cents) expect(await send({ type: 'DEV_INSERT_BILL', valueCents: 5_000 })).toEqual({ ok: true });
  };
  /** PLAY until the game stands where `until` says (paid spins, feature steps and collects alike). */
  const playUntil = async (until: (g: MysteryElvesView) => boolean, limit = 3_000): Promise<MysteryElvesView> => {
    for (let i = 0; i < limit; i += 1) {
      const g = elves(view());
      if (until(g)) return g;
      if (g.phase === 'ready') await topUp();
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    throw new Error('the situation did not happen');
  };
  const waitFor = async (until: () => boolean, ms = 5_000): Promise<void> => {
    const end = Date.now() + ms;
    while (!until()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('is a tile on the menu with its bet range, and plays at the bet chosen', async () => {
    const tile = view().menu.tiles.find((t) => t.id === GAME)!;
    expect(tile).toMatchObject({ name: 'Mystery Elves', kind: 'video-slot', minBetCents: 20, maxBetCents: 2000 });
    await topUp();
    expect(await action({ type: 'TOTAL_BET', cents: 100 })).toEqual({ ok: true });
    expect(await action({ type: 'TOTAL_BET', cents: 30 })).not.toEqual({ ok: true });
    const before = view().creditsCents;
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const g = elves(view());
    expect(g.window).toHaveLength(5);
    // A win waits for COLLECT or GAMBLE (not on the balance); a spin that triggers pays its own wins at once.
    const paidNow = g.phase === 'won' ? 0 : g.lastSpin!.totalCents;
    expect(view().creditsCents).toBe(before - 100 + paidNow);
    expect(on.store.meters(`game:${GAME}`)['coin-in']).toBe(100);
  });

  it('a bought Hold and Win resumes exactly after a power cut at a respin and during the reveals, and its total is paid at the end', async () => {
    await topUp();
    expect(await action({ type: 'TOTAL_BET', cents: 100 })).toEqual({ ok: true });
    const before = view().creditsCents;
    expect(await action({ type: 'BUY' })).toEqual({ ok: true });
    const intro = elves(view());
    expect(intro.phase).toBe('intro');
    expect(view().creditsCents).toBe(before - 7_000 + intro.lastSpin!.totalCents);
    expect(on.store.meters(`game:${GAME}`)['coin-in']).toBe(7_000);
    expect(view().buttons.gameChange).toBe(false);
    // A cut at the start and at each respin: the grid, the count and the balance come back as they were.
    for (let cuts = 0; elves(view()).phase === 'intro' || elves(view()).phase === 'respins'; cuts += 1) {
      const shown = elves(view());
      const credits = view().creditsCents;
      await on.restart(100 + cuts);
      const back = elves(view());
      expect(back.holdAndWin).toEqual(shown.holdAndWin);
      expect(view().creditsCents).toBe(credits);
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    // The reveals: cut before each one too.
    while (elves(view()).phase === 'reveal') {
      const shown = elves(view());
      await on.restart();
      expect(elves(view()).holdAndWin).toEqual(shown.holdAndWin);
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    const done = elves(view());
    expect(done.holdAndWin!.stage).toBe('done');
    expect(done.phase).toBe('won');
    const credits = view().creditsCents;
    expect(await send({ type: 'COLLECT' })).toEqual({ ok: true });
    expect(view().creditsCents).toBe(credits + done.holdAndWin!.paidCents!);
    expect(on.store.checkAccounting()).toEqual({ ok: true });
  });

  it('the gamble with HALVE: guesses on the gamble meters, never Coin In; the banked half and the outcome on the balance', async () => {
    const won = await playUntil((g) => g.phase === 'won' && g.gamble.offered && g.pendingWinCents >= 2);
    const coinIn = on.store.meters(`game:${GAME}`)['coin-in'];
    const credits = view().creditsCents;
    expect(await action({ type: 'GAMBLE' })).toEqual({ ok: true });
    expect(await action({ type: 'HALVE' })).toEqual({ ok: true });
    const halved = elves(view()).gamble;
    expect(halved).toMatchObject({ active: true, bankedCents: Math.floor(won.pendingWinCents / 2), stakeCents: won.pendingWinCents - Math.floor(won.pendingWinCents / 2) });
    // A cut inside the gamble: the card screen comes back as it was.
    await on.restart();
    expect(elves(view()).gamble).toEqual(halved);
    expect(await action({ type: 'GUESS', colour: 'black' })).toEqual({ ok: true });
    const after = elves(view());
    if (after.phase === 'gamble') expect(await send({ type: 'COLLECT' })).toEqual({ ok: true });
    const paid = view().creditsCents - credits;
    expect([halved.bankedCents, halved.bankedCents + 2 * halved.stakeCents]).toContain(paid);
    const meters = on.store.meters(`game:${GAME}`);
    expect(meters['coin-in']).toBe(coinIn);
    expect(meters['risk-staked']).toBe(halved.stakeCents);
    expect(on.store.checkAccounting()).toEqual({ ok: true });
  });

  it('a win left waiting settles by itself after the operator’s hours, even across a restart (the deadline is in the store)', async () => {
    const won = await playUntil((g) => g.phase === 'won');
    const credits = view().creditsCents;
    // The settling press comes at the cabinet's pace, like every automatic press.
    on.config = { ...on.config, autoPaceMs: 20 };
    await on.restart();
    expect(elves(view()).phase).toBe('won');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elves(view()).phase).toBe('won');
    nowMs += 120 * HOUR;
    await waitFor(() => elves(view()).phase === 'ready');
    expect(view().creditsCents).toBe(credits + won.pendingWinCents);
    expect(elves(view()).settledByTimeout).toBe(true);
    const views = gameRecallView(on.config);
    const last = recallView(on.store, { round: 0, step: 0 }, views);
    const labels = Array.from({ length: last.steps }, (_, i) => recallView(on.store, { round: 0, step: i }, views).step?.label);
    expect(labels.at(-1)).toBe('settle-collect');
  });

  it('autoplay is cancelled by a power cut', async () => {
    await topUp();
    expect(await action({ type: 'AUTOSPIN', count: 25, lossLimitCents: 2_000, winLimitCents: null, stopOnJackpot: false })).toEqual({ ok: true });
    expect(elves(view()).autospin).toMatchObject({ active: true, remaining: 25, lossLimitCents: 2_000 });
    await on.restart();
    expect(elves(view()).autospin).toMatchObject({ active: false, stoppedBecause: 'power' });
  });

  it('recall replays every step of a bought Hold and Win: the game as the player saw it after each one', async () => {
    await topUp();
    expect(await action({ type: 'BUY' })).toEqual({ ok: true });
    await playUntil((g) => g.phase === 'won' || g.phase === 'ready');
    const live = elves(view());
    const views = gameRecallView(on.config);
    const round = recallView(on.store, { round: 0, step: 0 }, views);
    const steps = Array.from({ length: round.steps }, (_, i) => recallView(on.store, { round: 0, step: i }, views));
    const labels = steps.map((r) => r.step?.label);
    expect(labels.slice(0, 2)).toEqual(['buy', 'feature-start']);
    expect(labels.at(-1)).toBe('feature-end');
    expect(labels.filter((l) => l === 'respin').length).toBe(live.holdAndWin!.respinsPlayed);
    expect(elves({ ...view(), game: steps[0]!.game! }).phase).toBe('intro');
    expect(steps[steps.length - 1]!.game).toEqual(live);
  });
});
