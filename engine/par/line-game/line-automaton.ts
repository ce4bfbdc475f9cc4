import { DefinitionError } from '../definition/definition-error';
import type { LineDefinition } from '../definition/game-definition';
import type { LinePayTable } from './line-pay-table';

/**
 * A line's win as a finite automaton over the symbols it crosses, left to right: the rules of
 * docs/par-definitions.md ("Line wins") are applied once, here, to every reachable situation,
 * and a spin then costs one table lookup per reel per line. States are either pending (the win
 * still depends on later reels) or settled (absorbing: every symbol leads back to the same
 * state). After the last reel every line is settled.
 *
 * What a pending state remembers:
 * - a wild prefix (no regular symbol yet): the first wild, how far its own run goes, which
 *   regular symbols every wild so far may stand in for, and the product of their multipliers;
 * - a run of regular symbol s (reached through that prefix): its product of multipliers and the
 *   wild-only win of the prefix, which the run must beat.
 */
export interface LineAutomaton {
  readonly symbolCount: number;
  readonly start: number;
  /** next[state × symbolCount + symbol] */
  readonly next: Int32Array;
  /** 1 for settled states. */
  readonly settled: Uint8Array;
  /** Line win of a settled state in line bets (0 for pending states). */
  readonly win: Float64Array;
  /** Index into `keys` of what a settled state pays ("lemon×3"), -1 when it pays nothing. */
  readonly key: Int32Array;
  readonly keys: readonly string[];
  /** What a settled state pays: symbol index (-1 if nothing), paytable count used, multiplier product. */
  readonly paySymbol: Int32Array;
  readonly payCount: Int32Array;
  readonly payMultiplier: Float64Array;
  /**
   * A shortcut over the first `prefixReels` reels: prefixState[(x0 × m + x1) × m + x2 …] is the
   * state after reading x0, x1, x2 … from the start. Most lines settle within three reels, so a
   * spin usually costs one lookup per line instead of a chain of dependent ones.
   */
  readonly prefixReels: number;
  readonly prefixState: Int32Array;
}

/** At most 4096 entries (16 KiB): in L1 cache. A larger table (four reels of 11 symbols) measured slower. */
const MAX_PREFIX_ENTRIES = 1 << 12;

/** The contribution key of `count` of `symbolId` (line or scatter pays): "lemon×3". */
export function contributionKey(symbolId: string, count: number): string {
  return `${symbolId}×${count}`;
}

type Pending =
  | { readonly t: 'prefix'; readonly depth: number; readonly first: number; readonly firstRun: number; readonly firstAlive: boolean; readonly subs: readonly number[]; readonly mult: number }
  | { readonly t: 'run'; readonly depth: number; readonly s: number; readonly mult: number; readonly bWin: number; readonly bSymbol: number; readonly bCount: number };

interface Settled {
  readonly t: 'settled';
  readonly win: number;
  readonly symbol: number;
  readonly count: number;
  readonly mult: number;
}

type State = Pending | Settled;

const MAX_STATES = 200_000;
/** Line wins must stay exact and squarable in brute-force sums. */
const MAX_LINE_WIN = 2 ** 30;

export function buildLineAutomaton(def: LineDefinition, pays: LinePayTable): LineAutomaton {
  const n = def.reels.strips.length;
  const symbols = def.symbols;
  const m = symbols.length;
  const index = new Map(symbols.map((s, i) => [s.id, i]));
  const isWild = symbols.map((s) => s.kind === 'wild');
  const isRegular = symbols.map((s) => s.kind === 'regular');
  const substitutes = symbols.map((s) => new Set(s.substitutesFor.map((id) => index.get(id) as number)));
  const allRegular = symbols.map((_, i) => i).filter((i) => isRegular[i]);

  /** The pay row a run of `length` of `symbol` uses, or null when it pays nothing. */
  const pay = (symbol: number, length: number): { pay: number; count: number } | null => {
    const i = symbol * pays.stride + length;
    const count = pays.count[i] as number;
    return count === 0 ? null : { pay: pays.pay[i] as number, count };
  };

  const states: State[] = [];
  const ids = new Map<string, number>();
  const idOf = (state: State): number => {
    const k = JSON.stringify(state);
    let id = ids.get(k);
    if (id === undefined) {
      id = states.length;
      if (id >= MAX_STATES) throw new DefinitionError(`${def.id}: the line rules need more than ${MAX_STATES} automaton states`);
      states.push(state);
      ids.set(k, id);
    }
    return id;
  };
  const settle = (win: number, symbol: number, count: number, mult: number): Settled => {
    if (win > MAX_LINE_WIN) throw new DefinitionError(`${def.id}: a line can win ${win} line bets, above the supported ${MAX_LINE_WIN}`);
    return win > 0 ? { t: 'settled', win, symbol, count, mult } : { t: 'settled', win: 0, symbol: -1, count: 0, mult: 1 };
  };
  /** A run of s of length `length` ends: it pays its own win unless the wild-only win is larger (ties go to the run). */
  const endRun = (s: number, length: number, mult: number, bWin: number, bSymbol: number, bCount: number): Settled => {
    const entry = pay(s, length);
    const runWin = entry === null ? 0 : entry.pay * mult;
    if (entry !== null && runWin > 0 && runWin >= bWin) return settle(runWin, s, entry.count, mult);
    return settle(bWin, bSymbol, bCount, 1);
  };
  const wildOnly = (p: Extract<Pending, { t: 'prefix' }>): { win: number; count: number } => {
    if (p.depth === 0) return { win: 0, count: 0 };
    const entry = pay(p.first, p.firstRun);
    return entry === null ? { win: 0, count: 0 } : { win: entry.pay, count: entry.count };
  };

  const step = (state: Pending, x: number): State => {
    const d = state.depth;
    const last = d + 1 === n;
    if (state.t === 'prefix') {
      if (isWild[x]) {
        const first = d === 0 ? x : state.first;
        const firstAlive = d === 0 || (state.firstAlive && x === first);
        const next: Pending = {
          t: 'prefix',
          depth: d + 1,
          first,
          firstRun: firstAlive ? state.firstRun + 1 : state.firstRun,
          firstAlive,
          subs: (d === 0 ? allRegular : state.subs).filter((s) => (substitutes[x] as Set<number>).has(s)),
          mult: state.mult * (symbols[x]?.multiplier ?? 1),
        };
        if (!last) return next;
        const b = wildOnly(next); // a line of wilds only: the wilds' own pays
        return settle(b.win, first, b.count, 1);
      }
      const b = wildOnly(state);
      if (isRegular[x] && (d === 0 || state.subs.includes(x))) {
        if (last) return endRun(x, d + 1, state.mult, b.win, state.first, b.count);
        return { t: 'run', depth: d + 1, s: x, mult: state.mult, bWin: b.win, bSymbol: state.first, bCount: b.count };
      }
      // A scatter, or a regular symbol the prefix wilds cannot stand in for: only the wilds can pay.
      return settle(b.win, state.first, b.count, 1);
    }
    const continues = x === state.s || (isWild[x] && (substitutes[x] as Set<number>).has(state.s));
    if (!continues) return endRun(state.s, d, state.mult, state.bWin, state.bSymbol, state.bCount);
    const mult = isWild[x] ? state.mult * (symbols[x]?.multiplier ?? 1) : state.mult;
    if (last) return endRun(state.s, n, mult, state.bWin, state.bSymbol, state.bCount);
    return { ...state, depth: d + 1, mult };
  };

  const start = idOf({ t: 'prefix', depth: 0, first: -1, firstRun: 0, firstAlive: true, subs: [], mult: 1 });
  const rowsOfNext: Int32Array[] = [];
  for (let id = 0; id < states.length; id += 1) {
    const state = states[id] as State;
    const row = new Int32Array(m);
    for (let x = 0; x < m; x += 1) row[x] = state.t === 'settled' ? id : idOf(step(state, x));
    rowsOfNext.push(row);
  }

  const count = states.length;
  const next = new Int32Array(count * m);
  const settled = new Uint8Array(count);
  const win = new Float64Array(count);
  const key = new Int32Array(count).fill(-1);
  const paySymbol = new Int32Array(count).fill(-1);
  const payCount = new Int32Array(count);
  const payMultiplier = new Float64Array(count).fill(1);
  const keys: string[] = [];
  const keyIndex = new Map<string, number>();
  states.forEach((state, id) => {
    next.set(rowsOfNext[id] as Int32Array, id * m);
    if (state.t !== 'settled') return;
    settled[id] = 1;
    if (state.win === 0) return;
    win[id] = state.win;
    paySymbol[id] = state.symbol;
    payCount[id] = state.count;
    payMultiplier[id] = state.mult;
    const k = contributionKey((symbols[state.symbol] as { id: string }).id, state.count);
    let ki = keyIndex.get(k);
    if (ki === undefined) {
      ki = keys.length;
      keys.push(k);
      keyIndex.set(k, ki);
    }
    key[id] = ki;
  });
  let prefixReels = 0;
  let prefixState = Int32Array.of(start);
  while (prefixReels < n && prefixState.length * m <= MAX_PREFIX_ENTRIES) {
    const longer = new Int32Array(prefixState.length * m);
    prefixState.forEach((state, i) => {
      for (let x = 0; x < m; x += 1) longer[i * m + x] = next[state * m + x] as number;
    });
    prefixState = longer;
    prefixReels += 1;
  }
  return { symbolCount: m, start, next, settled, win, key, keys, paySymbol, payCount, payMultiplier, prefixReels, prefixState };
}
