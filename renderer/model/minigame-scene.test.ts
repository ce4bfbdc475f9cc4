import type { GnomosCabinetView } from './gnomos-cabinet-view';
import type { MinigameView } from '../../main/ipc/contract';
import {
  upperFindPrizes,
  upperFindPrizesStopped,
  upperStrawberry,
  upperStrawberryOnePicked,
  upperThreeChoices,
  upperTreasure,
  upperTreasureOpened,
} from '../fixtures/views';
import { MINIGAME_INTRO_MS, minigameScene } from './minigame-scene';

function minigame(view: GnomosCabinetView): MinigameView {
  const m = view.game.upper.minigame;
  if (!m) throw new Error('fixture without a minigame');
  return m;
}

describe('the minigame scenes', () => {
  it('Strawberry shows the baskets\' prizes as they fall, then hides them and shows the sign', () => {
    const m = minigame(upperStrawberry());
    const intro = minigameScene(m, 0);
    expect(intro.stage).toBe('intro');
    expect(intro.tiles.map((t) => [t.face, t.cents])).toEqual([['shown', 600], ['shown', 1200], ['shown', 800]]);
    const play = minigameScene(m, MINIGAME_INTRO_MS.strawberry);
    expect(play.stage).toBe('play');
    expect(play.tiles.map((t) => t.face)).toEqual(['hidden', 'hidden', 'hidden']);
    expect(play.sign).toBe(2);
    expect(play.tiles.map((t) => t.pickable)).toEqual([true, true, true]);
  });

  it('an opened basket shows its prize and cannot be picked again; the sign counts down', () => {
    const scene = minigameScene(minigame(upperStrawberryOnePicked()), 0);
    expect(scene.stage).toBe('play');
    expect(scene.tiles[1]).toMatchObject({ face: 'prize', cents: 1200, pickable: false });
    expect(scene.sign).toBe(1);
    expect(scene.accumulatedCents).toBe(1200);
  });

  it('Three Choices is played with COLLECT and PLAY: its offers are not touch targets', () => {
    const scene = minigameScene(minigame(upperThreeChoices()), 0);
    expect(scene.tiles.some((t) => t.pickable)).toBe(false);
    expect(scene.tiles.map((t) => t.state)).toEqual(['discarded', 'open', 'hidden']);
    expect(scene.offer).toEqual({ cents: 1600, bonuses: 2, discardsLeft: 1 });
    expect(scene.sign).toBeNull();
  });

  it('Find the Prizes: the closed elements flash, the opened ones show what they hid', () => {
    const scene = minigameScene(minigame(upperFindPrizes()), 0);
    expect(scene.tiles.filter((t) => t.flashing).map((t) => t.index)).toEqual([1, 2, 4, 5, 6, 8]);
    expect(scene.tiles[7]).toMatchObject({ face: 'prize', cents: 400, flashing: false });
    expect(scene.tiles.find((t) => t.highlighted)?.index).toBe(1);
  });

  it('a STOP ends it: STOP / STOP ×2 show, nothing flashes or can be picked, the result is there', () => {
    const scene = minigameScene(minigame(upperFindPrizesStopped()), 0);
    expect(scene.stage).toBe('done');
    expect(scene.tiles[1]?.face).toBe('stopx2');
    expect(scene.tiles[4]?.face).toBe('stop');
    expect(scene.tiles.some((t) => t.flashing || t.pickable || t.highlighted)).toBe(false);
    expect(scene.result).toEqual({ cents: 2960, bonuses: 0 });
  });

  it('Discover the Treasure shows its nine prizes first, then three caps', () => {
    const m = minigame(upperTreasure());
    expect(minigameScene(m, 0).stage).toBe('intro');
    expect(minigameScene(m, 0).shownCents).toHaveLength(9);
    const caps = minigameScene(m, MINIGAME_INTRO_MS.treasure);
    expect(caps.stage).toBe('play');
    expect(caps.tiles.map((t) => t.pickable)).toEqual([true, true, true]);
    const opened = minigameScene(minigame(upperTreasureOpened()), 0);
    expect(opened.tiles.map((t) => [t.state, t.cents])).toEqual([['discarded', 1200], ['open', 3000], ['discarded', 800]]);
  });
});
