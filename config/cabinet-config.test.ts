import { configFromOperatorText, defaultConfig } from './cabinet-config';

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
    ['{"autoPaceMs": 5}', /autoPaceMs must be a whole number in 20..10000/],
    ['{"jurisdiction": "Spain!"}', /jurisdiction must be a short lower-case id/],
    ['{"devices":{"mode":"usb"}}', /devices.mode must be "emulated" or "serial", got "usb"/],
    ['{"devices":{"cctalk":{"port":"COM3"}}}', /devices.cctalk.port must be an absolute device path/],
    ['{"devices":{"cctalk":{"addresses":{"coinAcceptor":2,"hopper":2,"billValidator":40}}}}', /gives two devices the same address/],
    ['{"devices":{"cctalk":{"checksum":"md5"}}}', /checksum must be "simple" or "crc16"/],
    ['{"billValidator":{"bills":[{"type":1,"valueCents":500},{"type":1,"valueCents":1000}]}}', /billValidator.bills has the same type twice/],
    ['{"billValidator":{"bills":[{"type":17,"valueCents":500}]}}', /billValidator.bills\[0\].type must be a whole number in 1..16/],
  ])('refuses %s with a message naming the problem', (text, message) => {
    expect(() => configFromOperatorText(text, 'op.json')).toThrow(message);
  });
});
