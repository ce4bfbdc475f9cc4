import { configFromOperatorText, defaultConfig, validateConfig } from './cabinet-config';

describe('cabinet configuration', () => {
  it('ships defaults a cabinet can run with', () => {
    const config = defaultConfig();
    expect(config.games['gnomos-mix'].defaultBetCents).toBe(20);
    expect(config.coinAcceptor.coins.map((c) => c.valueCents)).toEqual([10, 20, 50, 100, 200]);
    expect(config.games['gnomos-mix'].rtpSetting).toBe(80);
    expect(config.games['gnomos-mix'].enabledUpperBets).toEqual(['0.20+1', '1+5', '5+25', '10+50', '20+100', '20+200']);
    expect(config.jurisdiction).toBe('es-type-b-40000');
  });

  it('keeps the upper bets in the rule book order whatever order the operator lists them in', () => {
    const config = configFromOperatorText('{"games":{"gnomos-mix":{"enabledUpperBets":["20+200","0.20+1"],"rtpSetting":72}}}', 'op.json');
    expect(config.games['gnomos-mix'].enabledUpperBets).toEqual(['0.20+1', '20+200']);
    expect(config.games['gnomos-mix'].rtpSetting).toBe(72);
  });

  it('applies an operator override key by key', () => {
    const config = configFromOperatorText('{"games":{"gnomos-mix":{"enabledBetsCents":[100,20],"defaultBetCents":100}}}', 'op.json');
    expect(config.games['gnomos-mix'].enabledBetsCents).toEqual([20, 100]);
    expect(config.hopper.coinValueCents).toBe(20);
  });

  it.each([
    ['{not json', /op.json: is not valid JSON/],
    ['[]', /must be a JSON object/],
    ['{"creditLimitCents": 12.5}', /creditLimitCents must be a whole number/],
    ['{"coinAcceptor":{"coins":[{"position":1,"valueCents":10},{"position":1,"valueCents":20}]}}', /same position twice/],
    ['{"games":{"gnomos-mix":{"enabledBetsCents":[30]}}}', /30, which is not one of the game's bets/],
    ['{"games":{"gnomos-mix":{"defaultBetCents":100,"enabledBetsCents":[20]}}}', /defaultBetCents \(100\) must be one of the enabled bets/],
    ['{"jackpot": 1}', /jackpot is not a known setting/],
    ['{"games":{"gnomos-mix":{"rtpSetting":96}}}', /rtpSetting must be a whole number in 70..95, got 96/],
    ['{"games":{"gnomos-mix":{"rtpSetting":69}}}', /rtpSetting must be a whole number in 70..95/],
    ['{"games":{"gnomos-mix":{"enabledUpperBets":["2+10"]}}}', /enabledUpperBets\[0\] must be one of 0.20\+1/],
    ['{"games":{"gnomos-mix":{"enabledUpperBets":[]}}}', /enabledUpperBets must enable at least one bet/],
    ['{"autoPaceMs": 5}', /autoPaceMs must be a whole number in 20..60000/],
    ['{"jurisdiction": "Spain!"}', /jurisdiction must be a short lower-case id/],
    ['{"devices":{"mode":"usb"}}', /devices.mode must be "emulated" or "serial", got "usb"/],
    ['{"devices":{"cctalk":{"port":"COM3"}}}', /devices.cctalk.port must be an absolute device path/],
    ['{"devices":{"cctalk":{"addresses":{"coinAcceptor":2,"hopper":2,"billValidator":40}}}}', /gives two devices the same address/],
    ['{"devices":{"cctalk":{"checksum":"md5"}}}', /checksum must be "simple" or "crc16"/],
    ['{"billValidator":{"bills":[{"type":1,"valueCents":500},{"type":1,"valueCents":1000}]}}', /billValidator.bills has the same type twice/],
    ['{"billValidator":{"bills":[{"type":17,"valueCents":500}]}}', /billValidator.bills\[0\].type must be a whole number in 1..16/],
    ['{"menu":{"games":[]}}', /menu.games must enable at least one game/],
    ['{"menu":{"games":["gnomos-mix","gnomos-mix"]}}', /menu.games lists gnomos-mix twice/],
    ['{"menu":{"games":["pacman"]}}', /menu.games\[0\] must be one of gnomos-mix, mona-lisa-jewels, mystic-gem-40, gonzos-gold, mystery-elves, got "pacman"/],
    ['{"games":{"mystery-elves":{"totalBetsCents":[20,25]}}}', /mystery-elves.totalBetsCents\[1\] \(25\) must be a whole multiple of 10 cents/],
    ['{"games":{"mystery-elves":{"gambleAttempts":11}}}', /mystery-elves.gambleAttempts must be a whole number in 1..10, got 11/],
    ['{"games":{"mystery-elves":{"gambleLimitCents":12500001}}}', /mystery-elves.gambleLimitCents must be a whole number in 0..12500000/],
    ['{"games":{"mystery-elves":{"settleAfterHours":0}}}', /mystery-elves.settleAfterHours must be a whole number in 1..720, got 0/],
    ['{"games":{"mystery-elves":{"buyFeature":"yes"}}}', /mystery-elves.buyFeature must be true or false/],
    ['{"menu":{"games":["mona-lisa-jewels"],"defaultGame":"gnomos-mix"}}', /menu.defaultGame \(gnomos-mix\) must be one of the enabled games mona-lisa-jewels/],
    ['{"games":{"mona-lisa-jewels":{"coinValuesCents":[0,1]}}}', /coinValuesCents\[0\] must be a whole number in 1..1000, got 0/],
    ['{"games":{"mona-lisa-jewels":{"coinValuesCents":[1,2000]}}}', /coinValuesCents\[1\] must be a whole number in 1..1000, got 2000/],
    ['{"games":{"mona-lisa-jewels":{"coinValuesCents":[5,1]}}}', /coinValuesCents must be in rising order without repeats, got 5, 1/],
    ['{"games":{"mona-lisa-jewels":{"coinValuesCents":[1,1]}}}', /coinValuesCents must be in rising order without repeats/],
    ['{"games":{"mona-lisa-jewels":{"coinValuesCents":[2,5],"defaultCoinCents":1}}}', /defaultCoinCents \(1\) must be one of the coin values 2, 5/],
    ['{"games":{"mona-lisa-jewels":{"jackpotContributionBp":501}}}', /jackpotContributionBp must be a whole number in 0..500, got 501/],
    ['{"games":{"mona-lisa-jewels":{"jackpotSeedCents":-1}}}', /jackpotSeedCents must be a whole number in 0..1000000000, got -1/],
    ['{"games":{"mona-lisa-jewels":{"jackpotSeedCents":0.5}}}', /jackpotSeedCents must be a whole number/],
    ['{"games":{"mona-lisa-jewels":{"jackpotReferenceCoinCents":0}}}', /jackpotReferenceCoinCents must be a whole number in 1..100000/],
    ['{"games":{"mona-lisa-jewels":{"lines":25}}}', /games.mona-lisa-jewels.lines is not a known setting/],
    ['{"games":{"tetris":{}}}', /games.tetris is not a game of this firmware/],
  ])('refuses %s with a message naming the problem', (text, message) => {
    expect(() => configFromOperatorText(text, 'op.json')).toThrow(message);
  });

  it('ships a five-game menu and Mona Lisa Jewels with its progressive at 500,000 € kept at a 10 € coin', () => {
    const config = defaultConfig();
    expect(config.menu).toEqual({ games: ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves'], defaultGame: 'gnomos-mix' });
    // Mystery Elves as the rule document has it: gamble up to 125.000,00 € for 10 guesses, settled after 120 hours.
    expect(config.games['mystery-elves']).toEqual({
      totalBetsCents: [20, 40, 60, 100, 200, 400, 1000, 2000],
      defaultTotalBetCents: 20,
      gambleLimitCents: 12_500_000,
      gambleAttempts: 10,
      buyFeature: true,
      settleAfterHours: 120,
    });
    expect(config.games['gonzos-gold']).toEqual({ betsCents: [20, 40, 60, 80, 100, 200, 400, 600, 1000, 2000], defaultBetCents: 20 });
    expect(config.games['mystic-gem-40']).toMatchObject({ defaultTotalBetCents: 40, gambleLimitCents: 4200, gambleAttempts: 5, maxBoughtStakeCents: 10_000 });
    expect(config.games['mona-lisa-jewels']).toEqual({
      coinValuesCents: [1, 2, 5, 10, 20],
      defaultCoinCents: 1,
      jackpotSeedCents: 50_000_000,
      jackpotContributionBp: 50,
      jackpotReferenceCoinCents: 1000,
    });
  });

  it('keeps the operator\'s menu order and Mona Lisa settings', () => {
    const config = configFromOperatorText(
      '{"menu":{"games":["mona-lisa-jewels","gnomos-mix"],"defaultGame":"mona-lisa-jewels"},"games":{"mona-lisa-jewels":{"coinValuesCents":[5,10],"defaultCoinCents":10,"jackpotSeedCents":0,"jackpotContributionBp":0}}}',
      'op.json',
    );
    expect(config.menu).toEqual({ games: ['mona-lisa-jewels', 'gnomos-mix'], defaultGame: 'mona-lisa-jewels' });
    expect(config.games['mona-lisa-jewels']).toMatchObject({ coinValuesCents: [5, 10], defaultCoinCents: 10, jackpotSeedCents: 0, jackpotContributionBp: 0, jackpotReferenceCoinCents: 1000 });
  });

  it('loads a config written before the game menu and Mona Lisa Jewels existed, with their defaults and without a word', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const old = structuredClone(defaultConfig()) as unknown as { menu?: unknown; games: Record<string, unknown> };
    delete old.menu;
    delete old.games['mona-lisa-jewels'];
    const config = validateConfig(old, 'old-cabinet.json');
    expect(config.menu).toEqual(defaultConfig().menu);
    expect(config.games['mona-lisa-jewels']).toEqual(defaultConfig().games['mona-lisa-jewels']);
    expect(config.games['gnomos-mix']).toEqual(defaultConfig().games['gnomos-mix']);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
