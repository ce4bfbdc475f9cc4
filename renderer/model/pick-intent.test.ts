import type { GnomosCabinetView } from './gnomos-cabinet-view';
import { lowerCauldronsClosed, upperFindPrizes, upperTreasure } from '../fixtures/views';
import { cauldronScene } from './cauldron-lids';
import { minigameScene } from './minigame-scene';
import { pickIntent } from './pick-intent';

const tiles = (view: GnomosCabinetView) => {
  const m = view.game.upper.minigame;
  if (!m) throw new Error('fixture without a minigame');
  return minigameScene(m, Infinity).tiles;
};

describe('touching a lid or an item', () => {
  it('sends PICK with the index the cabinet gave it', () => {
    const pickable = tiles(upperFindPrizes()).filter((t) => t.pickable);
    expect(pickable.map((t) => pickIntent(t.index))).toEqual([1, 2, 4, 5, 6, 8].map((index) => ({ type: 'PICK', index })));
    expect(tiles(upperTreasure()).map((t) => pickIntent(t.index))).toEqual([0, 1, 2].map((index) => ({ type: 'PICK', index })));
  });

  it('a cauldron lid sends its own index', () => {
    const c = lowerCauldronsClosed().game.lower.cauldrons;
    if (!c) throw new Error('fixture without cauldrons');
    expect(cauldronScene(c, Infinity).lids.map((lid) => pickIntent(lid.index))).toEqual([0, 1, 2].map((index) => ({ type: 'PICK', index })));
  });
});
