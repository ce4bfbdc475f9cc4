/**
 * Command line of the PAR tool. Parsing is pure (argv in, options or a UsageError out) so every
 * refusal has one clear message; the CLI prints it with the usage and exits with status 2.
 */
import type { SheetFormat } from '../../engine/par/sheet';

export const USAGE = `usage: npm run par -- <game-id | --def file.json> [options]

  <game-id>             a registered game (gnomos-mix, gonzos-gold, mona-lisa-jewels, mystery-elves,
                        mystic-gem-40)
  --def <file.json>     a JSON game definition (line or cluster game)
  --bet <cents>         bet of a registered game, in cents (default: the game's default bet)
  --setting <rtp>       operator RTP setting in percent, for games that have settings
                        (gnomos-mix: 70–95; prints the cash return of the whole machine at
                        every bet pairing for four players, and each game alone; --bet narrows
                        it to one bet; with --spins N it also plays N rounds of the machine)
  --solve-levels        gnomos-mix: solve every tuning level with the exact maths and write
                        engine/games/gnomos-mix/tuning/level-data.ts (or --out)
  --spins <N>           simulate exactly N rounds (default 10000000)
  --precision <p>       simulate until the 99 % interval's half-width is <= p (0.001 = ±0.1 % RTP)
  --max-spins <N>       with --precision: stop at the first checkpoint past N rounds (default 1e10)
  --seed <S>            simulation seed, a whole number (default 1)
  --workers <N>         worker threads (default: os.availableParallelism())
  --exact-only          exact figures only, no simulation
  --full                games whose exact figures are cached (gonzos-gold): enumerate afresh
                        (about 40 s) and check the cache against it (exit 1 if it differs)
  --write-cache         with --full: rewrite the cache file instead of checking it
  --no-brute-force      skip the brute-force check of a line definition's exact figures
  --format <f>          text | json | md (default text)
  --out <file>          write the sheet to a file instead of stdout
  --progress            show the progress bar on stderr even when stderr is not a terminal
  --help                this text`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParArgs {
  readonly gameId: string | null;
  readonly defFile: string | null;
  readonly betCents: number | null;
  readonly setting: number | null;
  readonly target: { readonly kind: 'spins'; readonly spins: number } | { readonly kind: 'precision'; readonly precision: number; readonly maxSpins: number | null } | null;
  readonly seed: number;
  readonly workers: number | null;
  readonly bruteForce: boolean;
  readonly format: SheetFormat;
  readonly out: string | null;
  readonly progress: boolean;
  /** gnomos-mix: solve the tuning levels and write the level table. */
  readonly solveLevels: boolean;
  /** --spins was given (gnomos-mix --setting then adds a Monte Carlo session of the whole machine). */
  readonly spinsGiven: boolean;
  /** --full: a fresh exact enumeration instead of the game's cached totals; --write-cache rewrites the cache. */
  readonly fullExact: boolean;
  readonly writeCache: boolean;
  readonly help: boolean;
}

export const DEFAULT_SPINS = 10_000_000;
export const DEFAULT_SEED = 1;
const MAX_WORKERS = 1024;

/** A whole number written as digits, with optional _ or , separators, or as 1e7. */
function wholeNumber(option: string, text: string, min: number): number {
  const plain = text.replace(/[_,]/g, '');
  const value = /^-?\d+$/.test(plain) ? Number(plain) : /^\d+(\.\d+)?e\d+$/i.test(plain) ? Number(plain) : NaN;
  if (!Number.isSafeInteger(value) || value < min) {
    throw new UsageError(`${option} needs a whole number${min > 0 ? ` ≥ ${min}` : min === 0 ? ' ≥ 0' : ''}, got "${text}"`);
  }
  return value;
}

function decimal(option: string, text: string): number {
  if (!/^\d+(\.\d+)?(e-?\d+)?$/i.test(text)) throw new UsageError(`${option} needs a number, got "${text}"`);
  return Number(text);
}

const VALUE_OPTIONS = new Set(['--def', '--bet', '--setting', '--spins', '--precision', '--max-spins', '--seed', '--workers', '--format', '--out']);
const FLAG_OPTIONS = new Set(['--exact-only', '--no-brute-force', '--progress', '--solve-levels', '--full', '--write-cache', '--help', '-h']);

export function parseParArgs(argv: readonly string[]): ParArgs {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
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
      throw new UsageError(`unknown option ${name}`);
    }
  }
  const help = flags.has('--help');
  if (help) {
    return { gameId: null, defFile: null, betCents: null, setting: null, target: null, seed: DEFAULT_SEED, workers: null, bruteForce: true, format: 'text', out: null, progress: false, solveLevels: false, spinsGiven: false, fullExact: false, writeCache: false, help };
  }

  if (positional.length > 1) throw new UsageError(`one game at a time, got ${positional.join(', ')}`);
  const gameId = positional[0] ?? null;
  const defFile = values.get('--def') ?? null;
  if (gameId !== null && defFile !== null) throw new UsageError('give a game id or --def, not both');
  if (gameId === null && defFile === null) throw new UsageError('name a game id or give --def file.json');

  const writeCache = flags.has('--write-cache');
  if (writeCache && !flags.has('--full')) throw new UsageError('--write-cache goes with --full');
  if (flags.has('--full') && defFile !== null) throw new UsageError('--full applies to registered games with a cached enumeration');
  const bet = values.get('--bet');
  if (bet !== undefined && defFile !== null) throw new UsageError('--bet applies to registered games; a definition pays in its own stake units');
  const setting = values.get('--setting');
  const settingValue = setting === undefined ? null : decimal('--setting', setting);
  if (settingValue !== null && !(settingValue > 0 && settingValue <= 100)) throw new UsageError(`--setting is an RTP in percent (e.g. 85), got "${setting}"`);

  const spins = values.get('--spins');
  const precision = values.get('--precision');
  const maxSpins = values.get('--max-spins');
  const exactOnly = flags.has('--exact-only');
  if (spins !== undefined && precision !== undefined) throw new UsageError('give --spins or --precision, not both');
  if (exactOnly && (spins !== undefined || precision !== undefined)) throw new UsageError('--exact-only runs no simulation: drop --spins / --precision');
  if (maxSpins !== undefined && precision === undefined) throw new UsageError('--max-spins goes with --precision');
  let target: ParArgs['target'] = exactOnly ? null : { kind: 'spins', spins: DEFAULT_SPINS };
  if (spins !== undefined) target = { kind: 'spins', spins: wholeNumber('--spins', spins, 1) };
  if (precision !== undefined) {
    const p = decimal('--precision', precision);
    if (!(p > 0 && p < 1)) throw new UsageError(`--precision is a fraction of the stake between 0 and 1 (0.001 = ±0.1 % RTP), got "${precision}"`);
    target = { kind: 'precision', precision: p, maxSpins: maxSpins === undefined ? null : wholeNumber('--max-spins', maxSpins, 1) };
  }

  const format = values.get('--format') ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'md') throw new UsageError(`--format is text, json or md, got "${format}"`);
  const workers = values.get('--workers');
  const workerCount = workers === undefined ? null : wholeNumber('--workers', workers, 1);
  if (workerCount !== null && workerCount > MAX_WORKERS) throw new UsageError(`--workers is at most ${MAX_WORKERS}`);
  const seed = values.get('--seed');

  return {
    gameId,
    defFile,
    betCents: bet === undefined ? null : wholeNumber('--bet', bet, 1),
    setting: settingValue,
    target,
    seed: seed === undefined ? DEFAULT_SEED : wholeNumber('--seed', seed, 0),
    workers: workerCount,
    bruteForce: !flags.has('--no-brute-force'),
    format,
    out: values.get('--out') ?? null,
    progress: flags.has('--progress'),
    solveLevels: flags.has('--solve-levels'),
    spinsGiven: spins !== undefined,
    fullExact: flags.has('--full'),
    writeCache,
    help,
  };
}
