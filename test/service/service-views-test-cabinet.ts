/**
 * A real cabinet on emulated devices and a throw-away store, for the service views' tests: the
 * journal steps, snapshots and meters they read are the ones play really writes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { Cabinet } from '../../main/cabinet/cabinet';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import { CabinetStore } from '../../main/store/cabinet-store';

export interface TestCabinet {
  readonly store: CabinetStore;
  readonly cabinet: Cabinet;
  readonly config: CabinetConfig;
  close(): Promise<void>;
}

export async function openTestCabinet(seed = 7): Promise<TestCabinet> {
  const dir = mkdtempSync(join(tmpdir(), 'service-views-'));
  const store = CabinetStore.open(dir);
  // The automatic presses are paced as slowly as the config allows: the test presses every button itself.
  const config: CabinetConfig = { ...defaultConfig(), autoPaceMs: 10_000 };
  const devices: TestDevices = await startTestDevices(config);
  const cabinet = new Cabinet({ store, config, rng: new Xoshiro128(seed), devices, host: 'web' });
  cabinet.boot();
  // The menu opens at start-up: these tests play the operator's default game.
  void cabinet.handleIntent({ type: 'SELECT_GAME', game: config.menu.defaultGame });
  await cabinet.pollDevices();
  return {
    store,
    cabinet,
    config,
    close: async () => {
      cabinet.stop();
      await cabinet.settled();
      store.close();
      await devices.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Plays whole rounds at the default bet, adding a coin when the credit runs short. PLAY carries
 * every round on (the held game, a ladder risk, a cauldron, the advances) until the game is idle
 * again; COLLECT is never pressed, because with nothing to bank it would pay the credit out.
 */
export async function playRounds(test: TestCabinet, rounds: number): Promise<void> {
  const press = async (intent: Parameters<Cabinet['handleIntent']>[0]): Promise<void> => {
    const result = await test.cabinet.handleIntent(intent);
    if (!result.ok) throw new Error(`${JSON.stringify(intent)} refused: ${result.error.message}`);
  };
  for (let played = 0; played < rounds; played += 1) {
    if (test.store.wallet().creditsCents < 20) await press({ type: 'DEV_INSERT_COIN', valueCents: 200 });
    await press({ type: 'PLAY' });
    for (let presses = 0; presses < 50 && !test.cabinet.view().game.phase.endsWith('.ready'); presses += 1) await press({ type: 'PLAY' });
  }
}
