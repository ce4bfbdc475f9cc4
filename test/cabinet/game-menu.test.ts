import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import type { CabinetView, Intent, MonaLisaView } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import { Cabinet } from '../../main/cabinet/cabinet';
import { gameRecallView } from '../../main/service/game-recall-view';

const monaLisa = (view: CabinetView): MonaLisaView => {
  if (view.game.game !== 'mona-lisa-jewels') throw new Error(`expected Mona Lisa in front, got ${view.game.game}`);
  return view.game;
};

describe('the game menu: one wallet, five games, leave only when idle', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;
  let config: CabinetConfig;

  const start = async (cfg: CabinetConfig = config, seed = 21): Promise<void> => {
    cabinet = new Cabinet({ store, config: cfg, rng: new Xoshiro128(seed), devices, host: 'web' });
    cabinet.boot();
    await cabinet.pollDevices();
  };
  const restart = async (cfg: CabinetConfig = config): Promise<void> => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    store = CabinetStore.open(dir);
    await start(cfg, 99);
  };
  const send = (intent: Intent) => cabinet.handleIntent(intent);
  const insert = async (cents: number): Promise<void> => {
    expect(await send({ type: 'DEV_INSERT_COIN', valueCents: cents })).toEqual({ ok: true });
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'game-menu-'));
    store = CabinetStore.open(dir);
    config = defaultConfig();
    devices = await startTestDevices(config);
    await start();
  });

  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens on the menu with every enabled game as a tile: name, kind and bet range', () => {
    const menu = cabinet.view().menu;
    expect(menu.open).toBe(true);
    expect(menu.tiles.map((t) => t.id)).toEqual(config.menu.games);
    const mona = menu.tiles.find((t) => t.id === 'mona-lisa-jewels')!;
    expect(mona.name).toBe('Mona Lisa Jewels');
    expect(mona.kind).toBe('video-slot');
    // 1 line × 1 coin at the smallest coin … 25 lines × 10 coins at the largest.
    const coins = config.games['mona-lisa-jewels'].coinValuesCents;
    expect(mona.minBetCents).toBe(Math.min(...coins));
    expect(mona.maxBetCents).toBe(250 * Math.max(...coins));
  });

  it('BET moves the highlight and PLAY enters the highlighted game; nothing is played on the menu', async () => {
    await insert(200);
    const before = store.meters('cabinet');
    expect(cabinet.view().menu.highlighted).toBe(0);
    expect(await send({ type: 'BET_NEXT' })).toEqual({ ok: true });
    expect(cabinet.view().menu.highlighted).toBe(1);
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const view = cabinet.view();
    expect(view.menu.open).toBe(false);
    expect(view.game.game).toBe(config.menu.games[1]);
    expect(store.meters('cabinet')['games-played']).toBe(before['games-played']);
  });

  it('the balance is one wallet: credit won in Mona Lisa is there in Gnomos', async () => {
    await insert(200);
    expect(await send({ type: 'SELECT_GAME', game: 'mona-lisa-jewels' })).toEqual({ ok: true });
    expect(await send({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'LINES', lines: 5 } })).toEqual({ ok: true });
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    while (!monaLisa(cabinet.view()).idle) expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const credits = cabinet.view().creditsCents;
    expect(credits).toBe(store.wallet().creditsCents);
    expect(await send({ type: 'MENU' })).toEqual({ ok: true });
    expect(await send({ type: 'SELECT_GAME', game: 'gnomos-mix' })).toEqual({ ok: true });
    expect(cabinet.view().creditsCents).toBe(credits);
    expect(cabinet.view().game.game).toBe('gnomos-mix');
    // Each game's meters are its own; the cabinet's are the sum.
    const mona = store.meters('game:mona-lisa-jewels');
    expect(mona['coin-in']).toBeGreaterThan(0);
    expect(store.meters('game:gnomos-mix')['coin-in'] ?? 0).toBe(0);
  });

  it('a game is left only when idle: a waiting feature keeps the player in the game', async () => {
    await insert(200);
    await send({ type: 'SELECT_GAME', game: 'mona-lisa-jewels' });
    await send({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'LINES', lines: 1 } });
    // Spin until a feature is awarded (seeded: the same spins every run).
    for (let i = 0; i < 2000 && monaLisa(cabinet.view()).idle; i += 1) {
      if (cabinet.view().creditsCents < 1) await insert(200);
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    expect(monaLisa(cabinet.view()).idle).toBe(false);
    const refused = await send({ type: 'MENU' });
    expect(refused.ok).toBe(false);
    expect(cabinet.view().buttons.gameChange).toBe(false);
    expect(await send({ type: 'GAME_CHANGE' })).toMatchObject({ ok: false });
  });

  it('a power cut comes back to the screen it was on: the game, or the menu', async () => {
    await send({ type: 'SELECT_GAME', game: 'mona-lisa-jewels' });
    await restart();
    expect(cabinet.view().menu.open).toBe(false);
    expect(cabinet.view().game.game).toBe('mona-lisa-jewels');
    await send({ type: 'MENU' });
    await restart();
    expect(cabinet.view().menu.open).toBe(true);
  });

  it('a power cut inside free spins comes back to the same spin, queue, held cells and autospin, and plays on from there', async () => {
    await insert(200);
    await send({ type: 'SELECT_GAME', game: 'mona-lisa-jewels' });
    await send({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'LINES', lines: 1 } });
    // Into a feature, and one feature spin played.
    for (let i = 0; i < 3000 && monaLisa(cabinet.view()).phase !== 'feature'; i += 1) {
      if (cabinet.view().creditsCents < 1) await insert(200);
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    const before = monaLisa(cabinet.view());
    expect(before.phase).toBe('feature');
    const wallet = store.wallet();
    await restart();
    const after = monaLisa(cabinet.view());
    expect(cabinet.view().menu.open).toBe(false);
    expect(after).toEqual(before);
    expect(store.wallet()).toEqual(wallet);
    // The round goes on where it stood: the next feature spin, not a new paid spin.
    const played = store.meters('cabinet')['games-played'];
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    expect(monaLisa(cabinet.view()).lastSpin!.kind).not.toBe('base');
    expect(store.meters('cabinet')['games-played']).toBe(played);
  });

  it('recall replays a Mona Lisa step on its own view: the window and wins the player saw', async () => {
    await insert(200);
    await send({ type: 'SELECT_GAME', game: 'mona-lisa-jewels' });
    for (let i = 0; i < 5; i += 1) expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const shown = monaLisa(cabinet.view());
    const entry = store.journal({ gameId: 'mona-lisa-jewels', limit: 1 })[0]!;
    const recalled = gameRecallView(config)(entry);
    expect(recalled?.game).toBe('mona-lisa-jewels');
    const view = recalled as MonaLisaView;
    expect(view.lastSpin).toEqual(shown.lastSpin);
    expect(view.window).toEqual(shown.window);
    // The progressive's meter as the player saw it after that spin.
    expect(view.jackpot.cents).toBe(shown.jackpot.cents);
  });

  it('a cabinet with one game enabled has no menu', async () => {
    const single = { ...config, menu: { games: ['gnomos-mix' as const], defaultGame: 'gnomos-mix' as const } };
    await restart(single);
    expect(cabinet.view().menu.open).toBe(false);
    expect(cabinet.view().game.game).toBe('gnomos-mix');
    expect(await send({ type: 'MENU' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/one game/) } });
  });

  it('refuses a game that is not enabled, and game actions for a game not in front', async () => {
    const single = { ...config, menu: { games: ['gnomos-mix' as const, 'mona-lisa-jewels' as const].slice(0, 2), defaultGame: 'gnomos-mix' as const } };
    await restart(single);
    expect(await send({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'BET_MAX' } })).toMatchObject({ ok: false });
    expect(await send({ type: 'SELECT_GAME', game: 'nope' } as never)).toMatchObject({ ok: false, error: { code: 'malformed' } });
  });
});
