/**
 * Gonzo's Gold on a real cabinet (store, emulated devices): a tile on the menu, paid spins, the
 * Expanding Symbol's reveal, free spins paid in one move at their end, a power cut between a
 * free spin's wins and its expansion, autoplay cancelled at power-up, and recall of every step.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import type { CabinetView, GonzoView, Intent } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import { Cabinet } from '../../main/cabinet/cabinet';
import { gameRecallView } from '../../main/service/game-recall-view';
import { recallView } from '../../main/service/recall-view';

const GAME = 'gonzos-gold' as const;
const gonzo = (view: CabinetView): GonzoView => {
  if (view.game.game !== GAME) throw new Error(`expected Gonzo's Gold in front, got ${view.game.game}`);
  return view.game;
};

describe("Gonzo's Gold on the cabinet", () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;
  let config: CabinetConfig;

  const send = (intent: Intent) => cabinet.handleIntent(intent);
  const action = (a: unknown) => send({ type: 'GAME', game: GAME, action: a } as Intent);
  const start = async (seed = 3): Promise<void> => {
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(seed), devices, host: 'web' });
    cabinet.boot();
    await cabinet.pollDevices();
  };
  const restart = async (seed = 77): Promise<void> => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    store = CabinetStore.open(dir);
    await start(seed);
  };
  const topUp = async (): Promise<void> => {
    while (cabinet.view().creditsCents < 5_000) expect(await send({ type: 'DEV_INSERT_BILL', valueCents: 5_000 })).toEqual({ ok: true });
  };
  /** PLAY until the game stands where `until` says (paid spins, reveals, free spins, expansions alike). */
  const playUntil = async (until: (g: GonzoView) => boolean, limit = 6_000): Promise<GonzoView> => {
    for (let i = 0; i < limit; i += 1) {
      const g = gonzo(cabinet.view());
      if (until(g)) return g;
      if (g.phase === 'ready') await topUp();
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    throw new Error('the situation did not happen');
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gonzo-'));
    store = CabinetStore.open(dir);
    const base = defaultConfig();
    config = { ...base, menu: { games: ['gnomos-mix', GAME], defaultGame: GAME } };
    devices = await startTestDevices(config);
    await start();
    expect(await send({ type: 'SELECT_GAME', game: GAME })).toEqual({ ok: true });
  });

  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a tile on the menu with its bet range, and plays at the bet chosen', async () => {
    const tile = cabinet.view().menu.tiles.find((t) => t.id === GAME)!;
    expect(tile).toMatchObject({ name: "Gonzo's Gold", kind: 'video-slot', minBetCents: 20, maxBetCents: 2000 });
    await topUp();
    expect(await action({ type: 'TOTAL_BET', cents: 100 })).toEqual({ ok: true });
    expect(await action({ type: 'TOTAL_BET', cents: 30 })).not.toEqual({ ok: true });
    expect(await action({ type: 'LINES', lines: 5 })).not.toEqual({ ok: true });
    const before = cabinet.view().creditsCents;
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const g = gonzo(cabinet.view());
    expect(g.window).toHaveLength(5);
    expect(cabinet.view().creditsCents).toBe(before - 100 + g.lastSpin!.totalCents);
    expect(store.meters(`game:${GAME}`)['coin-in']).toBe(100);
  });

  it('free spins: a touched cover reveals the Expanding Symbol, the balance waits, and their total is paid when they end', async () => {
    expect(await action({ type: 'TOTAL_BET', cents: 100 })).toEqual({ ok: true });
    const pick = await playUntil((g) => g.phase === 'pick');
    expect(pick.freeSpins).toMatchObject({ awarded: 10, remaining: 10, expanding: null });
    expect(cabinet.view().buttons.gameChange).toBe(false);
    expect(await action({ type: 'TOTAL_BET', cents: 200 })).not.toEqual({ ok: true });
    expect(await action({ type: 'PICK', cover: 2 })).toEqual({ ok: true });
    const revealed = gonzo(cabinet.view());
    expect(revealed.freeSpins).toMatchObject({ pickedCover: 2, remaining: 10 });
    expect(revealed.freeSpins!.expanding).toMatch(/^(MASK|IDOL|SERPENT|JAGUAR|RUBY|EMERALD|SAPPHIRE|TOPAZ)$/);
    const credits = cabinet.view().creditsCents;
    const coinOut = store.meters(`game:${GAME}`)['coin-out'];
    const ended = await playUntil((g) => {
      if (g.phase !== 'ready') expect(cabinet.view().creditsCents).toBe(credits);
      return g.phase === 'ready';
    });
    expect(ended.freeSpins!.remaining).toBe(0);
    expect(cabinet.view().creditsCents).toBe(credits + ended.freeSpins!.winCents);
    expect(store.meters(`game:${GAME}`)['coin-out']).toBe(coinOut + ended.freeSpins!.winCents);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('a power cut between a free spin’s wins and its expansion resumes at the expansion, with the same spin on screen', async () => {
    const due = await playUntil((g) => g.phase === 'expansion');
    expect(due.expansion).toMatchObject({ done: false });
    const credits = cabinet.view().creditsCents;
    await restart();
    const back = gonzo(cabinet.view());
    expect(back.phase).toBe('expansion');
    expect(back.lastSpin).toEqual(due.lastSpin);
    expect(back.freeSpins).toEqual(due.freeSpins);
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const done = gonzo(cabinet.view());
    expect(done.expansion).toMatchObject({ done: true, extraCents: due.expansion!.extraCents });
    expect(done.freeSpins!.winCents).toBe(due.freeSpins!.winCents + due.expansion!.extraCents);
    expect(done.lastSpin!.seq).toBe(due.lastSpin!.seq);
    if (done.phase !== 'ready') expect(cabinet.view().creditsCents).toBe(credits);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('autoplay with its four stops runs free spins by itself and is cancelled by a power cut', async () => {
    await topUp();
    const setup = { type: 'AUTOSPIN', count: 50, stopOnAnyWin: false, winLimitCents: 5_000, balanceUpCents: null, balanceDownCents: 2_000 };
    expect(await action({ ...setup, balanceDownCents: null })).not.toEqual({ ok: true });
    expect(await action(setup)).toEqual({ ok: true });
    expect(gonzo(cabinet.view()).autoplay).toMatchObject({ active: true, remaining: 50, balanceDownCents: 2_000, winLimitCents: 5_000 });
    expect(cabinet.view().buttons.autoLamp).toBe('flash');
    await restart();
    expect(gonzo(cabinet.view()).autoplay).toMatchObject({ active: false, stoppedBecause: 'power' });
  });

  it('recall replays every step of a round with free spins: the game as the player saw it after each one', async () => {
    await playUntil((g) => g.phase === 'pick');
    await playUntil((g) => g.phase === 'ready');
    const live = gonzo(cabinet.view());
    const views = gameRecallView(config);
    const round = recallView(store, { round: 0, step: 0 }, views);
    const steps = Array.from({ length: round.steps }, (_, i) => recallView(store, { round: 0, step: i }, views));
    const labels = steps.map((r) => r.step?.label);
    expect(labels.slice(0, 2)).toEqual(['spin', 'reveal']);
    expect(labels.filter((l) => l === 'free-spin').length).toBe(live.freeSpins!.awarded);
    expect(labels.slice(2).every((l) => l === 'free-spin' || l === 'expansion')).toBe(true);
    expect(gonzo({ ...cabinet.view(), game: steps[0]!.game! }).phase).toBe('pick');
    expect(gonzo({ ...cabinet.view(), game: steps[1]!.game! }).freeSpins!.expanding).toBe(live.freeSpins!.expanding);
    const expansion = labels.indexOf('expansion');
    if (expansion > 0) {
      expect(gonzo({ ...cabinet.view(), game: steps[expansion - 1]!.game! }).phase).toBe('expansion');
      expect(gonzo({ ...cabinet.view(), game: steps[expansion]!.game! }).expansion!.done).toBe(true);
    }
    expect(steps[steps.length - 1]!.game).toEqual(live);
  });
});
