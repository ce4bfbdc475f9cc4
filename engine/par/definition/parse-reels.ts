import type { ReelSet, SymbolDefinition } from './game-definition';
import type { JsonReader } from './json-reader';

/** The core draws one stop per reel with a single 32-bit range draw over the total weight. */
const MAX_TOTAL_WEIGHT = 2 ** 32;
const MAX_STRIP_LENGTH = 100_000;

/**
 * Strips (and their optional weights): `count` non-empty strips of known symbols, each at
 * least as long as the window is tall (a shorter strip would show one stop twice), weights of
 * the same shape, positive, with a total a single range draw can cover.
 */
export function parseReelSet(
  reader: JsonReader,
  stripsValue: unknown,
  weightsValue: unknown,
  path: string,
  symbols: readonly SymbolDefinition[],
  rows: number,
  count: number | null,
): ReelSet {
  const known = new Set(symbols.map((s) => s.id));
  const list = reader.array(stripsValue, path);
  if (list.length === 0) reader.fail(`${path} is empty: at least one reel is needed`);
  if (count !== null && list.length !== count) reader.fail(`${path} has ${list.length} reels but the game has ${count}`);
  const strips = list.map((stripValue, r) => {
    const strip = reader.array(stripValue, `${path}[${r}]`);
    if (strip.length === 0) reader.fail(`${path}[${r}] is empty`);
    if (strip.length > MAX_STRIP_LENGTH) reader.fail(`${path}[${r}] has ${strip.length} stops; at most ${MAX_STRIP_LENGTH} are supported`);
    if (strip.length < rows) reader.fail(`${path}[${r}] has ${strip.length} stops but the window shows ${rows} rows: a stop would show twice`);
    return strip.map((s, i) => {
      if (typeof s !== 'string' || !known.has(s)) reader.fail(`${path}[${r}][${i}] is ${JSON.stringify(s)}, not a symbol of this game`);
      return s;
    });
  });

  if (weightsValue === undefined) return { strips, weights: null };
  const wpath = path.replace(/reels$/, 'weights');
  const wlist = reader.array(weightsValue, wpath);
  if (wlist.length !== strips.length) reader.fail(`${wpath} has ${wlist.length} reels but ${path} has ${strips.length}`);
  const weights = wlist.map((wv, r) => {
    const w = reader.array(wv, `${wpath}[${r}]`);
    const strip = strips[r] ?? [];
    if (w.length !== strip.length) reader.fail(`${wpath}[${r}] has ${w.length} weights but ${path}[${r}] has ${strip.length} stops`);
    let total = 0;
    const out = w.map((x, i) => {
      const v = reader.int(x, `${wpath}[${r}][${i}]`, 1, MAX_TOTAL_WEIGHT);
      total += v;
      return v;
    });
    if (total > MAX_TOTAL_WEIGHT) reader.fail(`${wpath}[${r}] totals ${total}, above 2^32`);
    return out;
  });
  return { strips, weights };
}
