import { drawInt } from '../../core/rng';
import { Xoshiro128 } from '../../core/xoshiro128';
import type { LineDefinition } from '../definition/game-definition';
import { parseGameDefinition } from '../definition/parse-game-definition';
import { referenceLineWin, referenceSpinWin } from './reference-line-win';

/**
 * Shared by the line-game tests: parsing shortcuts, random small definitions (two kinds of
 * wild with their own substitutions and multipliers, scatters, optional weights) and the
 * literal enumeration of every outcome by the reference rules.
 */
export function lineDef(json: unknown, source = 'test.json'): LineDefinition {
  const def = parseGameDefinition(json, source);
  if (def.kind !== 'lines') throw new Error(`${source} is not a line game`);
  return def;
}

/** A random small line game; `seed` makes it reproducible. */
export function randomLineJson(seed: number): Record<string, unknown> {
  const rng = new Xoshiro128(seed);
  const int = (lo: number, hi: number) => lo + drawInt(rng, hi - lo + 1);
  const reels = int(2, 4);
  const rows = int(1, 3);
  const regular = ['a', 'b', 'c'];
  const pick = <T>(xs: readonly T[]): T => xs[drawInt(rng, xs.length)] as T;
  const subset = () => regular.filter(() => drawInt(rng, 3) > 0);
  const all = ['a', 'b', 'c', 'w', 'v', 's'];
  const weighted = drawInt(rng, 3) === 0;
  const strips = Array.from({ length: reels }, () => Array.from({ length: int(Math.max(rows, 2), 6) }, () => pick(all)));
  const lines: number[][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < int(1, 4); i += 1) {
    const line = Array.from({ length: reels }, () => drawInt(rng, rows));
    if (!seen.has(line.join())) lines.push(line);
    seen.add(line.join());
  }
  const pays = (minCount: number, maxCount: number) => {
    const out: Record<string, number> = {};
    for (let c = minCount; c <= maxCount; c += 1) if (drawInt(rng, 3) > 0) out[String(c)] = int(0, 20);
    if (Object.keys(out).length === 0) out[String(maxCount)] = int(1, 20);
    return out;
  };
  return {
    kind: 'lines',
    id: `random-${seed}`,
    name: 'Random',
    rows,
    symbols: [
      { id: 'a', kind: 'regular' },
      { id: 'b', kind: 'regular' },
      { id: 'c', kind: 'regular' },
      { id: 'w', kind: 'wild', substitutesFor: subset(), multiplier: int(1, 3) },
      { id: 'v', kind: 'wild', substitutesFor: subset(), multiplier: int(1, 2) },
      { id: 's', kind: 'scatter' },
    ],
    reels: strips,
    ...(weighted ? { weights: strips.map((s) => s.map(() => int(1, 4))) } : {}),
    lines,
    paytable: { a: pays(1, reels), b: pays(2, reels), c: pays(2, reels), w: pays(2, reels), ...(drawInt(rng, 2) === 0 ? { v: pays(1, reels) } : {}) },
    scatterPays: { s: pays(1, reels * rows) },
  };
}

export interface Enumerated {
  readonly cycle: bigint;
  readonly lines: bigint;
  readonly scatter: bigint;
  readonly hits: bigint;
  readonly sumOfSquares: bigint;
  readonly max: bigint;
  readonly maxOutcomes: bigint;
  readonly contributions: Record<string, bigint>;
}

/** Every stop combination, each weighted, evaluated by the reference rules: the slow truth. */
export function enumerateByReference(def: LineDefinition): Enumerated {
  const strips = def.reels.strips;
  const weightOf = (r: number, stop: number) => BigInt(def.reels.weights === null ? 1 : (def.reels.weights[r]?.[stop] ?? 0));
  let cycle = 0n;
  let lines = 0n;
  let scatter = 0n;
  let hits = 0n;
  let sumOfSquares = 0n;
  let max = -1n;
  let maxOutcomes = 0n;
  const contributions: Record<string, bigint> = {};
  const stops: number[] = strips.map(() => 0);
  for (;;) {
    const weight = stops.reduce((acc, stop, r) => acc * weightOf(r, stop), 1n);
    const spin = referenceSpinWin(def, def.reels, stops);
    const total = BigInt(spin.lines + spin.scatter);
    cycle += weight;
    lines += weight * BigInt(spin.lines);
    scatter += weight * BigInt(spin.scatter);
    if (total > 0n) hits += weight;
    sumOfSquares += weight * total * total;
    if (total > max) [max, maxOutcomes] = [total, weight];
    else if (total === max) maxOutcomes += weight;
    const window = strips.map((strip, r) => Array.from({ length: def.rows }, (_, row) => strip[((stops[r] ?? 0) + row) % strip.length] as string));
    for (const line of def.lines) {
      const { win, key } = referenceLineWin(def, line.map((row, r) => window[r]?.[row] as string));
      if (key !== null) contributions[key] = (contributions[key] ?? 0n) + weight * BigInt(win);
    }
    for (const [id, entries] of Object.entries(def.scatterPays)) {
      const count = window.flat().filter((x) => x === id).length;
      const entry = [...entries].reverse().find((e) => e.count <= count);
      if (entry !== undefined && entry.pay > 0) {
        const key = `${id}×${entry.count}`;
        contributions[key] = (contributions[key] ?? 0n) + weight * BigInt(entry.pay * def.lines.length);
      }
    }
    let r = 0;
    while (r < stops.length && (stops[r] = (stops[r] ?? 0) + 1) === strips[r]?.length) stops[r++] = 0;
    if (r === stops.length) break;
  }
  return { cycle, lines, scatter, hits, sumOfSquares, max, maxOutcomes, contributions };
}
