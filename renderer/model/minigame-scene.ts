import type { MinigameKindView, MinigameTileView, MinigameView } from '../../main/ipc/contract';

/**
 * What a minigame scene shows, from the cabinet's MinigameView and the time since the scene
 * first appeared. The rules' animations: Strawberry shows the baskets' prizes as they fall,
 * then hides them; Discover the Treasure shows its nine prizes, then three caps. Three Choices
 * and Find the Prizes have no hidden-prize intro.
 */
export const MINIGAME_INTRO_MS: Readonly<Record<MinigameKindView, number>> = {
  strawberry: 2000,
  'three-choices': 0,
  'find-prizes': 0,
  treasure: 2400,
};

export type TileFace = 'hidden' | 'shown' | 'prize' | 'stop' | 'stopx2';

export interface TileModel {
  readonly index: number;
  readonly state: MinigameTileView['state'];
  readonly face: TileFace;
  /** The figure on the tile (prize), or null. */
  readonly cents: number | null;
  readonly highlighted: boolean;
  /** A touch sends PICK index (Three Choices is played with COLLECT and PLAY instead). */
  readonly pickable: boolean;
  /** Find the Prizes: the elements still closed flash. */
  readonly flashing: boolean;
}

export type MinigameStage = 'intro' | 'play' | 'done';

export interface MinigameScene {
  readonly kind: MinigameKindView;
  readonly stage: MinigameStage;
  readonly tiles: readonly TileModel[];
  /** Prizes shown before hiding: the falling strawberries' baskets, the Treasure's nine. */
  readonly shownCents: readonly number[];
  /** Strawberry's sign (baskets still to pick); null where the game has none. */
  readonly sign: number | null;
  readonly offer: MinigameView['offer'];
  readonly accumulatedCents: number;
  readonly result: MinigameView['result'];
}

function isDone(m: MinigameView): boolean {
  return m.result !== null || m.phase === 'done';
}

function face(tile: MinigameTileView): { face: TileFace; cents: number | null } {
  const content = tile.content;
  if (tile.state === 'hidden' || content === null) return { face: 'hidden', cents: null };
  if (content.kind === 'prize') return { face: 'prize', cents: content.cents };
  return { face: content.kind, cents: null };
}

export function minigameScene(m: MinigameView, sinceMs: number): MinigameScene {
  const done = isDone(m);
  const untouched = m.tiles.every((t) => t.state === 'hidden');
  const intro = !done && untouched && sinceMs < MINIGAME_INTRO_MS[m.kind];
  const stage: MinigameStage = done ? 'done' : intro ? 'intro' : 'play';
  const tiles = m.tiles.map((tile, i): TileModel => {
    const shown = intro && m.kind === 'strawberry' ? (m.shownCents[i] ?? null) : null;
    const f = shown !== null ? { face: 'shown' as const, cents: shown } : face(tile);
    const closed = tile.state === 'hidden';
    return {
      index: tile.index,
      state: tile.state,
      ...f,
      highlighted: tile.highlighted && closed && !done,
      pickable: m.kind !== 'three-choices' && closed && !done,
      flashing: m.kind === 'find-prizes' && closed && !done,
    };
  });
  return {
    kind: m.kind,
    stage,
    tiles,
    shownCents: m.shownCents,
    sign: m.kind === 'strawberry' ? m.picksLeft : null,
    offer: m.offer,
    accumulatedCents: m.accumulatedCents,
    result: m.result,
  };
}
