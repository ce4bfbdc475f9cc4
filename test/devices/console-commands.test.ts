/**
 * The console's words: what each command line means, and the message a wrong one gets (the
 * person at the console, or the script piping into it, must see what to type instead).
 */
import { BENCH_DEVICES, ConsoleCommandError, parseCommand } from '../../build/devices/console-commands';

const refusal = (line: string): string => {
  try {
    parseCommand(line);
  } catch (error) {
    if (error instanceof ConsoleCommandError) return error.message;
    throw error;
  }
  throw new Error(`"${line}" was not refused`);
};

describe('console commands', () => {
  it('reads the player, attendant and technician commands', () => {
    expect(parseCommand('coin 100')).toEqual({ kind: 'coin', cents: 100 });
    expect(parseCommand('  COIN   20  ')).toEqual({ kind: 'coin', cents: 20 });
    expect(parseCommand('coin string')).toEqual({ kind: 'coin-string' });
    expect(parseCommand('coin jam')).toEqual({ kind: 'coin-jam', jammed: true });
    expect(parseCommand('coin unjam')).toEqual({ kind: 'coin-jam', jammed: false });
    expect(parseCommand('bill 500')).toEqual({ kind: 'bill', cents: 500 });
    expect(parseCommand('bill jam')).toEqual({ kind: 'bill-jam', jammed: true });
    expect(parseCommand('bill fraud')).toEqual({ kind: 'bill-fraud' });
    expect(parseCommand('press gamechange')).toEqual({ kind: 'button', action: 'press', button: 'gameChange' });
    expect(parseCommand('release hold2')).toEqual({ kind: 'button', action: 'release', button: 'hold2' });
    expect(parseCommand('tap play')).toEqual({ kind: 'tap', button: 'play', ms: 200 });
    expect(parseCommand('tap collect 80')).toEqual({ kind: 'tap', button: 'collect', ms: 80 });
    expect(parseCommand('key on')).toEqual({ kind: 'key', on: true });
    expect(parseCommand('door cash open')).toEqual({ kind: 'door', door: 'cashDoor', open: true });
    expect(parseCommand('door main close')).toEqual({ kind: 'door', door: 'mainDoor', open: false });
    expect(parseCommand('hopper empty')).toEqual({ kind: 'hopper-empty' });
    expect(parseCommand('hopper refill 50')).toEqual({ kind: 'hopper-refill', coins: 50 });
    expect(parseCommand('hopper jam')).toEqual({ kind: 'hopper-jam', after: 0 });
    expect(parseCommand('hopper jam 4')).toEqual({ kind: 'hopper-jam', after: 4 });
    expect(parseCommand('hopper runaway 3')).toEqual({ kind: 'hopper-runaway', coins: 3 });
    expect(parseCommand('lost 0.05')).toEqual({ kind: 'fault', fault: 'lost', rate: 0.05, devices: BENCH_DEVICES });
    expect(parseCommand('corrupt 5% hopper')).toEqual({ kind: 'fault', fault: 'corrupt', rate: 0.05, devices: ['hopper'] });
    expect(parseCommand('unplug cctalk')).toEqual({ kind: 'line', plugged: false, line: 'cctalk' });
    expect(parseCommand('plug io')).toEqual({ kind: 'line', plugged: true, line: 'io' });
    expect(parseCommand('restart coin')).toEqual({ kind: 'restart', devices: ['coin'] });
    expect(parseCommand('restart all')).toEqual({ kind: 'restart', devices: BENCH_DEVICES });
    expect(parseCommand('wait 250')).toEqual({ kind: 'wait', ms: 250 });
    expect(parseCommand('status')).toEqual({ kind: 'status' });
    expect(parseCommand('exit')).toEqual({ kind: 'quit' });
  });

  it('skips blank lines and comments, so a script can explain itself', () => {
    expect(parseCommand('')).toBeNull();
    expect(parseCommand('   # the player walks up')).toBeNull();
    expect(parseCommand('coin 200 # a 2 € coin')).toEqual({ kind: 'coin', cents: 200 });
  });

  it('says what is wrong with a command and what it takes', () => {
    expect(refusal('jump')).toBe('unknown command "jump" (type help)');
    expect(refusal('coin')).toBe('a coin value in cents is missing');
    expect(refusal('coin 1.00')).toBe('a coin value in cents must be a whole number of at least 1, got "1.00"');
    expect(refusal('coin 0')).toBe('a coin value in cents must be a whole number of at least 1, got "0"');
    expect(refusal('coin 100 200')).toBe('too many words: coin <cents> | coin string | coin jam | coin unjam');
    expect(refusal('press start')).toBe('which button? hold1, hold2, hold3, collect, play, auto, bet, gameChange (got "start")');
    expect(refusal('key maybe')).toBe('key takes on or off (got "maybe")');
    expect(refusal('door back open')).toBe('which door? main or cash (got "back")');
    expect(refusal('door main ajar')).toBe('door takes open or close (got "ajar")');
    expect(refusal('hopper fill 5')).toBe('hopper takes empty, refill <n>, jam [n] or runaway <n>');
    expect(refusal('hopper refill 0')).toBe('hopper refill must be a whole number of at least 1, got "0"');
    expect(refusal('lost 1.5')).toBe('lost must be a rate 0..1 or a percentage 0%..100%, got "1.5"');
    expect(refusal('lost 0.1 printer')).toBe('which device? coin, hopper, bill, io (got "printer")');
    expect(refusal('unplug usb')).toBe('unplug takes cctalk or io (got "usb")');
    expect(refusal('restart')).toBe('restart which device? coin, hopper, bill, io or all');
  });
});
