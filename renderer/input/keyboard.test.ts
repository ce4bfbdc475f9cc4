import type { CabinetView } from '../../main/ipc/contract';
import { intentForKey } from './keyboard';

const withCoins = (devCoinsCents: number[] | null): CabinetView =>
  ({ coinAcceptor: { accepting: true, devCoinsCents } }) as unknown as CabinetView;

describe('intentForKey', () => {
  it('maps the panel keys', () => {
    expect(intentForKey(' ', null)).toEqual({ type: 'PLAY' });
    expect(intentForKey('Enter', null)).toEqual({ type: 'PLAY' });
    expect(intentForKey('c', null)).toEqual({ type: 'COLLECT' });
    expect(intentForKey('C', null)).toEqual({ type: 'COLLECT' });
    expect(intentForKey('b', null)).toEqual({ type: 'BET_NEXT' });
    expect(intentForKey('1', null)).toEqual({ type: 'HOLD', reel: 0 });
    expect(intentForKey('2', null)).toEqual({ type: 'HOLD', reel: 1 });
    expect(intentForKey('3', null)).toEqual({ type: 'HOLD', reel: 2 });
  });

  it('maps Q W E R T to the development coins, in order', () => {
    const v = withCoins([10, 20, 50, 100, 200]);
    expect(intentForKey('q', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 10 });
    expect(intentForKey('W', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 20 });
    expect(intentForKey('e', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 50 });
    expect(intentForKey('r', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 100 });
    expect(intentForKey('t', v)).toEqual({ type: 'DEV_INSERT_COIN', valueCents: 200 });
  });

  it('drops no coin without an emulated acceptor or beyond its list', () => {
    expect(intentForKey('q', withCoins(null))).toBeNull();
    expect(intentForKey('q', null)).toBeNull();
    expect(intentForKey('e', withCoins([50, 100]))).toBeNull();
  });

  it('ignores other keys', () => {
    expect(intentForKey('x', null)).toBeNull();
    expect(intentForKey('4', null)).toBeNull();
    expect(intentForKey('Escape', null)).toBeNull();
  });
});
