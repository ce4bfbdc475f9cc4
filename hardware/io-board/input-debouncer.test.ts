import { InputDebouncer } from './input-debouncer';
import { inputBit } from './panel-types';

const PLAY = inputBit('play');
const DOOR = inputBit('mainDoor');

/** Reads every 20 ms, each answered 1 ms after it was requested, as on an idle link. */
function readEvery20(debouncer: InputDebouncer, masks: number[], from = 0): { at: number; changes: ReturnType<InputDebouncer['sample']> }[] {
  return masks.map((mask, i) => {
    const at = from + i * 20;
    return { at, changes: debouncer.sample(mask, at, at + 1) };
  });
}

describe('InputDebouncer', () => {
  it('accepts a level once samples prove it stable for the debounce time', () => {
    const d = new InputDebouncer(30);
    readEvery20(d, [0, 0, 0]); // the first levels of everything are proven here
    const reads = readEvery20(d, [PLAY, PLAY, PLAY, 0, 0, 0], 100);
    // Seen at the read of 100 (received 101); the read requested at 140 proves 39 ms: accepted there.
    expect(reads.map((r) => r.changes.filter((c) => c.input === 'play'))).toEqual([[], [], [{ input: 'play', level: true, first: false }], [], [], [{ input: 'play', level: false, first: false }]]);
    expect(d.level('play')).toBe(false);
  });

  it('turns contact chatter into exactly one press', () => {
    const d = new InputDebouncer(30);
    readEvery20(d, [0, 0, 0]);
    const chatter = [PLAY, 0, PLAY, 0, 0, PLAY, 0, PLAY, PLAY, PLAY, PLAY, PLAY];
    const changes = readEvery20(d, chatter, 100).flatMap((r) => r.changes);
    expect(changes).toEqual([{ input: 'play', level: true, first: false }]);
    expect(d.glitches).toBe(3); // three runs of "pressed" that the next sample contradicted
  });

  it('ignores a glitch seen in one sample or in samples closer together than the debounce time', () => {
    const d = new InputDebouncer(30);
    readEvery20(d, [0, 0, 0]);
    expect(readEvery20(d, [PLAY, 0, 0], 100).flatMap((r) => r.changes)).toEqual([]);
    // Three samples 2 ms apart, all pressed: 5 ms of evidence is not 30.
    expect([d.sample(PLAY, 200, 201), d.sample(PLAY, 202, 203), d.sample(PLAY, 204, 205), d.sample(0, 206, 207)].flat()).toEqual([]);
    expect(d.level('play')).toBe(false);
  });

  it('never lets a slow reply stretch a short pulse into a press', () => {
    const d = new InputDebouncer(30);
    readEvery20(d, [0, 0, 0]);
    // The first sample came back at 101; the second was requested at 102 but only received at 160
    // (a stalled host): the board saw the pulse between 100 and ~102, not for 58 ms.
    expect(d.sample(PLAY, 100, 101)).toEqual([]);
    expect(d.sample(PLAY, 102, 160)).toEqual([]);
    expect(d.sample(0, 161, 162)).toEqual([]);
  });

  it('treats a lost sample as missing, not as a contradiction', () => {
    const d = new InputDebouncer(30);
    readEvery20(d, [0, 0, 0]);
    d.sample(PLAY, 100, 101);
    // The reads of 120 and 140 were lost on the line.
    expect(d.sample(PLAY, 160, 161)).toEqual([{ input: 'play', level: true, first: false }]);
  });

  it('marks the first proven level of each input, so a door open at power-up is known as open', () => {
    const d = new InputDebouncer(30);
    expect(d.level('mainDoor')).toBeNull();
    const changes = readEvery20(d, [DOOR, DOOR, DOOR]).flatMap((r) => r.changes);
    expect(changes.find((c) => c.input === 'mainDoor')).toEqual({ input: 'mainDoor', level: true, first: true });
    expect(changes.find((c) => c.input === 'cashDoor')).toEqual({ input: 'cashDoor', level: false, first: true });
    expect(changes).toHaveLength(11);
    expect(d.level('mainDoor')).toBe(true);
  });

  it('after an outage, a run must be proven again from fresh samples', () => {
    const d = new InputDebouncer(30);
    readEvery20(d, [0, 0, 0]);
    d.sample(PLAY, 100, 101);
    d.forgetRuns();
    expect(d.sample(PLAY, 500, 501)).toEqual([]);
    expect(d.sample(PLAY, 520, 521)).toEqual([]);
    expect(d.sample(PLAY, 540, 541)).toEqual([{ input: 'play', level: true, first: false }]);
  });

  it('with no debounce time, accepts every sample at once', () => {
    const d = new InputDebouncer(0);
    d.sample(0, 0, 1);
    expect(d.sample(PLAY, 2, 3)).toEqual([{ input: 'play', level: true, first: false }]);
    expect(() => new InputDebouncer(-1)).toThrow(RangeError);
  });
});
