/**
 * `npm run devices`: the cabinet's devices, emulated byte for byte on socat PTYs, with a console
 * to play with them (coins, bills, buttons, doors, faults, unplugged cables, power cycles). The
 * cabinet is started separately against the PTYs, exactly as against its real USB adapters.
 *
 * Commands come one a line from the terminal or from a pipe or file (tests and scripts drive it
 * that way). Exit status: 0 stopped normally, 1 the devices could not start or (input not from
 * a terminal) a command was refused, 2 usage error.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { configFromOperatorText, defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { BenchConsole } from './bench-console';
import { parseCommand } from './console-commands';
import { DeviceBench, type BenchLine } from './device-bench';
import { DEVICES_USAGE, DevicesArgsError, parseDevicesArgs, type DevicesArgs } from './devices-args';
import { startHint } from './start-hint';

/** Uniform 0..1 from the OS for the line faults: a console session has no seed to replay. */
const osRandom = (): number => randomInt(2 ** 30) / 2 ** 30;

const say = (text: string): void => {
  process.stdout.write(`${text}\n`);
};
const complain = (text: string): void => {
  process.stderr.write(`${text}\n`);
};

function loadConfig(file: string | null): CabinetConfig {
  if (file === null) return defaultConfig();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new DevicesArgsError(`cannot read --config ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return configFromOperatorText(text, file);
}

const LINE_NAMES: Record<BenchLine, string> = { cctalk: 'ccTalk bus', io: 'I/O board line' };

async function run(args: DevicesArgs): Promise<number> {
  const config = loadConfig(args.configFile);
  const bench = await DeviceBench.start({
    dir: args.dir,
    config,
    random: osRandom,
    ioBoard: args.ioBoard,
    onLineLost: (line, reason) => complain(`${LINE_NAMES[line]} lost by itself (${reason}); \`plug ${line}\` brings it back`),
  });
  for (const device of [...bench.cctalkDevices(), ...(args.ioBoard ? [bench.emulators.ioBoard] : [])]) {
    device.faults.lostReplyRate = args.faults.lost;
    device.faults.corruptReplyRate = args.faults.corrupt;
  }
  say(startHint({ cctalkPath: bench.hostPath('cctalk'), ioPath: args.ioBoard ? bench.hostPath('io') : null, config, configFile: args.configFile }));

  const interactive = process.stdin.isTTY === true;
  const input = createInterface({ input: process.stdin, output: interactive ? process.stdout : undefined, terminal: interactive });
  const benchConsole = new BenchConsole(bench, config);
  let refused = 0;
  let stopping = false;
  const stop = (): void => {
    stopping = true;
    input.close();
  };
  // A terminal's Ctrl-C reaches readline, a pipe's reaches the process: both end the session.
  input.on('SIGINT', stop);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (interactive) {
    input.setPrompt('devices> ');
    input.prompt();
  }
  try {
    for await (const line of input) {
      if (stopping) break;
      try {
        const command = parseCommand(line);
        if (command) {
          say(await benchConsole.run(command));
          if (command.kind === 'quit') break;
        }
      } catch (error) {
        refused += 1;
        complain(`error: ${(error as Error).message}`);
      }
      if (interactive && !stopping) input.prompt();
    }
  } finally {
    input.close();
    await bench.stop();
    say('devices stopped');
  }
  return !interactive && refused > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  let args: DevicesArgs;
  try {
    args = parseDevicesArgs(process.argv.slice(2));
  } catch (error) {
    complain(`devices: ${(error as Error).message}\n\n${DEVICES_USAGE}`);
    return 2;
  }
  if (args.help) {
    say(DEVICES_USAGE);
    return 0;
  }
  try {
    return await run(args);
  } catch (error) {
    complain(`devices: ${(error as Error).message}`);
    return error instanceof DevicesArgsError ? 2 : 1;
  }
}

void main().then((code) => process.exit(code));
