import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import { lowerAdvancing, lowerReady, upperFindPrizes, upperStrawberry, upperThreeChoices } from '../fixtures/views';
import { actionForKey, type KeyAction } from './keyboard';

const key = (k: string, view: GnomosCabinetView | null = lowerReady(), autoPlayMenuOpen = false): KeyAction | null => actionForKey(k, { view, autoPlayMenuOpen });
const intent = (k: string, view?: GnomosCabinetView | null, menu?: boolean) => {
  const action = key(k, view, menu);
  return action?.kind === 'intent' ? action.intent : null;
};

describe('the keyboard', () => {
  it('maps the panel keys', () => {
    expect(intent(' ')).toEqual({ type: 'PLAY' });
    expect(intent('Enter')).toEqual({ type: 'PLAY' });
    expect(intent('b')).toEqual({ type: 'BET_NEXT' });
    expect(intent('G')).toEqual({ type: 'GAME_CHANGE' });
    expect(intent('1')).toEqual({ type: 'HOLD', reel: 0 });
    expect(intent('2')).toEqual({ type: 'HOLD', reel: 1 });
    expect(intent('3')).toEqual({ type: 'HOLD', reel: 2 });
  });

  it('leaves C to the press/hold logic (held in Double-or-Bonuses it banks everything)', () => {
    expect(key('c')).toEqual({ kind: 'collect' });
    expect(key('C')).toEqual({ kind: 'collect' });
  });

  it('switches AUTO-ADVANCES and AUTO-RISK to the opposite of what the cabinet shows', () => {
    const off = lowerAdvancing();
    expect(intent('a', off)).toEqual({ type: 'AUTO_ADVANCES', on: true });
    expect(intent('a', { ...off, game: { ...off.game, autoAdvances: true } })).toEqual({ type: 'AUTO_ADVANCES', on: false });
    expect(intent('r', off)).toEqual({ type: 'AUTO_RISK', on: true });
    expect(intent('r', { ...off, game: { ...off.game, autoRisk: true } })).toEqual({ type: 'AUTO_RISK', on: false });
  });

  it('P is the AUTO-PLAY button; with its menu open, 1–5 choose 5/10/25/50/100 games and Escape closes it', () => {
    expect(key('p')).toEqual({ kind: 'auto-play' });
    expect(intent('1', lowerReady(), true)).toEqual({ type: 'AUTO_PLAY', games: 5 });
    expect(intent('3', lowerReady(), true)).toEqual({ type: 'AUTO_PLAY', games: 25 });
    expect(intent('5', lowerReady(), true)).toEqual({ type: 'AUTO_PLAY', games: 100 });
    expect(key('6', lowerReady(), true)).toBeNull();
    expect(key('Escape', lowerReady(), true)).toEqual({ kind: 'close-menu' });
    expect(key('Escape', lowerReady(), false)).toBeNull();
  });

  it('picks Find the Prizes elements 1–9 directly; three-item minigames keep ADVANCE/HOLD', () => {
    expect(intent('1', upperFindPrizes())).toEqual({ type: 'PICK', index: 0 });
    expect(intent('9', upperFindPrizes())).toEqual({ type: 'PICK', index: 8 });
    expect(intent('2', upperStrawberry())).toEqual({ type: 'HOLD', reel: 1 });
    expect(intent('4', upperStrawberry())).toBeNull();
    expect(intent('1', upperThreeChoices())).toEqual({ type: 'HOLD', reel: 0 });
  });

  it('maps Q W E T Y to the development coins, in order (R is AUTO-RISK)', () => {
    const v = lowerReady();
    expect(intent('q', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 10 });
    expect(intent('W', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 20 });
    expect(intent('e', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 50 });
    expect(intent('t', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 100 });
    expect(intent('y', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 200 });
  });

  it('drops no coin without an emulated acceptor or beyond its list', () => {
    const noAcceptor = { ...lowerReady(), coinAcceptor: { accepting: true, devCoinsCents: null } };
    expect(key('q', noAcceptor)).toBeNull();
    expect(key('q', null)).toBeNull();
    expect(key('e', { ...lowerReady(), coinAcceptor: { accepting: true, devCoinsCents: [50, 100] } })).toBeNull();
  });

  it('maps Z X V N M to the development bills, in order (C is COLLECT, B is BET)', () => {
    const v = lowerReady();
    expect(intent('z', v)).toEqual({ type: 'DEV_INSERT_BILL', valueCents: 500 });
    expect(intent('X', v)).toEqual({ type: 'DEV_INSERT_BILL', valueCents: 1000 });
    expect(intent('v', v)).toEqual({ type: 'DEV_INSERT_BILL', valueCents: 2000 });
    expect(intent('n', v)).toEqual({ type: 'DEV_INSERT_BILL', valueCents: 5000 });
    expect(key('m', v)).toBeNull();
    expect(key('c', v)).toEqual({ kind: 'collect' });
    expect(intent('b', v)).toEqual({ type: 'BET_NEXT' });
  });

  it('feeds no bill without an emulated validator', () => {
    const noValidator = { ...lowerReady(), billValidator: { accepting: true, devBillsCents: null } };
    expect(key('z', noValidator)).toBeNull();
    expect(key('z', null)).toBeNull();
  });

  it('ignores other keys', () => {
    expect(key('k')).toBeNull();
    expect(key('l')).toBeNull();
    expect(key('4')).toBeNull();
    expect(key('Escape')).toBeNull();
  });
});
