import type { CauldronsView } from '../../main/ipc/contract';
import { lowerCauldronsClosed, lowerCauldronsPicked } from '../fixtures/views';
import { CAULDRON_SHOW_MS, cauldronScene } from './cauldron-lids';

function cauldrons(view: { game: { lower: { cauldrons: CauldronsView | null } } }): CauldronsView {
  const c = view.game.lower.cauldrons;
  if (!c) throw new Error('fixture without cauldrons');
  return c;
}

describe('the Cauldrons scene', () => {
  it('shows the three prizes first, uncovered', () => {
    const scene = cauldronScene(cauldrons(lowerCauldronsClosed()), 0);
    expect(scene.stage).toBe('showing');
    expect(scene.lids.map((l) => l.cents)).toEqual([80, 40, 400]);
    expect(scene.lids.some((l) => l.covered)).toBe(false);
  });

  it('then hides them under the lids, the highlighted lid marked', () => {
    const scene = cauldronScene(cauldrons(lowerCauldronsClosed()), CAULDRON_SHOW_MS);
    expect(scene.stage).toBe('closed');
    expect(scene.lids.map((l) => l.cents)).toEqual([null, null, null]);
    expect(scene.lids.map((l) => l.covered)).toEqual([true, true, true]);
    expect(scene.lids.map((l) => l.highlighted)).toEqual([true, false, false]);
  });

  it('a restored screen (shown long ago) goes straight to the lids', () => {
    expect(cauldronScene(cauldrons(lowerCauldronsClosed()), Infinity).stage).toBe('closed');
  });

  it('after the pick every lid rises with its prize; the picked one is the player\'s', () => {
    const scene = cauldronScene(cauldrons(lowerCauldronsPicked()), 0);
    expect(scene.stage).toBe('open');
    expect(scene.lids.map((l) => l.cents)).toEqual([40, 80, 400]);
    expect(scene.lids.map((l) => l.picked)).toEqual([false, false, true]);
    expect(scene.lids.map((l) => l.discarded)).toEqual([true, true, false]);
    expect(scene.lids.some((l) => l.covered || l.highlighted)).toBe(false);
  });
});
