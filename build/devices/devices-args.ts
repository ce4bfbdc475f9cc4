/**
 * Command line of `npm run devices`. Parsing is pure (argv in, options or a DevicesArgsError
 * out) so every refusal has one clear message; the CLI prints it with the usage.
 */
import { resolve } from 'node:path';

export const DEFAULT_BENCH_DIR = '/tmp/cabinet-devices';

export const DEVICES_USAGE = `usage: npm run devices -- [options]
  The cabinet's devices, emulated byte for byte on socat pseudo-terminals: a ccTalk bus (coin
  acceptor, hopper, bill validator) at <dir>/cctalk and the I/O board at <dir>/io-board.

  --dir <folder>       where the PTY links go (default ${DEFAULT_BENCH_DIR})
  --config <file>      an operator config (cabinet-config.json) for the coin and bill tables,
                       ccTalk addresses and checksum; default: the cabinet's defaults
  --faults lost=<r>,corrupt=<r>
                       line faults on every device from the start: the share of replies
                       lost or corrupted, 0..1 or a percentage (lost=0.05 or lost=5%)
  --no-io-board        only the ccTalk bus
  --help               this text
Then type commands (\`help\` lists them), or pipe them in: one command a line.`;

export class DevicesArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DevicesArgsError';
  }
}

export interface LineFaultRates {
  readonly lost: number;
  readonly corrupt: number;
}

export interface DevicesArgs {
  readonly dir: string;
  readonly configFile: string | null;
  readonly faults: LineFaultRates;
  readonly ioBoard: boolean;
  readonly help: boolean;
}

/** A share of replies: "0.05", "5%", "0". Rejects anything outside 0..1. */
export function parseRate(text: string, what: string): number {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
  const plain = /^(\d+(?:\.\d+)?)$/.exec(text);
  const rate = percent ? Number(percent[1]) / 100 : plain ? Number(plain[1]) : Number.NaN;
  if (!(rate >= 0 && rate <= 1)) throw new DevicesArgsError(`${what} must be a rate 0..1 or a percentage 0%..100%, got "${text}"`);
  return rate;
}

function parseFaults(text: string): LineFaultRates {
  let lost = 0;
  let corrupt = 0;
  for (const part of text.split(',')) {
    const [name, value, extra] = part.split('=');
    if (value === undefined || extra !== undefined) throw new DevicesArgsError(`--faults takes name=rate pairs like lost=0.05,corrupt=0.05, got "${part}"`);
    if (name === 'lost') lost = parseRate(value, 'lost');
    else if (name === 'corrupt') corrupt = parseRate(value, 'corrupt');
    else throw new DevicesArgsError(`--faults knows lost and corrupt, got "${name}"`);
  }
  return { lost, corrupt };
}

export function parseDevicesArgs(argv: readonly string[]): DevicesArgs {
  let dir = DEFAULT_BENCH_DIR;
  let configFile: string | null = null;
  let faults: LineFaultRates = { lost: 0, corrupt: 0 };
  let ioBoard = true;
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new DevicesArgsError(`${flag} needs a value`);
      i += 1;
      return next;
    };
    if (flag === '--dir') dir = value();
    else if (flag === '--config') configFile = value();
    else if (flag === '--faults') faults = parseFaults(value());
    else if (flag === '--no-io-board') ioBoard = false;
    else if (flag === '--help' || flag === '-h') help = true;
    else throw new DevicesArgsError(`unknown option ${flag}`);
  }
  // The printed start command must work from any folder, so the links are named absolutely.
  return { dir: resolve(dir), configFile, faults, ioBoard, help };
}
