/**
 * The game menu: the operator's enabled games as tiles, one wallet for all of them. Main keeps
 * which tile is highlighted (the panel's BET moves it, PLAY enters), so a touch and a button
 * press mean the same thing. Pure: both sides compile this file.
 */
export interface GameTileView {
  readonly id: string;
  readonly name: string;
  readonly minBetCents: number;
  readonly maxBetCents: number;
  /** 'type-b' (Spanish bar machine) or 'video-slot': the tile's frame. */
  readonly kind: 'type-b' | 'video-slot';
  /** A game left mid-round (cannot happen: a game is left only when idle) or with a feature waiting. */
  readonly resumable: boolean;
}

export interface GameMenuView {
  /** The menu is on screen (no game in front). */
  readonly open: boolean;
  readonly tiles: readonly GameTileView[];
  /** The tile PLAY would enter. */
  readonly highlighted: number;
  /** The game in front, or the one the menu came from. */
  readonly current: string;
}
