/**
 * What every video slot shows, as the renderer's one video-slot stage draws it. A game's own
 * view (contract/games/<id>.ts) is built from these pieces plus what is its alone. Money is
 * integer cents; symbols are the game's own names (the game's screen maps them to artwork).
 * Pure types and data: both sides compile this file.
 */

/** A cell of the window: reel 0 is the leftmost, row 0 the top. */
export interface SlotCell {
  readonly reel: number;
  readonly row: number;
}

/** One paid win of a spin, for drawing and cycling it. */
export interface SlotWinView {
  readonly kind: 'line' | 'scatter' | 'cluster' | 'jackpot';
  /** The paying line's index into `lines` (0-based), for line and jackpot wins. */
  readonly line: number | null;
  /** The cells that make the win (the paid run of a line, every scatter, a cluster's cells). */
  readonly cells: readonly SlotCell[];
  readonly symbol: string;
  readonly count: number;
  /** The multiplier applied (1 when none), e.g. ×4 for a free-spin line with two wilds. */
  readonly multiplier: number;
  readonly cents: number;
}

/** One spin as it landed and what it paid. */
export interface SlotSpinView {
  /** Rises with every spin the game plays (the renderer animates each new one once). */
  readonly seq: number;
  /** 'base' for a paid spin; the game's feature names otherwise (e.g. 'free', 'jewel'). */
  readonly kind: string;
  /** window[reel][row]. */
  readonly window: readonly (readonly string[])[];
  readonly wins: readonly SlotWinView[];
  /** Everything this spin paid (its wins added, less any cut), in cents. */
  readonly totalCents: number;
  /**
   * What the jurisdiction's maximum prize per game withheld from this spin (0 almost always).
   * When above 0 the round reached the maximum and ended on this spin.
   */
  readonly cutCents: number;
  /** Reels that did not spin (a locked reel). */
  readonly lockedReels: readonly number[];
  /** Cells that stood still because a feature holds them. */
  readonly heldCells: readonly SlotCell[];
  /** Reels still spinning when a feature was one symbol away: they stop slowly, with suspense. */
  readonly anticipationReels: readonly number[];
  /** Features this spin awarded, e.g. [{ kind: 'free', spins: 10 }]. */
  readonly awards: readonly { readonly kind: string; readonly spins: number }[];
}

/** The bet as the player sets it (coin value × coins per line × lines). */
export interface SlotBetView {
  readonly coinCents: number;
  readonly coinValuesCents: readonly number[];
  readonly lines: number;
  readonly lineChoices: readonly number[];
  readonly coinsPerLine: number;
  readonly coinChoices: readonly number[];
  readonly totalCents: number;
  /** The operator's table allows this total (a total the table does not offer cannot be played). */
  readonly allowed: boolean;
  /** The bet may be changed now (not inside a feature). */
  readonly canChange: boolean;
  /** All lines and the most coins per line. */
  readonly isMax: boolean;
}

/** Feature spins waiting and running (a queue: the game decides its order). */
export interface SlotFeatureView {
  /** The kind playing now, or null between features. */
  readonly active: string | null;
  /** Spins left per kind, in the order they will be played. */
  readonly queue: readonly { readonly kind: string; readonly spins: number }[];
  /** Feature spins played in this round. */
  readonly played: number;
  /** What the round's feature spins have paid so far. */
  readonly winCents: number;
  /** Awarded and waiting for PLAY (autoplay never starts a feature by itself). */
  readonly waitingForPlay: boolean;
}

export interface SlotAutoplayView {
  readonly active: boolean;
  readonly remaining: number;
  readonly total: number;
  /** Why the last autoplay stopped, or null (a key the renderer words). */
  readonly stoppedBecause: string | null;
}

/** Autospin with the stops every video slot offers: a loss limit, a single-win limit, the jackpot. */
export interface SlotAutospinView extends SlotAutoplayView {
  readonly lossLimitCents: number;
  readonly winLimitCents: number | null;
  readonly stopOnJackpot: boolean;
}

/**
 * Bonus Spin Mode as the player sees it: free rounds the operator granted at a fixed bet,
 * counted down; PLAY costs nothing while any are left. A played-out grant (remaining 0) stays on
 * screen with its total until the next paid game.
 */
export interface SlotBonusSpinsView {
  readonly granted: number;
  readonly remaining: number;
  readonly totalBetCents: number;
  /** What the free rounds have paid so far. */
  readonly wonCents: number;
}

export interface SlotPaytableRowView {
  readonly symbol: string;
  /** Pays for N of a kind: coins per coin bet on the line, and cents at the current bet. */
  readonly pays: readonly { readonly count: number; readonly coins: number; readonly cents: number }[];
  /** 'line' pays on a line × coin; 'scatter' pays anywhere × total bet; 'cluster' pays a cluster of `count` cells (coins: twentieths of the total bet). */
  readonly kind: 'line' | 'scatter' | 'cluster';
}

/** A jackpot as the meter shows it for the current bet. */
export interface JackpotMeterView {
  readonly id: string;
  readonly cents: number;
  /** The current bet can win it. */
  readonly eligible: boolean;
}
