import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { loadJurisdictionProfiles } from '../../config/jurisdiction-profile';
import { resolveSettings, type SettingOverrides } from '../../main/service/settings-resolve';
import { checkValue, type SettingShape } from '../../main/service/settings-rules';

const profiles = loadJurisdictionProfiles();
const resolve = (overrides: SettingOverrides, base: CabinetConfig = defaultConfig(), rtp: number | null = null) =>
  resolveSettings({ base, profiles, overrides, rtp });

describe('resolving the stored settings at boot', () => {
  it('drops a stored bet list that no longer holds the configured default bet, and keeps the rest', () => {
    // As after a config update that moved the default bet under a list stored earlier.
    const { config, service, ignored } = resolve({ 'gnomos.lowerBets': [100, 500], 'limits.handpay': 50000 });
    expect(config.games['gnomos-mix'].enabledBetsCents).toEqual([20, 100, 500, 1000, 2000]);
    expect(service.handpayLimitCents).toBe(50000);
    expect(ignored).toEqual([{ key: 'gnomos.lowerBets', value: [100, 500], reason: expect.stringContaining('defaultBetCents (20) must be one of the enabled bets') }]);
  });

  it('takes a stored bet list together with the stored default bet it was chosen with', () => {
    const { config, ignored } = resolve({ 'gnomos.defaultBet': 500, 'gnomos.lowerBets': [100, 500] });
    expect(ignored).toEqual([]);
    expect(config.games['gnomos-mix']).toMatchObject({ enabledBetsCents: [100, 500], defaultBetCents: 500 });
  });

  it('holds a configured credit limit above the jurisdiction’s to the jurisdiction’s, and says so', () => {
    const { config, notes } = resolve({}, { ...defaultConfig(), creditLimitCents: 90000 });
    expect(config.creditLimitCents).toBe(20000);
    expect(notes).toEqual([expect.stringContaining('above es-type-b-40000')]);
  });

  it('takes the limits of a stored jurisdiction, and the return setting chosen in the menu', () => {
    const { config, service } = resolve({ jurisdiction: 'open-market', 'coins.enabled': [200, 50, 100] }, defaultConfig(), 91);
    expect(config.jurisdiction).toBe('open-market');
    expect(config.games['gnomos-mix'].rtpSetting).toBe(91);
    expect(service).toMatchObject({ handpayLimitCents: 120000, coinsEnabledCents: [50, 100, 200] });
    expect(service.profile.id).toBe('open-market');
  });
});

describe('checking a value against a setting', () => {
  const shape: SettingShape = { label: 'Handpay limit', unit: 'cents', many: false, choices: null, range: { min: 100, max: 12050, step: 100 }, atLeast: 0, because: null };

  it('allows the top of a range even off the step grid, and whole steps below it', () => {
    expect(checkValue(shape, 12050)).toEqual({ ok: true, value: 12050 });
    expect(checkValue(shape, 1200)).toEqual({ ok: true, value: 1200 });
    expect(checkValue(shape, 1250)).toEqual({ ok: false, why: 'Handpay limit must be 1.00 €–120.50 € in steps of 1.00 €, got 12.50 €' });
    expect(checkValue(shape, '1200')).toMatchObject({ ok: false });
  });
});
