import type { GnomosCabinetView } from './gnomos-cabinet-view';
import { lowerAdvancing, lowerReady } from '../fixtures/views';
import {
  AUTO_PLAY_CHOICES,
  autoAdvancesIntent,
  autoAdvancesLamp,
  autoPlayLamp,
  autoRiskIntent,
  autoRiskLamp,
  chooseAutoPlay,
  menuStaysOpen,
  pressAutoPlay,
} from './function-buttons';

const playing = (view: GnomosCabinetView, autoPlay: number): GnomosCabinetView => ({ ...view, game: { ...view.game, autoPlay } });

describe('AUTO-PLAY', () => {
  it('opens a menu of game counts up to the rule book\'s 100, and closes it on a second press', () => {
    expect(AUTO_PLAY_CHOICES).toEqual([5, 10, 25, 50, 100]);
    expect(pressAutoPlay(lowerReady(), false)).toEqual({ menuOpen: true, intent: null });
    expect(pressAutoPlay(lowerReady(), true)).toEqual({ menuOpen: false, intent: null });
  });

  it('a count chosen plays that many games and closes the menu', () => {
    expect(chooseAutoPlay(25)).toEqual({ menuOpen: false, intent: { type: 'AUTO_PLAY', games: 25 } });
  });

  it('pressed while games are being played, it stops them', () => {
    expect(pressAutoPlay(playing(lowerReady(), 12), false)).toEqual({ menuOpen: false, intent: { type: 'AUTO_PLAY', games: 0 } });
  });

  it('the menu closes by itself once the cabinet reports games running; the light shows them', () => {
    expect(menuStaysOpen(lowerReady(), true)).toBe(true);
    expect(menuStaysOpen(playing(lowerReady(), 5), true)).toBe(false);
    expect(autoPlayLamp(playing(lowerReady(), 5))).toBe('lit');
    expect(autoPlayLamp(lowerReady())).toBe('off');
  });
});

describe('AUTO-RISK and AUTO (advances)', () => {
  it('each press asks for the opposite of the light the cabinet shows', () => {
    const on = { ...lowerReady(), game: { ...lowerReady().game, autoRisk: true, autoAdvances: true } };
    expect(autoRiskIntent(lowerReady())).toEqual({ type: 'AUTO_RISK', on: true });
    expect(autoRiskIntent(on)).toEqual({ type: 'AUTO_RISK', on: false });
    expect(autoAdvancesIntent(lowerReady())).toEqual({ type: 'AUTO_ADVANCES', on: true });
    expect(autoAdvancesIntent(on)).toEqual({ type: 'AUTO_ADVANCES', on: false });
  });

  it('the AUTO-RISK pilot is green when on', () => {
    expect(autoRiskLamp({ ...lowerReady(), game: { ...lowerReady().game, autoRisk: true } })).toBe('lit');
    expect(autoRiskLamp(lowerReady())).toBe('off');
  });

  it('AUTO is lit when on, flashing when off while advances are in play, dark otherwise', () => {
    const advancing = lowerAdvancing();
    expect(autoAdvancesLamp(advancing)).toBe('flashing');
    expect(autoAdvancesLamp({ ...advancing, game: { ...advancing.game, autoAdvances: true } })).toBe('lit');
    expect(autoAdvancesLamp(lowerReady())).toBe('off');
  });
});
