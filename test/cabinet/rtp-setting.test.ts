import { GNOMOS_MODULE } from '../../engine/games/gnomos-mix/module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadJurisdictionProfiles } from '../../config/jurisdiction-profile';
import { CabinetStore } from '../../main/store/cabinet-store';
import { CycleTracker, initialCycleState } from '../../main/cabinet/cycle-rule';
import { RtpSetting, rtpSettingKey } from '../../main/cabinet/rtp-setting';

const profiles = loadJurisdictionProfiles();

describe('the RTP setting and the level a round plays at', () => {
  let dir: string;
  let store: CabinetStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rtp-setting-'));
    store = CabinetStore.open(dir);
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the configured setting on a new cabinet and logs it; a later config waits while money is on the meters', () => {
    const profile = profiles.get('es-type-b-40000');
    if (!profile) throw new Error('profile missing');
    const rtp = new RtpSetting(store, 'gnomos-mix', profile);
    rtp.applyConfigured(82, false);
    expect(rtp.current).toBe(82);
    expect(store.getSetting(rtpSettingKey('gnomos-mix'))).toBe(82);
    const later = new RtpSetting(store, 'gnomos-mix', profile);
    later.applyConfigured(90, false);
    expect(later.current).toBe(82);
    expect(store.events({ kind: 'rtp-setting-deferred', limit: 1 })[0]?.detail).toMatchObject({ current: 82, configured: 90 });
    later.applyConfigured(90, true);
    expect(later.current).toBe(90);
  });

  it('plays at the setting without a cycle rule, and above it when the cycle is behind its target', () => {
    const open = profiles.get('open-market');
    const spain = profiles.get('es-type-b-40000');
    if (!open || !spain?.cycleRule) throw new Error('profiles missing');
    const free = new RtpSetting(store, 'gnomos-mix', open);
    free.applyConfigured(80, true);
    expect(free.levelFor(null, 20, 0)).toBe(80);

    const rtp = new RtpSetting(store, 'gnomos-mix', spain, GNOMOS_MODULE.cycleLevel!);
    rtp.applyConfigured(70, true);
    const tracker = new CycleTracker(spain.cycleRule, initialCycleState(spain.cycleRule));
    // 30,000 games at 0.20 € that returned only 50 %: the remaining 10,000 must return more.
    for (let i = 0; i < 30_000; i += 1) tracker.record(20, i % 2 === 0 ? 20 : 0);
    // They were played at level 70, so their cash stake × level is 30,000 × 20 × 70.
    const behind = rtp.levelFor(tracker.progress(), 20, 30_000 * 20 * 70);
    expect(behind).toBeGreaterThan(70);
    const ahead = new CycleTracker(spain.cycleRule, initialCycleState(spain.cycleRule));
    for (let i = 0; i < 30_000; i += 1) ahead.record(20, 20);
    expect(rtp.levelFor(ahead.progress(), 20, 30_000 * 20 * 70)).toBeLessThan(behind);
    // 30,000 games that returned 65 % at level 70 ask a little above the setting; the same cash
    // from levels twice as high means this player gets half of what a level pays the reference
    // player (he keeps his bonuses), so the control asks for a higher level still.
    const short = new CycleTracker(spain.cycleRule, initialCycleState(spain.cycleRule));
    for (let i = 0; i < 30_000; i += 1) short.record(20, i % 20 < 13 ? 20 : 0);
    const reference = rtp.levelFor(short.progress(), 20, 30_000 * 20 * 70);
    expect(reference).toBeGreaterThan(70);
    expect(rtp.levelFor(short.progress(), 20, 30_000 * 20 * 140)).toBeGreaterThan(reference);
  });
});
