/**
 * Entry point when the cabinet runs inside Electron (`electron dist/main/electron-main.js`).
 * The cabinet core is the same as the web host's; only the window differs.
 */
import { join } from 'node:path';
import { ConfigError } from '../../../config/cabinet-config';
import { bootCabinet, type RunningCabinet } from '../../cabinet/boot';
import { DevicesRefusedError } from '../../cabinet/production-rules';
import { testModeRng, TestModeRefusedError } from '../../cabinet/test-mode';
import { parseStartArgs, withDeviceArgs } from '../start-args';
import type { ElectronMainPort } from './electron-port';
import { openKiosk } from './kiosk-window';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const electron = require('electron') as ElectronMainPort;

/**
 * Exit status of a start the operator must fix (config, emulated devices or test mode in a
 * production build): EX_CONFIG, which the systemd unit does not restart, so the cabinet stays
 * down with the reason in `systemctl status` instead of retrying every two seconds.
 */
const REFUSED_EXIT = 78;

const args = parseStartArgs(process.argv.slice(2), process.env);
void electron.app.whenReady().then(() => {
  let running: RunningCabinet;
  try {
    running = bootCabinet({ dataDir: args.dataDir, host: 'electron', rng: testModeRng(args), testMode: args.testSeed !== undefined, configOverride: (config) => withDeviceArgs(config, args) });
  } catch (error) {
    // Without this the window never opens and Electron keeps running with nothing on screen.
    console.error(`The cabinet could not start: ${(error as Error).message}`);
    const refused = error instanceof ConfigError || error instanceof DevicesRefusedError || error instanceof TestModeRefusedError;
    electron.app.exit(refused ? REFUSED_EXIT : 1);
    return;
  }
  openKiosk(electron, running.cabinet, { rendererDir: join(__dirname, '..', 'renderer'), preload: join(__dirname, 'preload.js') });
  electron.app.on('before-quit', () => void running.stop());
  electron.app.on('window-all-closed', () => electron.app.quit());
});
