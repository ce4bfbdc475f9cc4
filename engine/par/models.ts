import { DEFAULT_BET_CENTS, LOWER_BETS_CENTS } from '../games/gnomos-mix/bets';
import { GNOMOS_SETTING_UNAVAILABLE, gnomosParModel } from '../games/gnomos-mix/par-model';
import { GONZO_EXACT_CACHE_FILE, GONZO_PAR_BETS_CENTS, GONZO_PAR_DEFAULT_BET_CENTS, gonzoFreshCacheSource, gonzoParModel } from '../games/gonzos-gold/par/par-model';
import { gonzoParReport } from '../games/gonzos-gold/par/report';
import { MONA_LISA_PAR_BETS_CENTS, monaLisaParModel } from '../games/mona-lisa-jewels/par/par-model';
import { monaLisaParReport } from '../games/mona-lisa-jewels/par/report';
import { MYSTIC_GEM_PAR_STAKES_CENTS, mysticGemParModel } from '../games/mystic-gem-40/par/par-model';
import { mysticGemParReport } from '../games/mystic-gem-40/par/report';
import { MYSTERY_ELVES_PAR_STAKES_CENTS, mysteryElvesParModel } from '../games/mystery-elves/par/par-model';
import { mysteryElvesParReport } from '../games/mystery-elves/par/report';
import { createClusterGame } from './cluster-game';
import { parseGameDefinition } from './definition';
import { createLineGame } from './line-game';
import type { ParModel } from './par-model';

/**
 * The games the PAR tool knows by id, and the door for JSON definitions (`--def`). A game
 * plugs in by adding an entry: its bets, whether it has operator RTP settings, and a factory
 * that returns its ParModel.
 */

/** An option a model refuses (a bet it does not have, a setting it does not offer): a usage error, not a crash. */
export class ParOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParOptionError';
  }
}

export interface ParModelOptions {
  readonly betCents?: number;
  /** Operator RTP setting in percent. */
  readonly setting?: number;
  /** A fresh exact enumeration instead of the game's cached totals (`--full`; games with an exactCache). */
  readonly fullExact?: boolean;
}

export interface ParModelEntry {
  readonly id: string;
  readonly name: string;
  /** Bets the game offers, in cents, and the one used when none is given. */
  readonly betsCents: readonly number[];
  readonly defaultBetCents: number;
  /** The operator RTP settings (percent) the model implements, or why it has none. */
  readonly settings: { readonly min: number; readonly max: number } | { readonly unavailable: string };
  /** Builds the model; the options are already checked against the entry. */
  create(options: { readonly betCents: number; readonly setting?: number; readonly fullExact?: boolean }): ParModel;
  /** The game's own pages the generic sheet has no place for, printed after it (text formats). */
  readonly report?: (options: { readonly fullExact: boolean }) => string;
  /**
   * A game whose exact figures are an enumeration's totals kept in a source file: the file (from
   * the repository root) and its text as a fresh enumeration gives it. `--full` checks the file
   * against it, `--write-cache` rewrites it.
   */
  readonly exactCache?: { readonly file: string; freshSource(): string };
}

export const PAR_MODELS: Readonly<Record<string, ParModelEntry>> = Object.freeze({
  'gnomos-mix': {
    id: 'gnomos-mix',
    name: 'Gnomos Mix Golden Edition',
    betsCents: LOWER_BETS_CENTS,
    defaultBetCents: DEFAULT_BET_CENTS,
    settings: { unavailable: GNOMOS_SETTING_UNAVAILABLE },
    create: ({ betCents }) => gnomosParModel({ betCents }),
  },
  'mona-lisa-jewels': {
    id: 'mona-lisa-jewels',
    name: 'Mona Lisa Jewels',
    // At a 1-cent coin: 25 lines × 1 coin (below max bet), 25 lines × 10 coins (max bet).
    betsCents: MONA_LISA_PAR_BETS_CENTS,
    defaultBetCents: MONA_LISA_PAR_BETS_CENTS[0] as number,
    settings: { unavailable: 'Mona Lisa Jewels has one return (94.30 %, 94.60 % at max bet); the operator sets the progressive, not the return' },
    create: ({ betCents }) => monaLisaParModel({ betCents }),
    report: () => monaLisaParReport(),
  },
  'mystic-gem-40': {
    id: 'mystic-gem-40',
    name: '40 Mystic Gem',
    // The stake of each bet mode at a 0.40 € total bet: 40 base (the default), 180 buy1, 600 buy2, 2860 buy3, 480 guaranteed1, 1000 guaranteed2.
    betsCents: MYSTIC_GEM_PAR_STAKES_CENTS,
    defaultBetCents: MYSTIC_GEM_PAR_STAKES_CENTS[0] as number,
    settings: { unavailable: '40 Mystic Gem has one return (96.08 %) in every bet mode; Jackpot Cards are on top of it' },
    create: ({ betCents }) => mysticGemParModel({ betCents }),
    report: () => mysticGemParReport(),
  },
  'gonzos-gold': {
    id: 'gonzos-gold',
    name: "Gonzo's Gold",
    betsCents: GONZO_PAR_BETS_CENTS,
    defaultBetCents: GONZO_PAR_DEFAULT_BET_CENTS,
    settings: { unavailable: "Gonzo's Gold has one return (96.11 %) at every bet" },
    create: ({ betCents, fullExact }) => gonzoParModel({ betCents, fullExact: fullExact === true }),
    report: ({ fullExact }) => gonzoParReport({ fullExact }),
    exactCache: { file: GONZO_EXACT_CACHE_FILE, freshSource: gonzoFreshCacheSource },
  },
  'mystery-elves': {
    id: 'mystery-elves',
    name: 'Mystery Elves',
    // The stake of each bet mode at a 0.10 € total bet: 10 the base game (the default), 700 the 70× buy.
    betsCents: MYSTERY_ELVES_PAR_STAKES_CENTS,
    defaultBetCents: MYSTERY_ELVES_PAR_STAKES_CENTS[0] as number,
    settings: { unavailable: 'Mystery Elves has one return (95.01 %) at every bet, the 70× buy within 0.5 points of it' },
    create: ({ betCents }) => mysteryElvesParModel({ betCents }),
    report: () => mysteryElvesParReport(),
  },
});

export function parModelIds(): string[] {
  return Object.keys(PAR_MODELS).sort();
}

/**
 * The model of a registered game at a bet and setting. Refusals are ParOptionErrors naming
 * what is allowed: an unknown game, a bet the game does not have, a setting it does not offer
 * (a game that has no settings yet says why, rather than pretending to apply one).
 */
export function createParModel(gameId: string, options: ParModelOptions = {}): ParModel {
  const entry = Object.prototype.hasOwnProperty.call(PAR_MODELS, gameId) ? PAR_MODELS[gameId] : undefined;
  if (entry === undefined) throw new ParOptionError(`unknown game "${gameId}" (known: ${parModelIds().join(', ')})`);
  const betCents = options.betCents ?? entry.defaultBetCents;
  if (options.fullExact === true && entry.exactCache === undefined) throw new ParOptionError(`--full: ${gameId} has no cached enumeration (its exact figures are computed every run)`);
  const full = options.fullExact === true ? { fullExact: true } : {};
  if (!entry.betsCents.includes(betCents)) {
    throw new ParOptionError(`${gameId} has no bet of ${betCents} cents (bets: ${entry.betsCents.join(', ')} cents)`);
  }
  if (options.setting !== undefined) {
    if ('unavailable' in entry.settings) throw new ParOptionError(`--setting ${options.setting}: ${entry.settings.unavailable}`);
    const { min, max } = entry.settings;
    if (!(options.setting >= min && options.setting <= max)) {
      throw new ParOptionError(`${gameId} settings run from ${min} % to ${max} %, got ${options.setting} %`);
    }
    return entry.create({ betCents, setting: options.setting, ...full });
  }
  return entry.create({ betCents, ...full });
}

/** A model built from a JSON game definition (`--def`), with the parsed definition for the brute-force check. */
export interface DefinitionModel {
  readonly model: ParModel;
  /** 'lines' definitions can be brute-forced by first-reel ranges; cluster games cannot. */
  readonly kind: 'lines' | 'clusters';
}

/** Parses a definition (throws DefinitionError naming the problem) and compiles its model. */
export function modelFromDefinition(json: unknown, source: string): DefinitionModel {
  const def = parseGameDefinition(json, source);
  if (def.kind === 'lines') return { model: createLineGame(def).parModel(), kind: 'lines' };
  return { model: createClusterGame(def).parModel(), kind: 'clusters' };
}
