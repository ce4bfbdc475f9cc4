import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import {
  lowerCauldronsClosed,
  lowerCauldronsPicked,
  lowerLadderEnded,
  lowerLadderSeesaw,
  lowerReady,
  tiltDoorOpen,
  tiltedView,
  tiltHopperEmpty,
  tiltHopperEmptyAttendant,
  upperDoubleOrBonuses,
  upperFindPrizes,
  upperStrawberry,
  upperStrawberryOnePicked,
} from '../fixtures/views';
import { viewSoundCues } from './sound-cues';

const withCredits = (view: GnomosCabinetView, creditsCents: number): GnomosCabinetView => ({ ...view, creditsCents });

describe('viewSoundCues', () => {
  it('drops a coin when credit rises with nothing else going on', () => {
    expect(viewSoundCues(withCredits(lowerReady(), 100), withCredits(lowerReady(), 150))).toEqual(['coin-drop']);
  });

  it('is silent for the first view and for credit a game paid', () => {
    expect(viewSoundCues(null, lowerReady())).toEqual([]);
    const ladder = lowerLadderSeesaw();
    expect(viewSoundCues(withCredits(ladder, 100), withCredits(ladder, 900))).not.toContain('coin-drop');
  });

  it('ticks as the hopper pays', () => {
    const a = { ...lowerReady(), payout: { remainingCents: 300, paidCents: 0 } };
    const b = { ...lowerReady(), payout: { remainingCents: 250, paidCents: 50 } };
    expect(viewSoundCues(a, b)).toEqual(['payout-tick']);
    expect(viewSoundCues(b, b)).toEqual([]);
  });

  it('a rung won plays the win jingle; a seesaw fall the buzz', () => {
    const seesaw = lowerLadderSeesaw();
    const ladder = seesaw.game.lower.ladder;
    if (!ladder) throw new Error('fixture without a ladder');
    const at = (rung: number): GnomosCabinetView => ({ ...seesaw, game: { ...seesaw.game, lower: { ...seesaw.game.lower, ladder: { ...ladder, rung } } } });
    expect(viewSoundCues(at(6), at(7))).toEqual(['win']);
    expect(viewSoundCues(at(6), at(5))).toEqual(['no-credit']);
  });

  it('the end of a ladder sounds as it ended', () => {
    const seesaw = lowerLadderSeesaw();
    const ended = (end: Parameters<typeof lowerLadderEnded>[0]): GnomosCabinetView => {
      const view = lowerLadderEnded(end);
      // Same round as the ladder that ended.
      return { ...view, game: { ...view.game, lower: { ...view.game.lower, lastSpin: seesaw.game.lower.lastSpin } } };
    };
    expect(viewSoundCues(seesaw, ended({ kind: 'maximum', cents: 10000 }))).toContain('win');
    expect(viewSoundCues(seesaw, ended({ kind: 'bonuses', fromCents: 800, bonuses: 10 }))).toContain('bonus');
    expect(viewSoundCues(seesaw, ended({ kind: 'nothing', lostCents: 40 }))).toContain('no-credit');
    expect(viewSoundCues(seesaw, ended({ kind: 'collected', cents: 800 }))).toContain('coin-drop');
  });

  it('lifting a cauldron lid clunks and plays the jingle', () => {
    expect(viewSoundCues(lowerCauldronsClosed(), lowerCauldronsPicked())).toEqual(expect.arrayContaining(['reel-stop', 'win']));
    expect(viewSoundCues(lowerCauldronsClosed(), lowerCauldronsClosed())).toEqual([]);
  });

  it('opening a minigame item clunks; a prize in it drops a coin; STOP buzzes', () => {
    expect(viewSoundCues(upperStrawberry(), upperStrawberryOnePicked())).toEqual(['reel-stop', 'coin-drop']);
    const before = upperFindPrizes();
    const m = before.game.upper.minigame;
    if (!m) throw new Error('fixture without a minigame');
    const stopped: GnomosCabinetView = {
      ...before,
      game: { ...before.game, upper: { ...before.game.upper, minigame: { ...m, tiles: m.tiles.map((t) => (t.index === 1 ? { ...t, state: 'open', content: { kind: 'stop' } } : t)) } } },
    };
    expect(viewSoundCues(before, stopped)).toEqual(['reel-stop', 'no-credit']);
  });

  it('Double-or-Bonuses: a double plays the jingle, bonuses the bonus jingle, a banked fraction a coin', () => {
    const before = upperDoubleOrBonuses();
    const dob = before.game.upper.doubleOrBonuses;
    if (!dob) throw new Error('fixture without Double-or-Bonuses');
    const next = (patch: Partial<typeof dob>): GnomosCabinetView => ({ ...before, game: { ...before.game, upper: { ...before.game.upper, doubleOrBonuses: { ...dob, ...patch } } } });
    expect(viewSoundCues(before, next({ doubles: 2, currentCents: 1600 }))).toEqual(['win']);
    expect(viewSoundCues(before, next({ fractionIndex: 2, bonusesWon: 10 }))).toEqual(['bonus']);
    expect(viewSoundCues(before, next({ fractionIndex: 2, bankedCents: 1200 }))).toEqual(['coin-drop']);
  });

  it('buzzes when a fault stops play, not again while the same faults stand', () => {
    const hopperEmpty = tiltedView(tiltHopperEmpty().tilts);
    expect(viewSoundCues(lowerReady(), hopperEmpty)).toEqual(['no-credit']);
    expect(viewSoundCues(tiltHopperEmpty(), tiltHopperEmptyAttendant())).toEqual([]);
    expect(viewSoundCues(hopperEmpty, tiltedView([...hopperEmpty.tilts, ...tiltDoorOpen().tilts]))).toEqual(['no-credit']);
    expect(viewSoundCues(tiltDoorOpen(), lowerReady())).toEqual([]);
  });
});
