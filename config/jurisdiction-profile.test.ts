import { allowedOperatorRtpBps, loadJurisdictionProfiles, parseJurisdictionProfile, type JurisdictionProfile } from './jurisdiction-profile';
import es40000 from './jurisdictions/es-type-b-40000.json';

/** A valid profile to break one field at a time. */
function base(): Record<string, unknown> {
  return structuredClone(es40000) as unknown as Record<string, unknown>;
}

describe('jurisdiction profiles', () => {
  it('ships the three profiles with the cycle rules GAMES.md names', () => {
    const profiles = loadJurisdictionProfiles();
    expect([...profiles.keys()]).toEqual(['es-type-b-40000', 'es-type-b-20000-blocks', 'open-market']);
    expect(profiles.get('es-type-b-40000')?.cycleRule).toEqual({ cycleGames: 40000, minReturnBps: 7000, block: null });
    expect(profiles.get('es-type-b-20000-blocks')?.cycleRule).toEqual({
      cycleGames: 20000,
      minReturnBps: 7500,
      block: { blockGames: 5000, minReturnBps: 4000 },
    });
    expect(profiles.get('open-market')?.cycleRule).toBeNull();
  });

  it('lets every shipped profile pay the largest Gnomos prize (20,000 € at the 20 € bet)', () => {
    for (const profile of loadJurisdictionProfiles().values()) expect(profile.maxPrizePerGameCents).toBeGreaterThanOrEqual(2_000_000);
  });

  it('parses the text of a file as well as its parsed value', () => {
    expect(parseJurisdictionProfile(JSON.stringify(es40000), 'x.json')).toEqual(parseJurisdictionProfile(base(), 'x.json'));
  });

  it('accepts a cycle rule without a block key as "no block rule"', () => {
    const raw = base();
    raw.cycleRule = { cycleGames: 100, minReturnBps: 7000 };
    expect(parseJurisdictionProfile(raw, 'x.json').cycleRule).toEqual({ cycleGames: 100, minReturnBps: 7000, block: null });
  });

  const cases: Array<[string, (raw: Record<string, unknown>) => void, RegExp]> = [
    ['unknown top-level key', (r) => { r.jackpot = 1; }, /x\.json: jackpot is not a known setting/],
    ['missing key', (r) => { delete r.handpayLimitCents; }, /handpayLimitCents is missing/],
    ['bad id', (r) => { r.id = 'ES_B'; }, /id must be a kebab-case id/],
    ['empty name', (r) => { r.name = ' '; }, /name must be a non-empty text/],
    ['RTP above 100 %', (r) => { r.maxRtpBps = 10001; }, /maxRtpBps must be a whole number in 0\.\.10000, got 10001/],
    ['RTP as a float', (r) => { r.minRtpBps = 70.5; }, /minRtpBps must be a whole number/],
    ['min above max RTP', (r) => { r.minRtpBps = 9600; }, /minRtpBps \(9600\) must not exceed maxRtpBps \(9500\)/],
    ['cycle minimum above min RTP', (r) => { r.cycleRule = { cycleGames: 40000, minReturnBps: 7100, block: null }; }, /cycleRule\.minReturnBps \(7100\) must not exceed minRtpBps \(7000\)/],
    ['unknown cycle key', (r) => { r.cycleRule = { cycleGames: 40000, minReturnBps: 7000, block: null, blocks: 4 }; }, /cycleRule\.blocks is not a known setting/],
    ['zero cycle length', (r) => { r.cycleRule = { cycleGames: 0, minReturnBps: 7000 }; }, /cycleRule\.cycleGames must be a whole number in 1\.\./],
    ['block not dividing the cycle', (r) => { r.cycleRule = { cycleGames: 20000, minReturnBps: 7000, block: { blockGames: 3000, minReturnBps: 4000 } }; }, /cycleRule\.block\.blockGames \(3000\) must divide cycleRule\.cycleGames \(20000\)/],
    ['block longer than the cycle', (r) => { r.cycleRule = { cycleGames: 20000, minReturnBps: 7000, block: { blockGames: 40000, minReturnBps: 4000 } }; }, /cycleRule\.block\.blockGames must be a whole number in 1\.\.20000/],
    ['block minimum missing', (r) => { r.cycleRule = { cycleGames: 20000, minReturnBps: 7000, block: { blockGames: 5000 } }; }, /cycleRule\.block\.minReturnBps is missing/],
    ['negative prize cap', (r) => { r.maxPrizePerGameCents = -1; }, /maxPrizePerGameCents must be a whole number/],
    ['prize cap in euros as text', (r) => { r.maxPrizePerGameCents = '20000'; }, /maxPrizePerGameCents must be a whole number/],
    ['game duration above a minute', (r) => { r.minGameDurationMs = 60001; }, /minGameDurationMs must be a whole number in 0\.\.60000/],
    ['gamble not an object', (r) => { r.gamble = 5; }, /gamble must be an object/],
    ['unknown gamble key', (r) => { r.gamble = { maxStakeCents: 1, maxWinCents: 1, maxSteps: 1, maxLoss: 1 }; }, /gamble\.maxLoss is not a known setting/],
    ['autoplay allowed as text', (r) => { r.autoplay = { allowed: 'yes', maxGames: 100 }; }, /autoplay\.allowed must be true or false/],
    ['autoplay allowed with no games', (r) => { r.autoplay = { allowed: true, maxGames: 0 }; }, /autoplay\.maxGames must be at least 1/],
    ['autoplay forbidden with games', (r) => { r.autoplay = { allowed: false, maxGames: 10 }; }, /autoplay\.maxGames must be 0/],
  ];
  it.each(cases)('refuses %s with a message naming the field', (_label, breakIt, message) => {
    const raw = base();
    breakIt(raw);
    expect(() => parseJurisdictionProfile(raw, 'x.json')).toThrow(message);
  });

  it('refuses text that is not JSON, and a value that is not an object', () => {
    expect(() => parseJurisdictionProfile('{oops', 'x.json')).toThrow(/x\.json: is not valid JSON/);
    expect(() => parseJurisdictionProfile([], 'x.json')).toThrow(/profile must be an object/);
  });

  describe('allowed operator RTP settings', () => {
    const withRange = (minRtpBps: number, maxRtpBps: number): JurisdictionProfile => ({ ...parseJurisdictionProfile(base(), 'x.json'), minRtpBps, maxRtpBps });

    it('are 70–95 % in 1 % steps under the 40,000-game profile', () => {
      const settings = allowedOperatorRtpBps(loadJurisdictionProfiles().get('es-type-b-40000') as JurisdictionProfile);
      expect(settings).toHaveLength(26);
      expect(settings[0]).toBe(7000);
      expect(settings[25]).toBe(9500);
    });

    it('start at 75 % under the block profile', () => {
      const settings = allowedOperatorRtpBps(loadJurisdictionProfiles().get('es-type-b-20000-blocks') as JurisdictionProfile);
      expect(settings[0]).toBe(7500);
      expect(settings).toHaveLength(21);
    });

    it('intersect with a profile range that is off the 1 % grid', () => {
      expect(allowedOperatorRtpBps(withRange(8050, 8320))).toEqual([8100, 8200, 8300]);
      expect(allowedOperatorRtpBps(withRange(9600, 9900))).toEqual([]);
    });
  });
});
