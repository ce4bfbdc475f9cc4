/**
 * The operator's limits from the service menu, as a player meets them: a COLLECT above the
 * handpay limit waits for the attendant, a disabled coin is refused by the acceptor, AUTO-PLAY is
 * capped, and a risk beyond the gamble limits is refused (AUTO-RISK banks the prize instead).
 */
import { asGnomosView } from '../../contract/games/gnomos-mix';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import type { Intent } from '../../main/ipc/contract';
import { SETTINGS_KEY } from '../../main/service/settings-book';
import { CabinetStore } from '../../main/store/cabinet-store';
import { Cabinet } from '../../main/cabinet/cabinet';
import { collectAtLimit, gambleLimitReached, type RiskInPlay } from '../../engine/games/gnomos-mix/gamble-limit';
import type { DoubleOrBonusesView, LadderView } from '../../main/ipc/contract';

/** The 0,20 € ladder (rung 0 = any 3 Diamonds … 8 = 3 Blue Diamonds), in cents. */
const LADDER_20 = [40, 60, 100, 160, 200, 400, 800, 1600, 4000];
const ladderAt = (rung: number): RiskInPlay => {
  const ladder: LadderView = { game: 'seesaw', rung, prizeId: 'p', prizeCents: LADDER_20[rung]!, ladderCents: LADDER_20, lastRisk: null, autoRisk: false };
  return { active: 'lower', lower: { phase: 'ladder', ladder }, upper: { doubleOrBonuses: null } };
};
const doubling = (currentCents: number, doubles: number): RiskInPlay => {
  const dob = { currentCents, doubles, endReason: null } as DoubleOrBonusesView;
  return { active: 'upper', lower: { phase: 'ready', ladder: null }, upper: { doubleOrBonuses: dob } };
};
const ready: RiskInPlay = { active: 'lower', lower: { phase: 'ready', ladder: null }, upper: { doubleOrBonuses: null } };

jest.setTimeout(60_000);

describe('gamble limits on the game as shown', () => {
  const open = { maxWinCents: 2_000_000, maxSteps: 10 };

  it('lets a risk go on within the limits and says why it may not beyond them', () => {
    expect(gambleLimitReached(ladderAt(6), open)).toBeNull();
    expect(gambleLimitReached(ladderAt(6), { ...open, maxSteps: 6 })).toMatch(/6 steps/);
    expect(gambleLimitReached(ladderAt(6), { ...open, maxWinCents: 1599 })).toMatch(/gamble win limit/);
    expect(gambleLimitReached(ladderAt(6), { ...open, maxWinCents: 1600 })).toBeNull();
    expect(gambleLimitReached(ladderAt(0), { ...open, maxSteps: 0 })).toMatch(/0 steps/);
    // The top rung has no next one: only the steps limit applies there.
    expect(gambleLimitReached(ladderAt(8), { ...open, maxWinCents: 0 })).toBeNull();
    // No risk in play: nothing to limit.
    expect(gambleLimitReached(ready, { maxWinCents: 0, maxSteps: 0 })).toBeNull();
  });

  it('limits the doubles of Double-or-Bonuses and banks all of it there', () => {
    expect(gambleLimitReached(doubling(500, 2), { ...open, maxWinCents: 999 })).toMatch(/double would pass/);
    expect(gambleLimitReached(doubling(500, 2), { ...open, maxWinCents: 1000 })).toBeNull();
    expect(gambleLimitReached(doubling(500, 2), { ...open, maxSteps: 2 })).toMatch(/2 doubles/);
    expect(collectAtLimit(doubling(500, 0))).toBe('COLLECT_ALL');
    expect(collectAtLimit(ladderAt(3))).toBe('COLLECT');
  });
});

describe('limits set in the service menu, on a cabinet', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;
  let config: CabinetConfig;

  /** Boots with these overrides stored, as the settings book stores them (automatic presses slow unless asked). */
  const boot = async (overrides: Record<string, unknown>, autoPaceMs = 10_000): Promise<void> => {
    config = { ...defaultConfig(), autoPaceMs };
    dir = mkdtempSync(join(tmpdir(), 'service-limits-'));
    store = CabinetStore.open(dir);
    store.commit({ settings: [{ key: SETTINGS_KEY, value: overrides }] });
    devices = await startTestDevices(config);
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(3), devices, host: 'web' });
    cabinet.boot();
    // The menu opens at start-up: these tests play Gnomos Mix.
    void cabinet.handleIntent({ type: 'SELECT_GAME', game: 'gnomos-mix' });
    await cabinet.pollDevices();
  };
  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const send = (intent: Intent) => cabinet.handleIntent(intent);

  it('stops a COLLECT above the handpay limit for the attendant, who pays it by hand', async () => {
    await boot({ 'limits.handpay': 100 });
    expect(await send({ type: 'DEV_INSERT_COIN', valueCents: 200 })).toEqual({ ok: true });
    expect(await send({ type: 'COLLECT' })).toEqual({ ok: true });
    for (let i = 0; i < 20; i += 1) {
      devices.emulators.hopper.tick(1);
      await cabinet.pollDevices();
    }
    expect(devices.emulators.hopper.coinsOut).toBe(0);
    expect(cabinet.view().tilt).toMatchObject({ code: 'handpay-required', actions: ['handpay'], detail: expect.stringContaining('handpay limit') });
    expect(await send({ type: 'PLAY' })).toMatchObject({ ok: false });
    expect(await send({ type: 'DEV_SWITCH', name: 'key', on: true })).toEqual({ ok: true });
    for (let i = 0; i < 200 && !cabinet.view().attendantKey; i += 1) {
      await cabinet.pollDevices();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await send({ type: 'ATTENDANT_HANDPAY' })).toEqual({ ok: true });
    expect(store.meters('cabinet')).toMatchObject({ 'handpaid-value': 200, 'handpaid-count': 1, 'hopper-paid-count': 0 });
    expect(store.wallet()).toMatchObject({ creditsCents: 0, payoutRemainingCents: 0 });
    expect(cabinet.view().tilts).toEqual([]);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('refuses a coin the operator disabled, and caps AUTO-PLAY', async () => {
    await boot({ 'coins.enabled': [10, 20, 50, 100], 'limits.autoplayGames': 10 });
    await devices.setUpDone();
    for (let i = 0; i < 50 && !cabinet.view().coinAcceptor.accepting; i += 1) await cabinet.pollDevices();
    expect(await send({ type: 'DEV_INSERT_COIN', valueCents: 200 })).toMatchObject({ ok: false, error: { message: expect.stringContaining('returned') } });
    expect(await send({ type: 'DEV_INSERT_COIN', valueCents: 100 })).toEqual({ ok: true });
    expect(store.wallet().creditsCents).toBe(100);
    expect(await send({ type: 'AUTO_PLAY', games: 20 })).toMatchObject({ ok: false, error: { message: expect.stringContaining('at most 10') } });
    expect(await send({ type: 'AUTO_PLAY', games: 10 })).toEqual({ ok: true });
  });

  it('refuses a risk beyond the gamble steps, and AUTO-RISK banks the prize there', async () => {
    await boot({ 'limits.gambleSteps': 0 }, 1000);
    // Play until a prize goes onto the ladder (holds, advances and lids played as offered).
    for (let presses = 0; presses < 600 && cabinet.view().game.phase !== 'lower.ladder'; presses += 1) {
      const view = cabinet.view();
      const intent: Intent =
        view.game.phase === 'lower.advancing' ? { type: 'HOLD', reel: 2 } : view.game.phase === 'lower.cauldrons' ? { type: 'PICK', index: 1 } : view.creditsCents < 100 ? { type: 'DEV_INSERT_COIN', valueCents: 200 } : { type: 'PLAY' };
      expect(await send(intent)).toEqual({ ok: true });
    }
    expect(cabinet.view().game.phase).toBe('lower.ladder');
    expect(cabinet.view().buttons.play).toBe(false);
    expect(await send({ type: 'PLAY' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/gamble limit of 0 steps.*COLLECT/) } });
    const prize = asGnomosView(cabinet.view().game!).lower.ladder!.prizeCents;
    const before = store.wallet().creditsCents;
    // AUTO-RISK would risk: at the limit it collects instead (one automatic press, a second after the light).
    expect(await send({ type: 'AUTO_RISK', on: true })).toEqual({ ok: true });
    expect(cabinet.view().game.phase).toBe('lower.ladder');
    await new Promise((resolve) => setTimeout(resolve, config.autoPaceMs + 500));
    expect(cabinet.view().game.phase).toBe('lower.ready');
    expect(store.wallet().creditsCents).toBe(before + prize);
    expect(store.checkAccounting()).toEqual({ ok: true });
  }, 30_000);
});
