import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import type { CabinetView } from '../ipc/contract';
import { CabinetStore } from '../store/cabinet-store';
import { emulatedDevices } from './boot';
import { Cabinet } from './cabinet';

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
  let devices: ReturnType<typeof emulatedDevices>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cabinet-intents-'));
    store = CabinetStore.open(dir);
    const config = defaultConfig();
    devices = emulatedDevices(config);
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(7), devices, host: 'web' });
    cabinet.boot();
    await cabinet.pollDevices(); // first contact with the acceptor: baseline counter, inhibit lifted
    views = [];
    cabinet.onView((view) => views.push(view));
    views.length = 0;
  });

  afterEach(() => {
    store.close();
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
    const spin = view.game.lastSpin;
    expect(spin).not.toBeNull();
    expect(spin?.stakeCents).toBe(20);
    expect(view.creditsCents).toBe(200 - 20 + (spin?.winCents ?? 0));
    expect(store.wallet().creditsCents).toBe(view.creditsCents);
    expect(store.meters('cabinet')['games-played']).toBe(1);
    expect(store.meters('game:gnomos-mix:bet:20')['coin-in']).toBe(20);
    const [entry] = store.journal({ gameId: 'gnomos-mix', limit: 1 });
    expect(entry?.creditsBeforeCents).toBe(200);
    expect(entry?.draws).toHaveLength(3);
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
    devices.hopperEmulator.tick(1);
    await cabinet.pollDevices();
    expect(store.wallet().payoutRemainingCents).toBe(20);
    devices.hopperEmulator.tick(1);
    await cabinet.pollDevices();
    expect(store.wallet()).toEqual({ creditsCents: 10, bonuses: 0, payoutRemainingCents: 0 });
    expect(store.meters('cabinet')['hopper-paid-count']).toBe(2);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });
});
