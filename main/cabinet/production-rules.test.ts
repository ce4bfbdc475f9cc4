import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { defaultConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { startTestDevices, type TestDevices } from '../devices/test-devices';
import { CabinetStore } from '../store/cabinet-store';
import { bootCabinet, loadConfig, OPERATOR_CONFIG_FILE } from './boot';
import type * as CabinetModule from './cabinet';
import { DevicesRefusedError } from './production-rules';

const root = join(__dirname, '..', '..');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A data folder that does not exist yet (a refused start must not create it). */
function freshDataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'cabinet-prod-rules-'));
  made.push(parent);
  return join(parent, 'data');
}

/** A data folder holding this operator file. */
function dataDirWith(operatorFile: unknown): string {
  const dir = freshDataDir();
  mkdirSync(dir);
  writeFileSync(join(dir, OPERATOR_CONFIG_FILE), JSON.stringify(operatorFile));
  return dir;
}

describe('a development build', () => {
  it('keeps the emulated devices by default', () => {
    expect(loadConfig(freshDataDir(), 'development').devices.mode).toBe('emulated');
  });

  it('refuses serial devices with no port set, naming the keys to set, before anything is stored', async () => {
    const dataDir = freshDataDir();
    let refusal: unknown = null;
    try {
      const running = bootCabinet({ dataDir, host: 'web', log: () => undefined, configOverride: (c) => ({ ...c, devices: { ...c.devices, mode: 'serial' } }) });
      await running.stop();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DevicesRefusedError);
    expect((refusal as Error).message).toMatch(/no port is set for devices\.cctalk\.port .* and for devices\.ioBoard\.port .*--list-ports/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('a production build (bundled as `npm run dist` does)', () => {
  let dir: string;
  let start: string;
  let cabinetModule: typeof CabinetModule;

  beforeAll(() => {
    // Inside the repository, so the bundle finds node_modules as the shipped one does.
    mkdirSync(join(root, 'dist'), { recursive: true });
    dir = mkdtempSync(join(root, 'dist', 'production-rules-'));
    // The launcher, and the cabinet alone for the test that wires emulators into it.
    buildSync({
      entryPoints: { start: join(root, 'main/start.ts'), cabinet: join(root, 'main/cabinet/cabinet.ts') },
      outdir: dir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      define: { CABINET_BUILD: '"production"' },
    });
    start = join(dir, 'start.js');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    cabinetModule = require(join(dir, 'cabinet.js')) as typeof CabinetModule;
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const startCabinet = (dataDir: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [start, '--host', 'web', '--port', '0', '--data', dataDir, ...args], {
      encoding: 'utf8',
      timeout: 20_000,
      cwd: root,
      env: { ...process.env, CABINET_DEVICES: '', ...env },
    });

  it('refuses to start with the shipped defaults (serial, no port), telling the operator which keys to set', () => {
    const dataDir = freshDataDir();
    const run = startCabinet(dataDir);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/the devices are serial but no port is set for devices\.cctalk\.port .* and for devices\.ioBoard\.port/);
    expect(run.stderr).toContain(join(dataDir, OPERATOR_CONFIG_FILE));
    expect(run.stderr).toContain('npm start -- --list-ports');
    expect(run.stdout).not.toMatch(/Serving the cabinet screen/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it.each([
    ['--devices emulated', ['--devices', 'emulated'], {}],
    ['CABINET_DEVICES=emulated', [], { CABINET_DEVICES: 'emulated' }],
  ])('refuses emulated devices asked for with %s, saying where they came from', (_, args, env) => {
    const dataDir = freshDataDir();
    const run = startCabinet(dataDir, args, env);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/production build: emulated devices \(--devices emulated \/ CABINET_DEVICES=emulated\) are refused/);
    expect(run.stdout).not.toMatch(/Serving the cabinet screen/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses emulated devices set in the operator file, naming the file, and stores nothing', () => {
    const dataDir = dataDirWith({ devices: { mode: 'emulated' } });
    const run = startCabinet(dataDir);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`production build: emulated devices (devices.mode "emulated" in ${join(dataDir, OPERATOR_CONFIG_FILE)}) are refused`);
    expect(run.stdout).not.toMatch(/Serving the cabinet screen/);
    expect(readdirSync(dataDir)).toEqual([OPERATOR_CONFIG_FILE]);
  });

  it('starts on the serial ports of the operator file', async () => {
    const cctalk = '/dev/serial/by-id/usb-test-cctalk-if00';
    const io = '/dev/serial/by-id/usb-test-io-board-if00';
    const dataDir = dataDirWith({ devices: { mode: 'serial', cctalk: { port: cctalk }, ioBoard: { port: io } } });
    const child = spawn(process.execPath, [start, '--host', 'web', '--port', '0', '--data', dataDir], { cwd: root, env: { ...process.env, CABINET_DEVICES: '' } });
    let output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        // The launcher's last line: the devices line and the URL are out by then.
        if (/Press Ctrl-C to stop/.test(output)) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.once('exit', () => reject(new Error(`the cabinet exited:\n${output}`)));
    });
    child.kill('SIGTERM');
    await exited;
    expect(output).toContain(`Devices: ccTalk bus on ${cctalk}, I/O board on ${io}.`);
  });

  describe('with emulators wired into its cabinet', () => {
    let dataDir: string;
    let store: CabinetStore;
    let devices: TestDevices;
    let cabinet: CabinetModule.Cabinet;
    let errors: jest.SpyInstance;

    beforeEach(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'cabinet-prod-dev-'));
      store = CabinetStore.open(dataDir);
      const config = defaultConfig();
      devices = await startTestDevices(config);
      errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      cabinet = new cabinetModule.Cabinet({ store, config, rng: new Xoshiro128(5), devices, host: 'electron' });
      cabinet.boot();
      // The menu opens at start-up: these tests play the operator's default game.
      void cabinet.handleIntent({ type: 'SELECT_GAME', game: config.menu.defaultGame });
      await cabinet.pollDevices();
    });

    afterEach(async () => {
      cabinet.stop();
      await cabinet.settled();
      store.close();
      await devices.stop();
      errors.mockRestore();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses every development-panel intent, logs it, and no meter, balance or switch moves', async () => {
      const before = { wallet: store.wallet(), meters: store.meters('cabinet') };
      for (const intent of [
        { type: 'DEV_INSERT_COIN', valueCents: 200 },
        { type: 'DEV_INSERT_BILL', valueCents: 500 },
        { type: 'DEV_SWITCH', name: 'key', on: true },
        { type: 'DEV_SWITCH', name: 'mainDoor', on: true },
      ]) {
        const result = await cabinet.handleIntent(intent);
        expect(result).toEqual({ ok: false, error: { code: 'not-allowed', message: expect.stringMatching(new RegExp(`^${intent.type} is refused: this is a production build and has no development panel`)) } });
      }
      // Whatever the emulators were told would show by now: a coin or bill credited, the key turned, a door open.
      await cabinet.pollDevices();
      await cabinet.pollDevices();
      expect({ wallet: store.wallet(), meters: store.meters('cabinet') }).toEqual(before);
      expect(cabinet.view()).toMatchObject({ creditsCents: 0, attendantKey: false, switches: { key: false, mainDoor: false }, tilt: null });
      // The event log lists the newest first.
      expect(store.events({ kind: 'dev-intent-refused' }).map((e) => (e.detail as { intent: string }).intent).reverse()).toEqual(['DEV_INSERT_COIN', 'DEV_INSERT_BILL', 'DEV_SWITCH', 'DEV_SWITCH']);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('DEV_INSERT_COIN is refused'));
    });

    it('offers no development panel on its screen', () => {
      // The renderer shows the panel's coins, bills and switches only from these (renderer/model/dev-panel.ts).
      const view = cabinet.view();
      expect(view.coinAcceptor.devCoinsCents).toBeNull();
      expect(view.billValidator.devBillsCents).toBeNull();
      expect(view.switches.dev).toBe(false);
    });
  });
});
