import {
  drawWeightedStop,
  firstWeightedValueOf,
  nextFigureStop,
  stepStop,
  stopForWeightedValue,
  totalWeight,
  windowAt,
} from './reels';
import { DrawRecorder, type Rng } from './rng';

const STRIPS = [
  ['a', 'b', 'c', 'd'],
  ['e', 'f', 'g', 'h'],
] as const;

describe('stepStop and nextFigureStop', () => {
  it('moves forward and back with wrap', () => {
    expect(stepStop(0, 1, 16)).toBe(1);
    expect(stepStop(15, 1, 16)).toBe(0);
    expect(stepStop(0, -1, 16)).toBe(15);
    expect(stepStop(3, 35, 16)).toBe(6);
    expect(stepStop(3, -35, 16)).toBe(0);
  });

  it('the next figure is strip index + 1', () => {
    expect(nextFigureStop(4, 16)).toBe(5);
    expect(nextFigureStop(15, 16)).toBe(0);
  });

  it('rejects stops off the strip and fractional steps', () => {
    expect(() => stepStop(16, 1, 16)).toThrow(RangeError);
    expect(() => stepStop(-1, 1, 16)).toThrow(RangeError);
    expect(() => stepStop(0, 0.5, 16)).toThrow(RangeError);
    expect(() => stepStop(0, 1, 0)).toThrow(RangeError);
  });
});

describe('windowAt', () => {
  it('shows strip order top to bottom around each stop, wrapping', () => {
    expect(windowAt(STRIPS, [0, 2], 1, 1)).toEqual([
      ['d', 'a', 'b'],
      ['f', 'g', 'h'],
    ]);
    expect(windowAt(STRIPS, [3, 3], 2, 0)).toEqual([
      ['b', 'c', 'd'],
      ['f', 'g', 'h'],
    ]);
  });

  it('the next figure sits just below the centre row', () => {
    const before = windowAt(STRIPS, [1, 1], 1, 1);
    const after = windowAt(STRIPS, [nextFigureStop(1, 4), 1], 1, 1);
    expect(after[0]?.[1]).toBe(before[0]?.[2]);
  });

  it('rejects mismatched stops', () => {
    expect(() => windowAt(STRIPS, [0], 1, 1)).toThrow(RangeError);
    expect(() => windowAt(STRIPS, [0, 4], 1, 1)).toThrow(RangeError);
    expect(() => windowAt(STRIPS, [0, 0], -1, 1)).toThrow(RangeError);
  });
});

describe('weighted stops', () => {
  const weights = [3, 1, 4];

  it('gives each stop a consecutive range of values', () => {
    expect(totalWeight(weights)).toBe(8);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((v) => stopForWeightedValue(weights, v))).toEqual([0, 0, 0, 1, 2, 2, 2, 2]);
    expect([0, 1, 2].map((s) => firstWeightedValueOf(weights, s))).toEqual([0, 3, 4]);
  });

  it('draws one recorded range draw per reel', () => {
    const words = [5, 2];
    const rng: Rng = { nextUint32: () => words.shift() ?? 0 };
    const recorder = new DrawRecorder(rng);
    expect(drawWeightedStop(recorder, weights)).toBe(2);
    expect(drawWeightedStop(recorder, weights)).toBe(0);
    expect(recorder.take()).toEqual([
      { bound: 8, value: 5 },
      { bound: 8, value: 2 },
    ]);
  });

  it('rejects zero, fractional and out-of-range weights and values', () => {
    expect(() => totalWeight([1, 0])).toThrow(RangeError);
    expect(() => totalWeight([1, 1.5])).toThrow(RangeError);
    expect(() => totalWeight([])).toThrow(RangeError);
    expect(() => stopForWeightedValue(weights, 8)).toThrow(RangeError);
    expect(() => stopForWeightedValue(weights, -1)).toThrow(RangeError);
    expect(() => firstWeightedValueOf(weights, 3)).toThrow(RangeError);
  });
});
