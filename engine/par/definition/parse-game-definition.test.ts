import classic from '../examples/classic-5x3.json';
import cluster from '../examples/cluster-5x5.json';
import tiny from '../examples/tiny-2-reel.json';
import { DefinitionError } from './definition-error';
import type { LineDefinition } from './game-definition';
import { parseGameDefinition } from './parse-game-definition';

/** A small valid line definition; each bad case below changes one thing in a fresh copy. */
function lineJson(): Record<string, unknown> {
  return {
    kind: 'lines',
    id: 'ok',
    name: 'OK',
    rows: 3,
    symbols: [
      { id: 'lemon', kind: 'regular' },
      { id: 'plum', kind: 'regular' },
      { id: 'wild', kind: 'wild', substitutesFor: 'all-regular', multiplier: 2 },
      { id: 'star', kind: 'scatter' },
    ],
    reels: [
      ['lemon', 'plum', 'wild', 'star'],
      ['plum', 'lemon', 'plum', 'star'],
      ['lemon', 'wild', 'plum', 'lemon', 'star'],
    ],
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
    ],
    paytable: { lemon: { 3: 5 }, plum: { 2: 1, 3: 4 } },
    scatterPays: { star: { 3: 10 } },
    freeSpins: { symbol: 'star', awards: { 3: 5 }, multiplier: 2, retrigger: false },
  };
}

function refused(change: (json: Record<string, unknown>) => void): string {
  const json = lineJson();
  change(json);
  try {
    parseGameDefinition(json, 'def.json');
  } catch (e) {
    expect(e).toBeInstanceOf(DefinitionError);
    return (e as Error).message;
  }
  throw new Error('the definition was accepted');
}

describe('parseGameDefinition: valid definitions', () => {
  it('accepts the committed examples', () => {
    expect(parseGameDefinition(classic, 'classic-5x3.json').kind).toBe('lines');
    expect(parseGameDefinition(tiny, 'tiny-2-reel.json').kind).toBe('lines');
    expect(parseGameDefinition(cluster, 'cluster-5x5.json').kind).toBe('clusters');
  });

  it('resolves "all-regular", defaults and pay rows', () => {
    const def = parseGameDefinition(lineJson(), 'def.json') as LineDefinition;
    const wild = def.symbols.find((s) => s.id === 'wild');
    expect(wild?.substitutesFor).toEqual(['lemon', 'plum']);
    expect(wild?.multiplier).toBe(2);
    expect(def.symbols.find((s) => s.id === 'lemon')?.multiplier).toBe(1);
    expect(def.paytable['plum']).toEqual([
      { count: 2, pay: 1 },
      { count: 3, pay: 4 },
    ]);
    expect(def.reels.weights).toBeNull();
    expect(def.freeSpins).toEqual({ symbol: 'star', awards: [{ count: 3, pay: 5 }], multiplier: 2, retrigger: false, reels: null });
  });

  it('a wild without substitutesFor stands in for every regular symbol', () => {
    const json = lineJson();
    (json['symbols'] as Record<string, unknown>[])[2] = { id: 'wild', kind: 'wild' };
    const def = parseGameDefinition(json, 'def.json') as LineDefinition;
    expect(def.symbols[2]?.substitutesFor).toEqual(['lemon', 'plum']);
  });

  it('keeps weights per stop', () => {
    const json = lineJson();
    json['weights'] = [
      [1, 2, 3, 4],
      [1, 1, 1, 1],
      [5, 5, 5, 5, 5],
    ];
    const def = parseGameDefinition(json, 'def.json') as LineDefinition;
    expect(def.reels.weights?.[0]).toEqual([1, 2, 3, 4]);
  });
});

describe('parseGameDefinition: refusals name the problem and the place', () => {
  it.each<[string, (j: Record<string, unknown>) => void, string]>([
    ['an unknown symbol in a strip', (j) => ((j['reels'] as string[][])[1]![2] = 'lemmon'), 'def.json: reels[1][2] is "lemmon", not a symbol of this game'],
    ['an empty reel', (j) => ((j['reels'] as string[][])[2] = []), 'def.json: reels[2] is empty'],
    ['a negative pay', (j) => (j['paytable'] = { lemon: { 3: -5 } }), 'def.json: paytable "lemon" pays -5 for 3: pays cannot be negative'],
    ['a fractional pay', (j) => (j['paytable'] = { lemon: { 3: 2.5 } }), 'def.json: paytable "lemon" pays 2.5 for 3: pays are whole numbers'],
    ['a line outside the window', (j) => ((j['lines'] as number[][])[2] = [2, 3, 2]), 'def.json: lines[2] uses row 3 on reel 1 but the window has 3 rows (0..2)'],
    ['a line of the wrong length', (j) => ((j['lines'] as number[][])[1] = [0, 0]), 'def.json: lines[1] has 2 rows but the game has 3 reels'],
    ['a repeated line', (j) => ((j['lines'] as number[][])[2] = [1, 1, 1]), 'def.json: lines[2] repeats lines[0]'],
    ['a duplicate symbol id', (j) => ((j['symbols'] as unknown[])[1] = { id: 'lemon', kind: 'regular' }), 'def.json: symbols[1] repeats the id "lemon" of symbols[0]'],
    [
      'a wild substituting for an unknown symbol',
      (j) => ((j['symbols'] as unknown[])[2] = { id: 'wild', kind: 'wild', substitutesFor: ['lemon', 'kiwi'] }),
      'def.json: wild "wild" substitutes for "kiwi", not a symbol of this game',
    ],
    [
      'a wild substituting for itself',
      (j) => ((j['symbols'] as unknown[])[2] = { id: 'wild', kind: 'wild', substitutesFor: ['wild'] }),
      'def.json: wild "wild" substitutes for itself',
    ],
    [
      'a wild substituting for a scatter',
      (j) => ((j['symbols'] as unknown[])[2] = { id: 'wild', kind: 'wild', substitutesFor: ['star'] }),
      'def.json: wild "wild" substitutes for "star", which is a scatter, not a regular symbol',
    ],
    ['an unknown top-level key', (j) => (j['paytabel'] = {}), 'def.json: the definition has unknown key "paytabel"'],
    ['an unknown symbol key', (j) => ((j['symbols'] as unknown[])[0] = { id: 'lemon', kind: 'regular', mult: 2 }), 'def.json: symbols[0] has unknown key "mult"'],
    ['a missing key', (j) => delete j['lines'], 'def.json: the definition is missing "lines"'],
    ['an unknown kind', (j) => (j['kind'] = 'ways'), 'def.json: kind must be "lines" or "clusters", got "ways"'],
    ['an unknown symbol kind', (j) => ((j['symbols'] as unknown[])[0] = { id: 'lemon', kind: 'fruit' }), 'def.json: symbol "lemon" has kind "fruit"'],
    ['a multiplier on a regular symbol', (j) => ((j['symbols'] as unknown[])[0] = { id: 'lemon', kind: 'regular', multiplier: 2 }), 'def.json: symbol "lemon" has a multiplier, but only wilds'],
    ['a paytable entry for an unknown symbol', (j) => (j['paytable'] = { kiwi: { 3: 5 } }), 'def.json: paytable "kiwi" is not a symbol of this game'],
    ['a scatter on the line paytable', (j) => (j['paytable'] = { star: { 3: 5 } }), 'def.json: paytable "star" is a scatter symbol: scatters pay anywhere through scatterPays'],
    ['a run longer than the reels', (j) => (j['paytable'] = { lemon: { 4: 5 } }), 'def.json: paytable "lemon" has run length 4 outside 1..3'],
    ['a count that is not a number', (j) => (j['paytable'] = { lemon: { three: 5 } }), 'def.json: paytable "lemon" has run length "three", not a whole number'],
    ['scatter pays for a regular symbol', (j) => (j['scatterPays'] = { lemon: { 3: 1 } }), 'def.json: scatterPays "lemon" is a regular symbol'],
    ['a strip shorter than the window', (j) => ((j['reels'] as string[][])[0] = ['lemon', 'plum']), 'def.json: reels[0] has 2 stops but the window shows 3 rows'],
    ['weights of the wrong shape', (j) => (j['weights'] = [[1, 1, 1, 1], [1, 1, 1], [1, 1, 1, 1, 1]]), 'def.json: weights[1] has 3 weights but reels[1] has 4 stops'],
    ['a zero weight', (j) => (j['weights'] = [[1, 0, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1, 1]]), 'def.json: weights[0][1] must be between 1 and 4294967296, got 0'],
    ['free spins on a wild', (j) => (j['freeSpins'] = { symbol: 'wild', awards: { 3: 5 }, multiplier: 1, retrigger: false }), 'def.json: freeSpins.symbol "wild" is a wild symbol; free spins are awarded by a scatter'],
    [
      'free-spin reels of the wrong count',
      (j) => (j['freeSpins'] = { symbol: 'star', awards: { 3: 5 }, multiplier: 1, retrigger: false, reels: [['lemon', 'plum', 'star']] }),
      'def.json: freeSpins.reels has 1 reels but the game has 3',
    ],
    ['no lines', (j) => (j['lines'] = []), 'def.json: lines is empty'],
    ['rows that are not a number', (j) => (j['rows'] = '3'), 'def.json: rows must be a whole number, got "3"'],
  ])('refuses %s', (_what, change, message) => {
    expect(refused(change)).toContain(message);
  });

  it('refuses what is not an object at all', () => {
    expect(() => parseGameDefinition([], 'x.json')).toThrow('x.json: the definition must be an object, got an array');
    expect(() => parseGameDefinition(null, 'x.json')).toThrow(DefinitionError);
  });
});

describe('parseGameDefinition: cluster definitions', () => {
  function clusterJson(): Record<string, unknown> {
    return {
      kind: 'clusters',
      id: 'c',
      name: 'C',
      rows: 3,
      columns: 3,
      stakeUnits: 10,
      adjacency: 'orthogonal',
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'b', kind: 'regular' },
        { id: 'w', kind: 'wild' },
        { id: 's', kind: 'scatter', substitutesFor: 'all-regular' },
      ],
      reels: [
        ['a', 'b', 'w', 's'],
        ['a', 'b', 'a'],
        ['b', 'a', 's'],
      ],
      paytable: { a: { 3: 5, 5: 20 }, b: { 4: 10 } },
      scatterPays: { s: { 3: 2 } },
    };
  }
  const refuse = (change: (j: Record<string, unknown>) => void): string => {
    const json = clusterJson();
    change(json);
    try {
      parseGameDefinition(json, 'c.json');
    } catch (e) {
      expect(e).toBeInstanceOf(DefinitionError);
      return (e as Error).message;
    }
    throw new Error('accepted');
  };

  it('accepts a scatter that substitutes inside clusters', () => {
    const def = parseGameDefinition(clusterJson(), 'c.json');
    expect(def.kind === 'clusters' && def.symbols[3]?.substitutesFor).toEqual(['a', 'b']);
  });

  it.each<[string, (j: Record<string, unknown>) => void, string]>([
    ['a column count that differs from the strips', (j) => (j['columns'] = 4), 'c.json: reels has 3 reels but the game has 4'],
    ['a cluster of one', (j) => (j['paytable'] = { a: { 1: 5 } }), 'c.json: paytable "a" has cluster size 1 outside 2..9'],
    ['a paytable row for a wild', (j) => (j['paytable'] = { w: { 3: 5 } }), 'c.json: paytable "w" is a wild symbol: only regular symbols form clusters'],
    ['another adjacency', (j) => (j['adjacency'] = 'diagonal'), 'c.json: adjacency must be "orthogonal", got "diagonal"'],
    ['a wild multiplier', (j) => ((j['symbols'] as unknown[])[2] = { id: 'w', kind: 'wild', multiplier: 2 }), 'c.json: symbol "w" has a multiplier, but only wilds of line games can'],
    ['a zero stake', (j) => (j['stakeUnits'] = 0), 'c.json: stakeUnits must be between 1 and 1000000, got 0'],
  ])('refuses %s', (_what, change, message) => {
    expect(refuse(change)).toContain(message);
  });
});
