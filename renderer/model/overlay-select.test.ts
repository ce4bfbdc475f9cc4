import type { GnomosCabinetView } from './gnomos-cabinet-view';
import {
  lowerCauldronsClosed,
  lowerCauldronsPicked,
  lowerReady,
  upperDoubleOrBonuses,
  upperFindPrizesStopped,
  upperLineWins,
  upperStrawberry,
  upperTreasure,
} from '../fixtures/views';
import { CAULDRON_SHOW_MS } from './cauldron-lids';
import { FeatureClock } from './feature-clock';
import { MINIGAME_INTRO_MS } from './minigame-scene';
import { chooseOverlay, featureKeys, LINGER_MS } from './overlay-select';

/** A Double-or-Bonuses view in the same round as a minigame that just ended. */
function dobAfterMinigame(): GnomosCabinetView {
  const dob = upperDoubleOrBonuses();
  const done = upperFindPrizesStopped();
  return { ...dob, game: { ...dob.game, upper: { ...dob.game.upper, lastSpin: done.game.upper.lastSpin, minigame: done.game.upper.minigame } } };
}

describe('the scene over the reels', () => {
  it('the Cauldrons show during their phase, with their intro timed from when they first showed', () => {
    const clock = new FeatureClock();
    const first = chooseOverlay(lowerCauldronsClosed(), clock, 1000);
    expect(first.overlay.kind).toBe('cauldrons');
    expect(first.changesAt).toBe(1000 + CAULDRON_SHOW_MS);
    const later = chooseOverlay(lowerCauldronsClosed(), clock, 5000);
    expect(later.overlay.kind === 'cauldrons' && later.overlay.sinceMs).toBe(4000);
    expect(later.changesAt).toBeNull();
  });

  it('after the pick the open lids linger a moment over the ladder, then give way', () => {
    const clock = new FeatureClock();
    chooseOverlay(lowerCauldronsClosed(), clock, 0);
    const open = chooseOverlay(lowerCauldronsPicked(), clock, 3000);
    expect(open).toMatchObject({ overlay: { kind: 'cauldrons' }, lingering: true, changesAt: 3000 + LINGER_MS.cauldrons });
    expect(chooseOverlay(lowerCauldronsPicked(), clock, 3000 + LINGER_MS.cauldrons).overlay.kind).toBe('none');
  });

  it('a screen restored as it stands replays no intro and lets nothing linger', () => {
    const clock = new FeatureClock();
    for (const key of featureKeys(lowerCauldronsPicked())) clock.markOld(key);
    expect(chooseOverlay(lowerCauldronsPicked(), clock, 10).overlay.kind).toBe('none');
    const restored = new FeatureClock();
    for (const key of featureKeys(upperTreasure())) restored.markOld(key);
    const treasure = chooseOverlay(upperTreasure(), restored, 10);
    expect(treasure.overlay.kind === 'minigame' && treasure.overlay.sinceMs).toBeGreaterThan(MINIGAME_INTRO_MS.treasure);
  });

  it('a minigame that ended lingers before Double-or-Bonuses takes the reels', () => {
    const clock = new FeatureClock();
    chooseOverlay(upperStrawberry(), clock, 0);
    const view = dobAfterMinigame();
    expect(chooseOverlay(view, clock, 100)).toMatchObject({ overlay: { kind: 'minigame' }, lingering: true });
    expect(chooseOverlay(view, clock, 100 + LINGER_MS.minigame)).toMatchObject({ overlay: { kind: 'dob' }, lingering: false });
  });

  it('the plain reels show when no feature runs', () => {
    const clock = new FeatureClock();
    expect(chooseOverlay(lowerReady(), clock, 0).overlay.kind).toBe('none');
    expect(chooseOverlay(upperLineWins(), clock, 0).overlay.kind).toBe('none');
  });
});
