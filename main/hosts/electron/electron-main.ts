/**
 * Entry point when the cabinet runs inside Electron (`electron dist/main/electron-main.js`).
 * The cabinet core is the same as the web host's; only the window differs.
 */
import { join } from 'node:path';
import { bootCabinet } from '../../cabinet/boot';
import { testModeRng } from '../../cabinet/test-mode';
import { parseStartArgs, withDeviceArgs } from '../start-args';
import type { ElectronMainPort } from './electron-port';
import { openKiosk } from './kiosk-window';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const electron = require('electron') as ElectronMainPort;

const args = parseStartArgs(process.argv.slice(2), process.env);
void electron.app.whenReady().then(() => {
  const running = bootCabinet({ dataDir: args.dataDir, host: 'electron', rng: testModeRng(args), testMode: args.testSeed !== undefined, configOverride: (config) => withDeviceArgs(config, args) });
  openKiosk(electron, running.cabinet, { rendererDir: join(__dirname, '..', 'renderer'), preload: join(__dirname, 'preload.js') });
  electron.app.on('before-quit', () => void running.stop());
  electron.app.on('window-all-closed', () => electron.app.quit());
});
