import { GNOMOS_SYMBOLS as CONTRACT_SYMBOLS, type PaytableRow } from '../../../main/ipc/contract';
import { LOWER_PAYTABLE } from './paytable';
import { GNOMOS_SYMBOLS, isGnomosSymbol } from './symbols';

describe('Gnomos symbols', () => {
  it('are exactly the renderer vocabulary of the ipc contract, in the same order', () => {
    expect([...GNOMOS_SYMBOLS]).toEqual([...CONTRACT_SYMBOLS]);
  });

  it('isGnomosSymbol accepts the ids only', () => {
    for (const s of GNOMOS_SYMBOLS) expect(isGnomosSymbol(s)).toBe(true);
    expect(isGnomosSymbol('cherry')).toBe(false);
    expect(isGnomosSymbol(3)).toBe(false);
  });

  it('the engine paytable fits the contract PaytableRow shape (checked by tsc) with pays keyed by bet', () => {
    const rows: readonly PaytableRow[] = LOWER_PAYTABLE;
    expect(rows.map((r) => Object.keys(r.pays))).toEqual(LOWER_PAYTABLE.map(() => ['20', '100', '500', '1000', '2000']));
  });
});
