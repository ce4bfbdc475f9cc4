import { configFromOperatorText, defaultConfig } from './cabinet-config';

describe('cabinet configuration', () => {
  it('ships defaults a cabinet can run with', () => {
    const config = defaultConfig();
    expect(config.games['gnomos-mix'].defaultBetCents).toBe(20);
    expect(config.coinAcceptor.coins.map((c) => c.valueCents)).toEqual([10, 20, 50, 100, 200]);
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
  ])('refuses %s with a message naming the problem', (text, message) => {
    expect(() => configFromOperatorText(text, 'op.json')).toThrow(message);
  });
});
