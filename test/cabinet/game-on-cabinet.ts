/**
 * A real cabinet (store in a temporary folder, emulated devices) with one video slot in front,
 * for the per-game cabinet tests: jest's beforeEach/afterEach open and close it; `restart` is a
 * power cut and boot on the same store (a new Rng seed: nothing drawn before it can repeat).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import type { GameId, Intent, IntentResult } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import { Cabinet, type CabinetOptions } from '../../main/cabinet/cabinet';

export interface GameOnCabinetOptions {
  readonly game: GameId;
  /** The games on the menu (the game itself is the default game). */
  readonly menu: readonly GameId[];
  readonly seed: number;
  /** Changes to the shipped config (the menu is set from `menu`). */
  readonly config?: (base: CabinetConfig) => CabinetConfig;
  /** More cabinet options (a clock, the settle check). */
  readonly cabinet?: Partial<Pick<CabinetOptions, 'clock' | 'settleCheckMs'>>;
  /** Done after boot and before the game is entered (coins in, for example). */
  readonly beforeEnter?: (on: GameOnCabinet) => Promise<void>;
}

export interface GameOnCabinet {
  readonly cabinet: Cabinet;
  readonly store: CabinetStore;
  config: CabinetConfig;
  send(intent: Intent): Promise<IntentResult>;
  /** One of the game's own actions. */
  action(action: unknown): Promise<IntentResult>;
  /** A power cut and a boot on the same store. */
  restart(seed?: number): Promise<void>;
}

export function gameOnCabinet(options: GameOnCabinetOptions): GameOnCabinet {
  let dir = '';
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;
  const start = async (seed: number): Promise<void> => {
    cabinet = new Cabinet({ store, config: on.config, rng: new Xoshiro128(seed), devices, host: 'web', ...options.cabinet });
    cabinet.boot();
    await cabinet.pollDevices();
  };
  const on: GameOnCabinet = {
    get cabinet() {
      return cabinet;
    },
    get store() {
      return store;
    },
    config: defaultConfig(),
    send: (intent) => cabinet.handleIntent(intent),
    action: (action) => cabinet.handleIntent({ type: 'GAME', game: options.game, action } as Intent),
    async restart(seed = 77) {
      cabinet.stop();
      await cabinet.settled();
      store.close();
      store = CabinetStore.open(dir);
      await start(seed);
    },
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), `${options.game}-`));
    store = CabinetStore.open(dir);
    const base = options.config ? options.config(defaultConfig()) : defaultConfig();
    on.config = { ...base, menu: { games: [...options.menu], defaultGame: options.game } };
    devices = await startTestDevices(on.config);
    await start(options.seed);
    await options.beforeEnter?.(on);
    expect(await on.send({ type: 'SELECT_GAME', game: options.game })).toEqual({ ok: true });
  });

  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  return on;
}
