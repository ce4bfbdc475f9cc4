import type { GnomosCabinetView } from './gnomos-cabinet-view';
import {
  lowerAdvancing,
  lowerCauldronsClosed,
  lowerHoldOffered,
  lowerReady,
  upperDoubleOrBonuses,
  upperFindPrizes,
  upperStrawberry,
  upperThreeChoices,
} from '../fixtures/views';
import { advanceLamps, holdButtons, holdIntent } from './hold-buttons';

const roles = (view: GnomosCabinetView) => holdButtons(view).map((b) => b.role);
const lit = (view: GnomosCabinetView) => holdButtons(view).map((b) => b.lit);

describe('the ADVANCE/HOLD buttons', () => {
  it('toggle holds when the free held game is offered, lit over the held reels', () => {
    expect(roles(lowerHoldOffered())).toEqual(['hold', 'hold', 'hold']);
    expect(lit(lowerHoldOffered())).toEqual([true, true, false]);
  });

  it('spend advances while advancing', () => {
    expect(roles(lowerAdvancing())).toEqual(['advance', 'advance', 'advance']);
  });

  it('pick the lid above them in the Cauldrons, the highlighted lid lit', () => {
    expect(roles(lowerCauldronsClosed())).toEqual(['pick', 'pick', 'pick']);
    expect(lit(lowerCauldronsClosed())).toEqual([true, false, false]);
  });

  it('pick the item above them in a minigame, not in Three Choices (COLLECT/PLAY play it)', () => {
    expect(roles(upperStrawberry())).toEqual(['pick', 'pick', 'pick']);
    expect(lit(upperStrawberry())).toEqual([true, false, false]);
    expect(lit(upperFindPrizes())).toEqual([false, true, false]);
    expect(roles(upperThreeChoices())).toEqual(['idle', 'idle', 'idle']);
  });

  it('are idle otherwise and dimmed as the cabinet says', () => {
    expect(roles(lowerReady())).toEqual(['idle', 'idle', 'idle']);
    expect(roles(upperDoubleOrBonuses())).toEqual(['idle', 'idle', 'idle']);
    expect(holdButtons(lowerReady()).map((b) => b.available)).toEqual([false, false, false]);
    expect(holdButtons(lowerHoldOffered()).map((b) => b.available)).toEqual([true, true, true]);
  });

  it('always send HOLD for their reel: the cabinet knows what it means now', () => {
    expect(holdIntent(0)).toEqual({ type: 'HOLD', reel: 0 });
    expect(holdIntent(2)).toEqual({ type: 'HOLD', reel: 2 });
  });
});

describe('the advances lights', () => {
  it('light one lamp per advance left, only while advancing', () => {
    expect(advanceLamps(lowerAdvancing())).toEqual([true, true, true, false]);
    expect(advanceLamps(lowerReady())).toEqual([false, false, false, false]);
  });
});
