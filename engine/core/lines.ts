/**
 * Data-driven prize lines. A line is one row index per reel; a paytable is an ordered list of
 * entries, best first, and a line's prize is the first entry whose pattern it matches. The
 * order is the maths: "3 Blue Diamond" must come before "any 3 Diamonds" so a line of three
 * blues is paid as the better prize. Symbols are plain strings so every game can reuse this.
 *
 * Wilds: when a game needs them, they belong in `matchesPattern` as a per-paytable set of
 * substitute symbols (a wild counts as the pattern's symbol for 'all' / 'all-in-set', and a
 * game decides whether it counts for 'count'), with the "wild may not stand in for X" rules
 * expressed as data on the entry, not as special cases here.
 */

/** Row index per reel, top row 0: e.g. the centre line of a 3×3 window is [1, 1, 1]. */
export type Line = readonly number[];

export type LinePattern<S extends string = string> =
  /** Every position on the line is `symbol` ("3 Bell"). */
  | { readonly kind: 'all'; readonly symbol: S }
  /** Every position is one of `symbols` ("any 3 Diamonds"). */
  | { readonly kind: 'all-in-set'; readonly symbols: readonly S[] }
  /** Exactly `count` positions are `symbol`, anywhere on the line ("2 Bonus"). */
  | { readonly kind: 'count'; readonly symbol: S; readonly count: number };

export interface LinePaytableEntry<S extends string = string> {
  readonly id: string;
  readonly pattern: LinePattern<S>;
}

/** The figures a line crosses in a window laid out as window[reel][row]. */
export function symbolsOnLine<S extends string>(window: readonly (readonly S[])[], line: Line): S[] {
  if (line.length !== window.length) {
    throw new RangeError(`line has ${line.length} rows for ${window.length} reels`);
  }
  return window.map((column, reel) => {
    const row = line[reel] ?? -1;
    const symbol = column[row];
    if (symbol === undefined) throw new RangeError(`row ${row} is outside reel ${reel}'s window`);
    return symbol;
  });
}

export function matchesPattern<S extends string>(symbols: readonly S[], pattern: LinePattern<S>): boolean {
  switch (pattern.kind) {
    case 'all':
      return symbols.length > 0 && symbols.every((s) => s === pattern.symbol);
    case 'all-in-set':
      return symbols.length > 0 && symbols.every((s) => pattern.symbols.includes(s));
    case 'count':
      return symbols.filter((s) => s === pattern.symbol).length === pattern.count;
  }
}

/** The symbol type of a paytable entry, so the line's figures are checked against the paytable's. */
export type EntrySymbol<E> = E extends LinePaytableEntry<infer S> ? S : never;

/** The first paytable entry the line's figures match (the paytable is ordered best first), or null. */
export function evaluateLine<E extends LinePaytableEntry>(symbols: readonly EntrySymbol<E>[], paytable: readonly E[]): E | null {
  for (const entry of paytable) {
    if (matchesPattern(symbols, entry.pattern)) return entry;
  }
  return null;
}
