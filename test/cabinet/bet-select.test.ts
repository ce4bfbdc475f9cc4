import { asGnomosView } from '../../contract/games/gnomos-mix';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { CabinetStore } from '../../main/store/cabinet-store';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import { Cabinet } from '../../main/cabinet/cabinet';

/** The operator has enabled the 0.20 € and 1 € bets only (the game also has 5, 10 and 20 €), and upstairs 0.20+1 and 1+5. */
function operatorConfig(): CabinetConfig {
  const base = defaultConfig();
  return { ...base, games: { ...base.games, 'gnomos-mix': { ...base.games['gnomos-mix'], enabledBetsCents: [20, 100], defaultBetCents: 20, enabledUpperBets: ['0.20+1', '1+5'] } } };
}

describe('choosing a bet (BET_SELECT)', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;

  const betOnScreen = (): number => asGnomosView(cabinet.view().game!).lower.betCents;
  const observable = () => ({ wallet: store.wallet(), meters: store.meters('cabinet'), snapshot: store.snapshot('gnomos-mix'), bet: betOnScreen() });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cabinet-bet-select-'));
    store = CabinetStore.open(dir);
    const config = operatorConfig();
    devices = await startTestDevices(config);
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(3), devices, host: 'web' });
    cabinet.boot();
    // The menu opens at start-up: these tests play Gnomos Mix.
    void cabinet.handleIntent({ type: 'SELECT_GAME', game: 'gnomos-mix' });
    await cabinet.pollDevices();
  });

  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a bet the game does not have by saying there is no such bet, listing the enabled ones, and changes nothing', async () => {
    const before = observable();
    const result = await cabinet.handleIntent({ type: 'BET_SELECT', betCents: 12345 });
    expect(result).toEqual({ ok: false, error: { code: 'not-allowed', message: 'there is no 123.45 € bet: the bets the operator enabled are 0.20 €, 1.00 €' } });
    expect(observable()).toEqual(before);
  });

  it('refuses a bet of the game the operator disabled by saying so', async () => {
    const before = observable();
    const result = await cabinet.handleIntent({ type: 'BET_SELECT', betCents: 500 });
    expect(result).toEqual({ ok: false, error: { code: 'not-allowed', message: 'the 5.00 € bet is disabled by the operator: the bets the operator enabled are 0.20 €, 1.00 €' } });
    expect(observable()).toEqual(before);
  });

  it('refuses an upper-game bet that does not exist or is disabled by saying so, and changes nothing', async () => {
    const before = observable();
    expect(await cabinet.handleIntent({ type: 'UPPER_BET_SELECT', betId: '7+7' })).toEqual({
      ok: false,
      error: { code: 'not-allowed', message: 'there is no upper bet "7+7": the upper bets the operator enabled are 0.20+1, 1+5' },
    });
    expect(await cabinet.handleIntent({ type: 'UPPER_BET_SELECT', betId: '5+25' })).toEqual({
      ok: false,
      error: { code: 'not-allowed', message: 'the upper bet 5+25 is disabled by the operator: the upper bets the operator enabled are 0.20+1, 1+5' },
    });
    expect(observable()).toEqual(before);
  });

  it('takes an enabled bet', async () => {
    expect(await cabinet.handleIntent({ type: 'BET_SELECT', betCents: 100 })).toEqual({ ok: true });
    expect(betOnScreen()).toBe(100);
  });
});
