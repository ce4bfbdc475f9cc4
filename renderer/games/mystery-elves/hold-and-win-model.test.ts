import type { MysteryElvesBonusView, MysteryElvesHoldAndWinView, MysteryElvesJackpotLabelView } from '../../../contract/games/mystery-elves';
import { setMoneyStyle } from '../../format';
import { featureTotal, placeCell, placedCount, placeFace, respinLamps, revealedLevels, spinPlate } from './hold-and-win-model';

const WORDS = { mystery: 'MYSTERY', multi: 'MULTI', levels: { MINI: 'MINI', MINOR: 'MINOR', MAJOR: 'MAJOR', GRAND: 'GRAND' }, fresh: (a: string) => `+${a}` };
const JACKPOTS: MysteryElvesJackpotLabelView[] = [
  { level: 'MINI', times: 10, cents: 200 },
  { level: 'MINOR', times: 25, cents: 500 },
  { level: 'MAJOR', times: 100, cents: 2000 },
  { level: 'GRAND', times: 1000, cents: 20000 },
];

const bonus = (over: Partial<MysteryElvesBonusView>): MysteryElvesBonusView => ({ kind: 'value', times: 10, cents: 200, level: null, factor: null, freshCents: null, finalCents: null, isNew: false, ...over });

function feature(over: Partial<MysteryElvesHoldAndWinView>): MysteryElvesHoldAndWinView {
  return { seq: 1, stage: 'respins', bought: false, places: Array.from({ length: 15 }, () => null), respinsLeft: 3, respinsPlayed: 0, lastLanded: [], factor: null, full: false, lockedCents: 0, totalCents: null, paidCents: null, ...over };
}

beforeAll(() => setMoneyStyle('es'));
afterAll(() => setMoneyStyle('plain'));

describe('a Hold and Win place', () => {
  test('empty, a value, a Mystery and a Multiplying bonus while the respins run', () => {
    expect(placeFace(null, 'respins', null, JACKPOTS, WORDS).kind).toBe('empty');
    expect(placeFace(bonus({ isNew: true }), 'respins', null, JACKPOTS, WORDS)).toMatchObject({ kind: 'value', tone: 'red', glyph: '', plate: '2,00 €', note: '', isNew: true });
    expect(placeFace(bonus({ kind: 'mystery', times: null, cents: null }), 'respins', null, JACKPOTS, WORDS)).toMatchObject({ tone: 'green', glyph: '?', plate: 'MYSTERY' });
    expect(placeFace(bonus({ kind: 'multiplier', times: null, cents: null }), 'respins', null, JACKPOTS, WORDS)).toMatchObject({ tone: 'purple', glyph: '×?', plate: 'MULTI' });
  });

  test('a Mystery shows its level and the level’s amount at the bet; the factor tags the others while it is revealed', () => {
    const grand = bonus({ kind: 'mystery', times: null, cents: null, level: 'GRAND' });
    expect(placeFace(grand, 'mysteries', null, JACKPOTS, WORDS)).toMatchObject({ tone: 'gold', glyph: 'GRAND', plate: '200,00 €', level: 'GRAND', note: '' });
    expect(placeFace(grand, 'multiplier', 2, JACKPOTS, WORDS).note).toBe('×2');
    expect(placeFace(bonus({}), 'multiplier', 2, JACKPOTS, WORDS).note).toBe('×2');
    const multi = bonus({ kind: 'multiplier', times: null, cents: null, factor: 2 });
    expect(placeFace(multi, 'multiplier', 2, JACKPOTS, WORDS)).toMatchObject({ glyph: '×2', plate: 'MULTI', note: '' });
  });

  test('at the end every place shows what it pays, the Mystery and Multiplying ones their fresh value too', () => {
    const done = placeFace(bonus({ kind: 'mystery', times: null, cents: null, level: 'MINI', freshCents: 60, finalCents: 1120 }), 'done', 2, JACKPOTS, WORDS);
    expect(done).toMatchObject({ glyph: 'MINI', plate: '11,20 €', note: '+0,60 €', final: true });
    expect(placeFace(bonus({ finalCents: 800 }), 'done', 2, JACKPOTS, WORDS)).toMatchObject({ plate: '8,00 €', note: '' });
  });

  test('a BONUS on the base reels shows its value or its function', () => {
    expect(spinPlate(bonus({ cents: 360 }), WORDS)).toEqual({ text: '3,60 €', kind: 'value' });
    expect(spinPlate(bonus({ kind: 'mystery', cents: null }), WORDS)).toEqual({ text: 'MYSTERY', kind: 'mystery' });
    expect(spinPlate(bonus({ kind: 'multiplier', cents: null }), WORDS)).toEqual({ text: '×?', kind: 'multiplier' });
  });
});

describe('the Hold and Win around the grid', () => {
  test('the respin lamps, the places filled, the running total and the paid total', () => {
    expect(respinLamps(3)).toEqual([true, true, true]);
    expect(respinLamps(1)).toEqual([true, false, false]);
    expect(respinLamps(0)).toEqual([false, false, false]);
    const places = Array.from({ length: 15 }, (_, i) => (i < 7 ? bonus({}) : null));
    expect(placedCount(feature({ places }))).toBe(7);
    expect(featureTotal(feature({ lockedCents: 1400 }))).toBe(1400);
    expect(featureTotal(feature({ stage: 'done', lockedCents: 1400, totalCents: 5000, paidCents: 4000 }))).toBe(4000);
  });

  test('the levels revealed light their meters only once the reveals have begun', () => {
    const places = [bonus({ kind: 'mystery', level: 'MAJOR' }), bonus({ kind: 'mystery', level: 'MINI' }), ...Array.from({ length: 13 }, () => null)];
    expect(revealedLevels(feature({ places, stage: 'respins' }))).toEqual([]);
    expect(revealedLevels(feature({ places, stage: 'mysteries' }))).toEqual(['MINI', 'MAJOR']);
    expect(revealedLevels(null)).toEqual([]);
  });

  test('a place is reel × 3 + row', () => {
    expect(placeCell(0)).toEqual({ reel: 0, row: 0 });
    expect(placeCell(5)).toEqual({ reel: 1, row: 2 });
    expect(placeCell(14)).toEqual({ reel: 4, row: 2 });
  });
});
