import { asGnomosView } from '../../contract/games/gnomos-mix';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN } from '../../engine/games/gnomos-mix/tuning/level-table';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import type { CabinetView } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import { Cabinet } from '../../main/cabinet/cabinet';

/** Everything a player or auditor could notice: balance, meters, game state, journal. */
function observable(store: CabinetStore, cabinet: Cabinet) {
  const view = cabinet.view();
  return {
    wallet: store.wallet(),
    meters: store.meters('cabinet'),
    snapshot: store.snapshot('gnomos-mix'),
    journal: store.journal({ limit: 5 }).length,
    game: view.game,
  };
}

describe('cabinet intents from the renderer', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let views: CabinetView[];
  let devices: TestDevices;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cabinet-intents-'));
    store = CabinetStore.open(dir);
    const config = defaultConfig();
    devices = await startTestDevices(config);
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(7), devices, host: 'web' });
    cabinet.boot();
    // The menu opens at start-up: these tests play Gnomos Mix.
    void cabinet.handleIntent({ type: 'SELECT_GAME', game: 'gnomos-mix' });
    await cabinet.pollDevices(); // first contact with the acceptor: baseline counter, inhibit lifted
    views = [];
    cabinet.onView((view) => views.push(view));
    views.length = 0;
  });

  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [null, /must be an object, got null/],
    ['PLAY', /must be an object, got string/],
    [[{ type: 'PLAY' }], /got an array/],
    [{}, /unknown intent type undefined/],
    [{ type: 'FLY' }, /unknown intent type "FLY"/],
    [{ type: 'PLAY', creditsCents: 100000 }, /unexpected field "creditsCents"/],
    [{ type: 'BET_SELECT', betCents: 0.5 }, /whole number of cents/],
    [{ type: 'BET_SELECT', betCents: '20' }, /whole number of cents/],
    [{ type: 'HOLD', reel: 3 }, /"reel" 0, 1 or 2/],
    [{ type: 'DEV_INSERT_COIN', valueCents: -100 }, /whole number of cents/],
    [JSON.parse('{"type":"PLAY","__proto__":{"admin":true}}'), /unexpected field "__proto__"/],
    [{ type: 'PICK', index: 9 }, /"index" as a whole number 0..8/],
    [{ type: 'PICK', index: -1 }, /"index" as a whole number 0..8/],
    [{ type: 'AUTO_PLAY', games: 101 }, /"games" as a whole number 0..100/],
    [{ type: 'AUTO_PLAY', games: 2.5 }, /"games" as a whole number 0..100/],
    [{ type: 'AUTO_RISK', on: 'yes' }, /"on" as true or false/],
    [{ type: 'AUTO_ADVANCES' }, /"on" as true or false/],
    [{ type: 'UPPER_BET_SELECT', betId: 'all in' }, /"betId" like "1\+5"/],
    [{ type: 'GAME_CHANGE', to: 'upper' }, /unexpected field "to"/],
  ])('refuses the malformed message %j and changes nothing', async (message, error) => {
    await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 100 });
    const before = observable(store, cabinet);
    views.length = 0;
    const result = await cabinet.handleIntent(message);
    expect(result).toEqual({ ok: false, error: { code: 'malformed', message: expect.stringMatching(error) } });
    expect(observable(store, cabinet)).toEqual(before);
    expect(views).toHaveLength(0);
  });

  it('refuses PLAY without enough credit, saying what is missing, and changes nothing', async () => {
    const before = observable(store, cabinet);
    const result = await cabinet.handleIntent({ type: 'PLAY' });
    expect(result).toEqual({ ok: false, error: { code: 'not-allowed', message: 'PLAY needs 0.20 € of credit; the balance is 0.00 €' } });
    expect(observable(store, cabinet)).toEqual(before);
  });

  it('refuses out-of-state intents (no hold offered, nothing to collect, unknown coin) and changes nothing', async () => {
    await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 10 });
    const before = observable(store, cabinet);
    const hold = await cabinet.handleIntent({ type: 'HOLD', reel: 1 });
    expect(hold).toMatchObject({ ok: false, error: { code: 'not-allowed', message: expect.stringContaining('HOLD is not possible now') } });
    const collect = await cabinet.handleIntent({ type: 'COLLECT' });
    expect(collect).toMatchObject({ ok: false, error: { code: 'not-allowed', message: expect.stringContaining('pays whole 0.20 € coins') } });
    const coin = await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 30 });
    expect(coin).toMatchObject({ ok: false, error: { code: 'not-allowed', message: 'the coin table has no 0.30 € coin' } });
    const bet = await cabinet.handleIntent({ type: 'BET_SELECT', betCents: 20 });
    expect(bet).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    expect(observable(store, cabinet)).toEqual(before);
  });

  it('credits a coin through the acceptor path, plays a round and shows the committed result', async () => {
    expect(await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 200 })).toEqual({ ok: true });
    expect(store.wallet().creditsCents).toBe(200);
    expect(store.meters('cabinet')['coins-in-value']).toBe(200);
    expect(views.at(-1)?.creditsCents).toBe(200);

    expect(await cabinet.handleIntent({ type: 'PLAY' })).toEqual({ ok: true });
    const view = views.at(-1) as CabinetView;
    const spin = asGnomosView(view.game!).lower.lastSpin;
    expect(spin).not.toBeNull();
    expect(spin?.stakeCents).toBe(20);
    // A prize up to Bell waits on the ladder; only what the line paid at once is on the balance.
    expect(view.creditsCents).toBe(200 - 20 + (spin?.winCents ?? 0));
    expect(store.wallet().creditsCents).toBe(view.creditsCents);
    expect(store.meters('cabinet')['games-played']).toBe(1);
    expect(store.meters('game:gnomos-mix:bet:20')['coin-in']).toBe(20);
    const [entry] = store.journal({ gameId: 'gnomos-mix', limit: 1 });
    expect(entry?.creditsBeforeCents).toBe(200);
    // Three reels first, then whatever the rules decided after the line (Extra Spin, hold, advances).
    expect((entry?.draws as { bound: number }[]).slice(0, 3).map((d) => d.bound)).toEqual([1024, 1024, 1024]);
  });

  it('keeps the game where it was when the commit fails', async () => {
    await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 100 });
    const before = observable(store, cabinet);
    const commit = store.commit.bind(store);
    store.commit = () => {
      throw new Error('disk full');
    };
    const result = await cabinet.handleIntent({ type: 'PLAY' });
    store.commit = commit;
    expect(result).toMatchObject({ ok: false, error: { code: 'internal', message: expect.stringContaining('disk full; nothing was changed') } });
    expect(observable(store, cabinet)).toEqual(before);
  });

  it('moves the balance to a hopper payout on COLLECT and pays it coin by coin', async () => {
    await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 50 });
    expect(await cabinet.handleIntent({ type: 'COLLECT' })).toEqual({ ok: true });
    expect(store.wallet()).toEqual({ creditsCents: 10, bonuses: 0, payoutRemainingCents: 40 });
    expect(await cabinet.handleIntent({ type: 'PLAY' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('payout is in progress') } });
    await cabinet.pollDevices(); // the hopper is asked for two coins
    devices.emulators.hopper.tick(1);
    await cabinet.pollDevices();
    expect(store.wallet().payoutRemainingCents).toBe(20);
    devices.emulators.hopper.tick(1);
    await cabinet.pollDevices();
    expect(store.wallet()).toEqual({ creditsCents: 10, bonuses: 0, payoutRemainingCents: 0 });
    expect(store.meters('cabinet')['hopper-paid-count']).toBe(2);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });
});

describe('the whole Gnomos game through the cabinet', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let views: CabinetView[];
  let hopper: TestDevices['emulators']['hopper'];
  let devices: TestDevices;

  const open = async (seed: number, overrides: Partial<ReturnType<typeof defaultConfig>> = {}) => {
    dir = mkdtempSync(join(tmpdir(), 'cabinet-gnomos-'));
    store = CabinetStore.open(dir);
    const config = { ...defaultConfig(), autoPaceMs: 20, ...overrides };
    devices = await startTestDevices(config);
    hopper = devices.emulators.hopper;
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(seed), devices, host: 'web' });
    cabinet.boot();
    // The menu opens at start-up: these tests play Gnomos Mix.
    void cabinet.handleIntent({ type: 'SELECT_GAME', game: 'gnomos-mix' });
    await cabinet.pollDevices();
    views = [];
    cabinet.onView((view) => views.push(view));
  };
  const last = (): CabinetView => cabinet.view();
  const coins = async (count: number) => {
    for (let i = 0; i < count; i += 1) expect(await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 200 })).toEqual({ ok: true });
  };

  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('COLLECT banks a ladder prize (COLLECT again pays the balance out); the books balance after every round', async () => {
    await open(21);
    await coins(20);
    let banked = false;
    for (let i = 0; i < 3_000 && !banked; i += 1) {
      const view = last();
      if (view.game.phase === 'lower.ladder') {
        const before = store.wallet().creditsCents;
        const prize = asGnomosView(view.game!).lower.ladder?.prizeCents ?? 0;
        expect(await cabinet.handleIntent({ type: 'COLLECT' })).toEqual({ ok: true });
        expect(store.wallet()).toMatchObject({ creditsCents: before + prize, payoutRemainingCents: 0 });
        expect(asGnomosView(last().game!).lower.ladderEnd).toEqual({ kind: 'collected', cents: prize });
        banked = true;
      } else if (view.game.phase === 'lower.ready') {
        if (store.wallet().creditsCents < 20) await coins(5);
        await cabinet.handleIntent({ type: 'PLAY' });
      } else {
        // holds, advances, Cauldrons: PLAY plays on
        await cabinet.handleIntent({ type: 'PLAY' });
      }
      expect(store.checkAccounting()).toEqual({ ok: true });
    }
    expect(banked).toBe(true);
    expect(await cabinet.handleIntent({ type: 'COLLECT' })).toEqual({ ok: true });
    expect(store.wallet().payoutRemainingCents).toBeGreaterThan(0);
  });

  it('a ladder risk goes on the risk meters, never on Coin In', async () => {
    await open(22);
    await coins(20);
    for (let i = 0; i < 3_000 && last().game.phase !== 'lower.ladder'; i += 1) {
      if (store.wallet().creditsCents < 20) await coins(5);
      await cabinet.handleIntent({ type: 'PLAY' });
    }
    expect(last().game.phase).toBe('lower.ladder');
    const atRisk = asGnomosView(last().game!).lower.ladder?.prizeCents ?? 0;
    const before = store.meters('cabinet');
    expect(await cabinet.handleIntent({ type: 'PLAY' })).toEqual({ ok: true });
    const after = store.meters('cabinet');
    expect(after['coin-in']).toBe(before['coin-in']);
    expect(after['risk-staked'] - before['risk-staked']).toBe(atRisk);
    const standing = last().game.phase === 'lower.ladder' ? (asGnomosView(last().game!).lower.ladder?.prizeCents ?? 0) : 0;
    expect(after['risk-won'] - before['risk-won']).toBe(standing);
  });

  it('AUTO-PLAY plays the chosen number of games at the configured pace, then switches itself off', async () => {
    await open(23);
    await coins(10);
    const played = store.meters('cabinet')['games-played'];
    expect(await cabinet.handleIntent({ type: 'AUTO_PLAY', games: 3 })).toEqual({ ok: true });
    expect(asGnomosView(last().game!).autoPlay).toBe(3);
    // Other automatic choices (a held game, a ladder) wait for the player, so help them along.
    for (let i = 0; i < 200 && asGnomosView(last().game!).autoPlay > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const phase = last().game.phase;
      if (phase !== 'lower.ready' && asGnomosView(last().game!).autoPlay > 0) await cabinet.handleIntent({ type: phase === 'lower.ladder' ? 'COLLECT' : 'PLAY' });
    }
    expect(asGnomosView(last().game!).autoPlay).toBe(0);
    expect(store.meters('cabinet')['games-played'] - played).toBeGreaterThanOrEqual(3);
  });

  it('counts every finished round in the cycle meters of the jurisdiction in cash, with the level each was played at', async () => {
    await open(25);
    await coins(10);
    for (let i = 0; i < 40; i += 1) {
      const phase = last().game.phase;
      await cabinet.handleIntent(phase === 'lower.ladder' ? { type: 'COLLECT' } : { type: 'PLAY' });
    }
    while (last().game.phase !== 'lower.ready') await cabinet.handleIntent(last().game.phase === 'lower.ladder' ? { type: 'COLLECT' } : { type: 'PLAY' });
    const cycle = store.meters('cycle:gnomos-mix:1');
    const rounds = new Set(store.journal({ gameId: 'gnomos-mix' }).filter((e) => e.roundId !== null).map((e) => e.roundId)).size;
    expect(cycle['games-played']).toBe(rounds);
    expect(cycle['coin-in']).toBe(store.meters('cabinet')['coin-in']);
    // Cash only: the bonuses won are not cash until a prize they buy is paid.
    expect(cycle['coin-out']).toBe(store.meters('cabinet')['coin-out']);
    // The pointer keeps Σ cash staked × level for the control; every round was played at a level of the table.
    const pointer = store.getSetting('cycle:gnomos-mix') as { levelStake: number };
    expect(pointer.levelStake).toBeGreaterThanOrEqual(TUNING_LEVEL_MIN * cycle['coin-in']);
    expect(pointer.levelStake).toBeLessThanOrEqual(TUNING_LEVEL_MAX * cycle['coin-in']);
    expect(pointer.levelStake % 20).toBe(0);
  });

  it('changes the RTP setting only when idle with nothing on the meters, and logs old and new values', async () => {
    await open(27);
    expect(cabinet.rtpSetting).toBe(80);
    expect(cabinet.changeRtpSetting(96)).toMatchObject({ ok: false, error: { message: expect.stringContaining('70–95 %') } });
    await coins(1);
    expect(cabinet.changeRtpSetting(75)).toMatchObject({ ok: false, error: { message: expect.stringContaining('idle with no credits') } });
    expect(cabinet.rtpSetting).toBe(80);
    await cabinet.handleIntent({ type: 'COLLECT' });
    await cabinet.pollDevices();
    for (let i = 0; i < 100 && store.wallet().payoutRemainingCents > 0; i += 1) {
      hopper.tick(1);
      await cabinet.pollDevices();
    }
    expect(store.wallet()).toMatchObject({ creditsCents: 0, payoutRemainingCents: 0 });
    expect(cabinet.changeRtpSetting(75)).toEqual({ ok: true });
    expect(cabinet.rtpSetting).toBe(75);
    expect(store.events({ kind: 'rtp-setting-changed', limit: 1 })[0]?.detail).toMatchObject({ from: 80, to: 75, by: 'service-menu' });
  });

  it('GAME CHANGE goes up with balance and bonuses, plays the upper game and comes back', async () => {
    await open(29);
    await coins(20);
    for (let i = 0; i < 3_000 && store.wallet().bonuses < 2; i += 1) {
      const phase = last().game.phase;
      if (store.wallet().creditsCents < 100) await coins(5);
      await cabinet.handleIntent(phase === 'lower.ladder' ? { type: 'PLAY' } : { type: 'PLAY' });
    }
    while (last().game.phase !== 'lower.ready') await cabinet.handleIntent(last().game.phase === 'lower.ladder' ? { type: 'COLLECT' } : { type: 'PLAY' });
    expect(asGnomosView(last().game!).canGameChange).toBe(true);
    expect(await cabinet.handleIntent({ type: 'GAME_CHANGE' })).toEqual({ ok: true });
    expect(last().game).toMatchObject({ active: 'upper', phase: 'upper.ready' });
    const bonuses = store.wallet().bonuses;
    const credits = store.wallet().creditsCents;
    expect(await cabinet.handleIntent({ type: 'PLAY' })).toEqual({ ok: true });
    expect(store.meters('game:gnomos-mix:bet:upper:0.20+1')['bonuses-spent']).toBe(1);
    expect(store.wallet().bonuses).toBeLessThanOrEqual(bonuses - 1 + 6_000);
    expect(store.wallet().creditsCents).toBeLessThanOrEqual(credits - 20 + 10_000);
    while (last().game.phase !== 'upper.ready') await cabinet.handleIntent({ type: last().game.phase === 'upper.doubleOrBonuses' ? 'COLLECT_ALL' : 'PLAY' });
    expect(await cabinet.handleIntent({ type: 'GAME_CHANGE' })).toEqual({ ok: true });
    expect(asGnomosView(last().game!).active).toBe('lower');
    expect(store.checkAccounting()).toEqual({ ok: true });
  });
});
