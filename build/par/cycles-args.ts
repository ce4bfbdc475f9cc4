/**
 * Command line of the Gnomos cycle simulation (`npm run cycles -- ...`). Parsing is pure (argv
 * in, options or a UsageError out), like the PAR tool's; the CLI prints the message with the
 * usage and exits with status 2.
 */
import { UsageError } from './args';

export const CYCLES_USAGE = `usage: npm run cycles -- --profile <id> --setting <70..95> [options]

  --profile <id>        jurisdiction profile with a cycle rule (es-type-b-40000, es-type-b-20000-blocks)
  --setting <rtp>       the operator's RTP setting, a whole percent the profile allows
  --cycles <N>          cycles to play (default 1000)
  --seed <S>            simulation seed, a whole number (default 1); cycle k plays stream k − 1 of it
  --workers <N>         worker threads (default: os.availableParallelism())
  --player <mix>        default | auto-risk (default: default)
  --per-cycle           list every cycle (games, coin in, coin out, return, lowest block)
  --format <f>          text | json (default text)
  --help                this text`;

export interface CyclesArgs {
  readonly profileId: string;
  readonly setting: number;
  readonly cycles: number;
  readonly seed: number;
  readonly workers: number | null;
  readonly player: string;
  readonly perCycle: boolean;
  readonly format: 'text' | 'json';
  readonly help: boolean;
}

export const DEFAULT_CYCLES = 1000;
const MAX_WORKERS = 1024;

const VALUE_OPTIONS = new Set(['--profile', '--setting', '--cycles', '--seed', '--workers', '--player', '--format']);
const FLAG_OPTIONS = new Set(['--per-cycle', '--help', '-h']);

function whole(option: string, text: string, min: number): number {
  const plain = text.replace(/[_,]/g, '');
  const value = /^\d+$/.test(plain) ? Number(plain) : NaN;
  if (!Number.isSafeInteger(value) || value < min) throw new UsageError(`${option} needs a whole number ≥ ${min}, got "${text}"`);
  return value;
}

export function parseCyclesArgs(argv: readonly string[]): CyclesArgs {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (FLAG_OPTIONS.has(name)) {
      if (eq > 0) throw new UsageError(`${name} takes no value`);
      flags.add(name === '-h' ? '--help' : name);
    } else if (VALUE_OPTIONS.has(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[(i += 1)];
      if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
      if (values.has(name)) throw new UsageError(`${name} is given twice`);
      values.set(name, value);
    } else {
      throw new UsageError(arg.startsWith('-') ? `unknown option ${name}` : `unexpected argument "${arg}"`);
    }
  }
  const help = flags.has('--help');
  const profileId = values.get('--profile');
  const setting = values.get('--setting');
  if (!help && profileId === undefined) throw new UsageError('name a jurisdiction profile with --profile');
  if (!help && setting === undefined) throw new UsageError('give the operator setting with --setting (e.g. 70)');
  const format = values.get('--format') ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format is text or json, got "${format}"`);
  const workers = values.get('--workers');
  const workerCount = workers === undefined ? null : whole('--workers', workers, 1);
  if (workerCount !== null && workerCount > MAX_WORKERS) throw new UsageError(`--workers is at most ${MAX_WORKERS}`);
  const cycles = values.get('--cycles');
  const seed = values.get('--seed');
  return {
    profileId: profileId ?? '',
    setting: setting === undefined ? 0 : whole('--setting', setting, 0),
    cycles: cycles === undefined ? DEFAULT_CYCLES : whole('--cycles', cycles, 1),
    seed: seed === undefined ? 1 : whole('--seed', seed, 0),
    workers: workerCount,
    player: values.get('--player') ?? 'default',
    perCycle: flags.has('--per-cycle'),
    format,
    help,
  };
}
