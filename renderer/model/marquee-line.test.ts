import type { GnomosCabinetView } from './gnomos-cabinet-view';
import {
  FIXTURES,
  lowerAdvancing,
  lowerCauldronsClosed,
  lowerHoldOffered,
  lowerLadderEnded,
  lowerLadderSeesaw,
  lowerLadderUpNothing,
  lowerReady,
  tiltDoorOpen,
  tiltHopperEmpty,
  upperDoubleOrBonuses,
  upperFindPrizes,
  upperFindPrizesStopped,
  upperStrawberry,
  upperThreeChoices,
  upperTreasure,
} from '../fixtures/views';
import { en } from '../text/en';
import { es } from '../text/es';
import { LANGUAGE_TABLES } from '../text/languages';
import { marqueeLine } from './marquee-line';

const say = (view: GnomosCabinetView) => marqueeLine(view, en);

describe('the MESSAGE / RISK GAME marquee', () => {
  it('names the risk game and what PLAY and COLLECT do, under RISK GAME', () => {
    expect(say(lowerLadderUpNothing())).toEqual({ text: 'UP-NOTHING · PLAY: 0.80 € OR NOTHING · COLLECT: 0.40 €', risk: true, key: 'ladder-up-nothing' });
    expect(say(lowerLadderSeesaw())).toEqual({ text: 'SEESAW · PLAY: 20.00 € OR 4.00 € · COLLECT: 8.00 €', risk: true, key: 'ladder-seesaw' });
    const upBonus = lowerLadderSeesaw();
    const ladder = upBonus.game.lower.ladder;
    if (!ladder) throw new Error('fixture without a ladder');
    const atPlum = { ...upBonus, game: { ...upBonus.game, lower: { ...upBonus.game.lower, ladder: { ...ladder, game: 'up-bonus' as const, rung: 1, prizeCents: 80 } } } };
    expect(say(atPlum).text).toBe('UP-BONUS · PLAY: 1.60 € OR BONUSES · COLLECT: 0.80 €');
  });

  it('after the ladder, says how it ended until the next round', () => {
    expect(say(lowerLadderEnded({ kind: 'collected', cents: 800 })).text).toBe('COLLECTED 8.00 €');
    expect(say(lowerLadderEnded({ kind: 'maximum', cents: 10000 })).text).toBe('MAXIMUM PRIZE 100.00 €!');
    expect(say(lowerLadderEnded({ kind: 'bonuses', fromCents: 160, bonuses: 2 })).text).toBe('1.60 € CONVERTED TO 2 BONUSES');
    expect(say(lowerLadderEnded({ kind: 'nothing', lostCents: 40 })).text).toBe('NOTHING — 0.40 € LOST');
    expect(say(lowerLadderEnded({ kind: 'nothing', lostCents: 40 })).risk).toBe(false);
  });

  it('tells what the features waiting for the player want', () => {
    expect(say(lowerHoldOffered()).text).toBe('FREE GAME · HOLD REELS AND PRESS PLAY');
    expect(say(lowerAdvancing()).text).toBe('3 ADVANCES · MOVE A REEL · PLAY ENDS');
    expect(say(lowerCauldronsClosed()).text).toBe('CAULDRONS · PICK A LID');
    expect(say(upperStrawberry()).text).toBe('STRAWBERRY · PICK 2 BASKETS');
    expect(say(upperThreeChoices()).text).toBe('THREE CHOICES · COLLECT ACCEPTS · PLAY DISCARDS (1 LEFT)');
    expect(say(upperFindPrizes()).text).toBe('FIND THE PRIZES · PICK UNTIL STOP');
    expect(say(upperTreasure()).text).toBe('DISCOVER THE TREASURE · PICK A CAP');
    expect(say(upperFindPrizesStopped()).text).toBe('YOU WIN 29.60 €');
    expect(say(upperDoubleOrBonuses())).toEqual({ text: 'PLAY: 16.00 € OR BONUSES · COLLECT: 8.00 €', risk: true, key: 'double-or-bonuses' });
  });

  it('Three Choices\' last offer can only be collected', () => {
    const view = upperThreeChoices();
    const m = view.game.upper.minigame;
    if (!m || !m.offer) throw new Error('fixture without an offer');
    const last = { ...view, game: { ...view.game, upper: { ...view.game.upper, minigame: { ...m, offer: { ...m.offer, discardsLeft: 0 } } } } };
    expect(say(last).text).toBe('THREE CHOICES · LAST OFFER · COLLECT IT');
  });

  it('lets the cabinet\'s own line through when it matters more: a fault, a payout, no credit', () => {
    expect(say({ ...lowerLadderSeesaw(), marquee: { key: 'tilt', code: 'E21' } }).text).toBe('OUT OF SERVICE — CALL ATTENDANT (E21)');
    expect(say(tiltHopperEmpty())).toEqual({ text: 'OUT OF SERVICE — HOPPER EMPTY', risk: false, key: 'tilt' });
    expect(marqueeLine(tiltDoorOpen(), es).text).toBe('FUERA DE SERVICIO — PUERTA ABIERTA');
    expect(say({ ...lowerHoldOffered(), marquee: { key: 'paying-out', remainingCents: 500 } }).text).toBe('PAYING 5.00 €');
    expect(say({ ...lowerReady(), marquee: { key: 'win', cents: 400 } })).toEqual({ text: 'YOU WIN 4.00 €', risk: false, key: 'win' });
  });

  it('speaks Spanish too, and every language says something for every moment', () => {
    expect(marqueeLine(lowerLadderSeesaw(), es).text).toBe('SUBE-BAJA · JUGAR: 20.00 € O 4.00 € · COBRAR: 8.00 €');
    for (const table of LANGUAGE_TABLES) {
      for (const make of Object.values(FIXTURES)) expect(marqueeLine(make(), table).text.length).toBeGreaterThan(0);
    }
  });
});
