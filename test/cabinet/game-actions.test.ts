/**
 * The contract's game actions as the cabinet receives them from the screen: every action of
 * Mystery Elves passes as sent, and a message that does not fit is refused with an error naming
 * the field (nothing coerced); the bet panel's presses are checked against each game's limits.
 */
import { ContractError, parseIntent } from '../../main/ipc/contract';

const elves = (action: unknown) => parseIntent({ type: 'GAME', game: 'mystery-elves', action });

describe('game actions through the contract', () => {
  it.each([
    { type: 'BUY' },
    { type: 'GAMBLE' },
    { type: 'HALVE' },
    { type: 'GUESS', colour: 'red' },
    { type: 'TOTAL_BET', cents: 200 },
    { type: 'COIN_VALUE', cents: 20 },
    { type: 'BET_MAX' },
    { type: 'AUTOSPIN', count: 25, lossLimitCents: 2_000, winLimitCents: null, stopOnJackpot: false },
    { type: 'AUTOSPIN_STOP' },
  ])('Mystery Elves takes %j as sent', (action) => {
    expect(elves(action)).toEqual({ type: 'GAME', game: 'mystery-elves', action });
  });

  it.each([
    [{ type: 'GUESS', colour: 'green' }, /"colour" as one of red, black/],
    [{ type: 'HALVE', cents: 10 }, /unexpected field "cents"/],
    [{ type: 'LINES', lines: 11 }, /"lines" as a whole number in 1..10/],
    [{ type: 'TOTAL_BET', cents: 2.5 }, /"cents" as a whole number/],
    [{ type: 'AUTOSPIN', count: 10, lossLimitCents: 0, winLimitCents: null, stopOnJackpot: false }, /"lossLimitCents" as a whole number in 1/],
    [{ type: 'PICK', cover: 1 }, /Mystery Elves has no action "PICK"/],
    ['BUY', /must be an object/],
  ])('Mystery Elves refuses %j, naming the problem', (action, message) => {
    expect(() => elves(action)).toThrow(ContractError);
    expect(() => elves(action)).toThrow(message);
  });

  it('checks the bet panel against each game: 40 lines in 40 Mystic Gem, 10 in Mystery Elves', () => {
    expect(parseIntent({ type: 'GAME', game: 'mystic-gem-40', action: { type: 'LINES', lines: 40 } })).toMatchObject({ action: { lines: 40 } });
    expect(() => elves({ type: 'LINES', lines: 40 })).toThrow(/1..10/);
    expect(parseIntent({ type: 'GAME', game: 'gonzos-gold', action: { type: 'COIN_VALUE', cents: 20 } })).toMatchObject({ action: { type: 'COIN_VALUE', cents: 20 } });
  });
});
