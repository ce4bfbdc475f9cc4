/**
 * 40 Mystic Gem on a real cabinet (store, emulated devices): enabled by the operator, played
 * from the menu, its waiting win, double up and Jackpot Cards moving money through the same
 * commits as every game, and its meters balancing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import type { CabinetView, Intent, MysticGemView } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import { Cabinet } from '../../main/cabinet/cabinet';
import { gameRecallView } from '../../main/service/game-recall-view';
import { recallView } from '../../main/service/recall-view';

const gem = (view: CabinetView): MysticGemView => {
  if (view.game.game !== 'mystic-gem-40') throw new Error(`expected 40 Mystic Gem in front, got ${view.game.game}`);
  return view.game;
};
const GAME = 'mystic-gem-40' as const;

describe('40 Mystic Gem on the cabinet', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;
  let config: CabinetConfig;

  const send = (intent: Intent) => cabinet.handleIntent(intent);
  const action = (a: unknown) => send({ type: 'GAME', game: GAME, action: a } as Intent);
  const start = async (seed = 40): Promise<void> => {
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(seed), devices, host: 'web' });
    cabinet.boot();
    await cabinet.pollDevices();
  };
  const restart = async (): Promise<void> => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    store = CabinetStore.open(dir);
    await start(77);
  };
  /** Finishes whatever a game left: banks a waiting win, picks Jackpot Cards. */
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 20; i += 1) {
      const g = gem(cabinet.view());
      if (g.phase === 'won' || g.phase === 'gamble') expect(await send({ type: 'COLLECT' })).toEqual({ ok: true });
      else if (g.phase === 'jackpotCards') expect(await action({ type: 'CARD', index: g.jackpotCards.pick!.cards.indexOf(null) })).toEqual({ ok: true });
      else return;
    }
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mystic-gem-'));
    store = CabinetStore.open(dir);
    const base = defaultConfig();
    config = { ...base, menu: { games: ['gnomos-mix', 'mona-lisa-jewels', GAME], defaultGame: GAME } };
    devices = await startTestDevices(config);
    await start();
    for (let i = 0; i < 5; i += 1) expect(await send({ type: 'DEV_INSERT_COIN', valueCents: 200 })).toEqual({ ok: true });
    expect(await send({ type: 'SELECT_GAME', game: GAME })).toEqual({ ok: true });
  });

  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a tile on the menu with its bet range, and plays at the total bet chosen', async () => {
    const tile = cabinet.view().menu.tiles.find((t) => t.id === GAME)!;
    expect(tile).toMatchObject({ name: '40 Mystic Gem', kind: 'video-slot', minBetCents: 40, maxBetCents: 5000 });
    expect(await action({ type: 'TOTAL_BET', cents: 80 })).toEqual({ ok: true });
    expect(gem(cabinet.view()).bet.totalCents).toBe(80);
    const before = cabinet.view().creditsCents;
    expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    const g = gem(cabinet.view());
    // The balance lost the stake and holds whatever was paid at once; a waiting win is not in it yet.
    expect(cabinet.view().creditsCents).toBe(before - 80 + (g.phase === 'won' ? 0 : g.lastSpin!.totalCents));
    expect(store.meters(`game:${GAME}`)['coin-in']).toBe(80);
  });

  it('the balance and the meters agree after many games with collects, double ups and Jackpot Cards; the pools get every contribution', async () => {
    expect(await action({ type: 'TOTAL_BET', cents: 200 })).toEqual({ ok: true });
    let gambles = 0;
    for (let i = 0; i < 120; i += 1) {
      if (cabinet.view().creditsCents < 200) for (let k = 0; k < 5; k += 1) await send({ type: 'DEV_INSERT_COIN', valueCents: 200 });
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
      const g = gem(cabinet.view());
      if (g.phase === 'won' && g.gamble.offered && i % 2 === 0) {
        expect(await action({ type: 'GAMBLE' })).toEqual({ ok: true });
        expect(await action({ type: 'GUESS', colour: i % 4 === 0 ? 'red' : 'black' })).toEqual({ ok: true });
        gambles += 1;
      }
      await settle();
    }
    expect(gambles).toBeGreaterThan(3);
    const m = store.meters(`game:${GAME}`);
    expect(m['coin-in']).toBe(120 * 200);
    expect(m['risk-staked']).toBeGreaterThan(0);
    // Every cent: money in − money out − (coin in − coin out − jackpots won) is the balance, and each pool's books balance.
    expect(store.checkAccounting()).toEqual({ ok: true });
    // Nothing was paid out: the balance is the coins in, less the stakes, plus the wins and the jackpots.
    expect(store.wallet().creditsCents).toBe(store.meters('cabinet')['coins-in-value'] - m['coin-in'] + m['coin-out'] + m['jackpot-won']);
    // Every stake fed each level its share (10 / 15 / 15 / 25 bp), on top of the stake.
    const bps = config.games[GAME].jackpotCards.map((l) => l.contributionBp);
    const levels = ['clubs', 'diamonds', 'hearts', 'spades'];
    levels.forEach((suit, i) => expect(store.meters(`jackpot:${GAME}:${suit}`)['jackpot-contributions-micros']).toBe(120 * 200 * (bps[i] as number)));
  });

  it('a win waiting for COLLECT and an open double up survive a restart exactly', async () => {
    for (let i = 0; i < 300 && gem(cabinet.view()).phase !== 'won'; i += 1) {
      await settle();
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    const waiting = gem(cabinet.view());
    expect(waiting.phase).toBe('won');
    expect(cabinet.view().buttons.gameChange).toBe(false);
    expect(await send({ type: 'MENU' })).not.toEqual({ ok: true });
    expect(await action({ type: 'GAMBLE' })).toEqual({ ok: true });
    const credits = cabinet.view().creditsCents;
    await restart();
    const back = gem(cabinet.view());
    expect(back.phase).toBe('gamble');
    expect(back.gamble.stakeCents).toBe(waiting.pendingWinCents);
    expect(cabinet.view().creditsCents).toBe(credits);
    expect(await send({ type: 'COLLECT' })).toEqual({ ok: true });
    expect(cabinet.view().creditsCents).toBe(credits + waiting.pendingWinCents);
  });

  it('recall replays every step of a round with a double up: the game as the player saw it after each one', async () => {
    // Play until a round with a win the double up takes, gamble it once, and bank what stands.
    for (let i = 0; i < 300 && gem(cabinet.view()).phase !== 'won'; i += 1) {
      await settle();
      expect(await send({ type: 'PLAY' })).toEqual({ ok: true });
    }
    const won = gem(cabinet.view());
    expect(won.phase).toBe('won');
    expect(await action({ type: 'GAMBLE' })).toEqual({ ok: true });
    expect(await action({ type: 'GUESS', colour: 'red' })).toEqual({ ok: true });
    await settle();
    const live = gem(cabinet.view());
    const views = gameRecallView(config);
    const round = recallView(store, { round: 0, step: 0 }, views);
    expect(round.steps).toBeGreaterThanOrEqual(3);
    const steps = Array.from({ length: round.steps }, (_, i) => recallView(store, { round: 0, step: i }, views));
    expect(steps.map((r) => r.step?.label)).toEqual(['spin', 'gamble-open', 'gamble-red', ...(steps.length > 3 ? steps.slice(3).map((r) => r.step?.label) : [])]);
    const first = gem({ ...cabinet.view(), game: steps[0]!.game! });
    // The spin as it landed, its win waiting; then the double-up screen; the last step is where the game stands now.
    expect(first.phase).toBe('won');
    expect(first.lastSpin?.window).toEqual(won.lastSpin?.window);
    expect(first.pendingWinCents).toBe(won.pendingWinCents);
    expect(gem({ ...cabinet.view(), game: steps[1]!.game! }).phase).toBe('gamble');
    expect(steps[steps.length - 1]!.game).toEqual(live);
  });
});
