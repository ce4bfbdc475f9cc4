/**
 * Gonzo's Gold on a real cabinet (store, emulated devices): a tile on the menu, paid spins, the
 * Expanding Symbol's reveal, free spins paid in one move at their end, a power cut between a
 * free spin's wins and its expansion, autoplay cancelled at power-up, and recall of every step.
 */
import type { CabinetView, GonzoView } from '../../main/ipc/contract';
import { gameRecallView } from '../../main/service/game-recall-view';
import { recallView } from '../../main/service/recall-view';
import { gameOnCabinet } from './game-on-cabinet';

const GAME = 'gonzos-gold' as const;
const gonzo = (view: CabinetView): GonzoView => {
  if (view.game.game !== GAME) throw new Error(`expected Gonzo's Gold in front, got ${view.game.game}`);
  return view.game;
};

describe("Gonzo's Gold on the cabinet", () => {
  const on = gameOnCabinet({ game: GAME, menu: ['gnomos-mix', GAME], seed: 3 });
  const send = on.send;
  const action = on.action;
  const view = () => on.cabinet.view();
  const restart = () => on.restart();
  const topUp = async (): Promise<void> => {
    while (view().creditsCents < 5_000) expect(await send({ type: 'DEV_INSERT_BILL', valueCents: 5_000 })).toEqual({ ok: true });
  };
  /** PLAY until the game stands where `until` says (paid spins, reveals, free spins, expansions alike). */
  const playUntil = async (until: (g: GonzoView) => boolean, limit = 6_000): Promise<GonzoView> => {
    for (let i = 0; i < limit; i += 1) {
      const g = gonzo(view());
      if (until(g)) return g;
      if (g.phase === 'ready') await topUp();
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    throw new Error('the situation did not happen');
  };

  it('is a tile on the menu with its bet range, and plays at the bet chosen', async () => {
    const tile = view().menu.tiles.find((t) => t.id === GAME)!;
    expect(tile).toMatchObject({ name: "Gonzo's Gold", kind: 'video-slot', minBetCents: 20, maxBetCents: 2000 });
    await topUp();
    expect(await action({ type: 'TOTAL_BET', cents: 100 })).toEqual({ ok: true });
    expect(await action({ type: 'TOTAL_BET', cents: 30 })).not.toEqual({ ok: true });
    expect(await action({ type: 'LINES', lines: 5 })).not.toEqual({ ok: true });
    const before = view().creditsCents;
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const g = gonzo(view());
    expect(g.window).toHaveLength(5);
    expect(view().creditsCents).toBe(before - 100 + g.lastSpin!.totalCents);
    expect(on.store.meters(`game:${GAME}`)['coin-in']).toBe(100);
  });

  it('free spins: a touched cover reveals the Expanding Symbol, the balance waits, and their total is paid when they end', async () => {
    expect(await action({ type: 'TOTAL_BET', cents: 100 })).toEqual({ ok: true });
    const pick = await playUntil((g) => g.phase === 'pick');
    expect(pick.freeSpins).toMatchObject({ awarded: 10, remaining: 10, expanding: null });
    expect(view().buttons.gameChange).toBe(false);
    expect(await action({ type: 'TOTAL_BET', cents: 200 })).not.toEqual({ ok: true });
    expect(await action({ type: 'PICK', cover: 2 })).toEqual({ ok: true });
    const revealed = gonzo(view());
    expect(revealed.freeSpins).toMatchObject({ pickedCover: 2, remaining: 10 });
    expect(revealed.freeSpins!.expanding).toMatch(/^(MASK|IDOL|SERPENT|JAGUAR|RUBY|EMERALD|SAPPHIRE|TOPAZ)$/);
    const credits = view().creditsCents;
    const coinOut = on.store.meters(`game:${GAME}`)['coin-out'];
    const ended = await playUntil((g) => {
      if (g.phase !== 'ready') expect(view().creditsCents).toBe(credits);
      return g.phase === 'ready';
    });
    expect(ended.freeSpins!.remaining).toBe(0);
    expect(view().creditsCents).toBe(credits + ended.freeSpins!.winCents);
    expect(on.store.meters(`game:${GAME}`)['coin-out']).toBe(coinOut + ended.freeSpins!.winCents);
    expect(on.store.checkAccounting()).toEqual({ ok: true });
  });

  it('a power cut between a free spin’s wins and its expansion resumes at the expansion, with the same spin on screen', async () => {
    const due = await playUntil((g) => g.phase === 'expansion');
    expect(due.expansion).toMatchObject({ done: false });
    const credits = view().creditsCents;
    await restart();
    const back = gonzo(view());
    expect(back.phase).toBe('expansion');
    expect(back.lastSpin).toEqual(due.lastSpin);
    expect(back.freeSpins).toEqual(due.freeSpins);
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const done = gonzo(view());
    expect(done.expansion).toMatchObject({ done: true, extraCents: due.expansion!.extraCents });
    expect(done.freeSpins!.winCents).toBe(due.freeSpins!.winCents + due.expansion!.extraCents);
    expect(done.lastSpin!.seq).toBe(due.lastSpin!.seq);
    if (done.phase !== 'ready') expect(view().creditsCents).toBe(credits);
    expect(on.store.checkAccounting()).toEqual({ ok: true });
  });

  it('autoplay with its four stops runs free spins by itself and is cancelled by a power cut', async () => {
    await topUp();
    const setup = { type: 'AUTOSPIN', count: 50, stopOnAnyWin: false, winLimitCents: 5_000, balanceUpCents: null, balanceDownCents: 2_000 };
    expect(await action({ ...setup, balanceDownCents: null })).not.toEqual({ ok: true });
    expect(await action(setup)).toEqual({ ok: true });
    expect(gonzo(view()).autoplay).toMatchObject({ active: true, remaining: 50, balanceDownCents: 2_000, winLimitCents: 5_000 });
    expect(view().buttons.autoLamp).toBe('flash');
    await restart();
    expect(gonzo(view()).autoplay).toMatchObject({ active: false, stoppedBecause: 'power' });
  });

  it('recall replays every step of a round with free spins: the game as the player saw it after each one', async () => {
    await playUntil((g) => g.phase === 'pick');
    await playUntil((g) => g.phase === 'ready');
    const live = gonzo(view());
    const views = gameRecallView(on.config);
    const round = recallView(on.store, { round: 0, step: 0 }, views);
    const steps = Array.from({ length: round.steps }, (_, i) => recallView(on.store, { round: 0, step: i }, views));
    const labels = steps.map((r) => r.step?.label);
    expect(labels.slice(0, 2)).toEqual(['spin', 'reveal']);
    expect(labels.filter((l) => l === 'free-spin').length).toBe(live.freeSpins!.awarded);
    expect(labels.slice(2).every((l) => l === 'free-spin' || l === 'expansion')).toBe(true);
    expect(gonzo({ ...view(), game: steps[0]!.game! }).phase).toBe('pick');
    expect(gonzo({ ...view(), game: steps[1]!.game! }).freeSpins!.expanding).toBe(live.freeSpins!.expanding);
    const expansion = labels.indexOf('expansion');
    if (expansion > 0) {
      expect(gonzo({ ...view(), game: steps[expansion - 1]!.game! }).phase).toBe('expansion');
      expect(gonzo({ ...view(), game: steps[expansion]!.game! }).expansion!.done).toBe(true);
    }
    expect(steps[steps.length - 1]!.game).toEqual(live);
  });
});
