/**
 * `npm start`: runs the cabinet. With Electron's binary installed it opens the kiosk window;
 * without it (Electron's binary is downloaded from outside npm, which some machines cannot
 * reach) it serves the same screen on http://127.0.0.1:<port>/ for a Chromium kiosk, and says so.
 * The web host's screen link takes only the screen that holds this boot's secret: the address
 * printed (and written to <data>/screen-url) carries it in its fragment.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bootCabinet } from './cabinet/boot';
import { listSerialPorts } from '../hardware/serial/port-list';
import { testModeRng } from './cabinet/test-mode';
import { newScreenToken } from './hosts/web/screen-token';
import { writeScreenUrlFile } from './hosts/web/screen-url-file';
import { startWebHost } from './hosts/web/web-host';
import { parseStartArgs, StartArgsError, withDeviceArgs, type StartArgs } from './hosts/start-args';

/** Path of Electron's binary, or the reason there is none. */
function findElectron(): { binary: string } | { missing: string } {
  try {
    // In plain Node the electron package exports the path of its binary.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const binary = require('electron') as unknown;
    return typeof binary === 'string' ? { binary } : { missing: 'the electron package did not give a binary path' };
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? '';
    return { missing: /Cannot find module/.test(message) ? 'the electron package is not installed (its binary download needs the internet)' : message };
  }
}

function runElectron(binary: string, argv: readonly string[]): void {
  const child = spawn(binary, [join(__dirname, 'electron-main.js'), ...argv], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

async function runWebHost(args: StartArgs, reason: string | null): Promise<void> {
  const running = bootCabinet({ dataDir: args.dataDir, host: 'web', rng: testModeRng(args), testMode: args.testSeed !== undefined, configOverride: (config) => withDeviceArgs(config, args), log: (m) => console.log(m) });
  const port = args.port ?? running.config.webHost.port;
  // A new secret at every boot: a screen (or anything else) holding an old one is refused.
  const screenToken = newScreenToken();
  const host = await startWebHost(running.cabinet, { rendererDir: join(__dirname, '..', 'renderer'), port, screenToken, log: (m) => console.log(m) }).catch((error: Error) => {
    void running.stop();
    throw new Error(`cannot serve on 127.0.0.1:${port}: ${error.message} (choose another with --port)`);
  });
  if (reason) console.log(`Electron is not available: ${reason}.`);
  console.log(`Cabinet running (data: ${args.dataDir}).`);
  const devices = running.config.devices;
  console.log(
    devices.mode === 'emulated'
      ? 'Devices: emulated inside the cabinet (coin acceptor, hopper, bill validator, I/O board); the screen has a development panel for coins, bills, key and doors.'
      : `Devices: ccTalk bus on ${devices.cctalk.port}${devices.ioBoard.enabled ? `, I/O board on ${devices.ioBoard.port}` : ''}.`,
  );
  const screenUrlFile = writeScreenUrlFile(args.dataDir, host.screenUrl);
  console.log(`Serving the cabinet screen at ${host.screenUrl}`);
  console.log("  (the part after '#' is this boot's screen secret: only a screen opened at this address may play; it changes at every start)");
  console.log(`Open it in a Chromium kiosk:  chromium --kiosk --app='${host.screenUrl}'`);
  console.log(`or, as the cabinet's user:     chromium --kiosk --app="$(cat ${shellQuoted(screenUrlFile)})"`);
  console.log('Press Ctrl-C to stop.');
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void host
      .close()
      .then(() => running.stop())
      .then(() => {
        console.log('Cabinet stopped.');
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A path as one shell word, whatever it holds. */
function shellQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `--list-ports`: what a technician needs to fill in `devices.*.port`. */
async function printSerialPorts(): Promise<void> {
  const { ports, problem } = await listSerialPorts();
  if (problem) console.log(`Note: ${problem}`);
  if (ports.length === 0) console.log('No serial ports found.');
  for (const port of ports) {
    const extra = [port.manufacturer, port.serialNumber && `serial ${port.serialNumber}`].filter(Boolean).join(', ');
    console.log(`${port.byId ?? port.path}${port.byId ? `  (${port.path})` : ''}${extra ? `  ${extra}` : ''}`);
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = parseStartArgs(argv, process.env);
  if (args.listPorts) return printSerialPorts();
  if (args.host !== 'web') {
    const electron = findElectron();
    if ('binary' in electron) return runElectron(electron.binary, argv);
    if (args.host === 'electron') throw new Error(`--host electron was asked for, but ${electron.missing}`);
    return runWebHost(args, electron.missing);
  }
  return runWebHost(args, null);
}

main().catch((error: Error) => {
  console.error(error instanceof StartArgsError ? error.message : `The cabinet could not start: ${error.message}`);
  process.exit(1);
});
