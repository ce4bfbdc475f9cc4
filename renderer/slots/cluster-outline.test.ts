import { clusterLoops, insetLoop, labelCell } from './cluster-outline';

const cells = (...pairs: [number, number][]) => pairs.map(([reel, row]) => ({ reel, row }));
/** A loop as a set of corners, whatever corner it starts from. */
const corners = (loop: readonly (readonly [number, number])[]): string[] => loop.map(([x, y]) => `${x},${y}`).sort();

describe('a cluster traced as one outline', () => {
  it('goes round a single cell by its four corners', () => {
    const loops = clusterLoops(cells([2, 3]));
    expect(loops).toHaveLength(1);
    expect(corners(loops[0]!)).toEqual(['2,3', '2,4', '3,3', '3,4']);
  });

  it('goes round an L of four cells by its six corners, not round each cell', () => {
    // X X
    // X
    // X
    const loops = clusterLoops(cells([0, 0], [1, 0], [0, 1], [0, 2]));
    expect(loops).toHaveLength(1);
    expect(corners(loops[0]!)).toEqual(['0,0', '0,3', '1,1', '1,3', '2,0', '2,1']);
  });

  it('keeps a hole as a loop of its own', () => {
    const ring = cells([0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]);
    const loops = clusterLoops(ring);
    expect(loops.map((l) => l.length).sort()).toEqual([4, 4]);
    expect(loops.map(corners).sort()).toEqual([
      ['0,0', '0,3', '3,0', '3,3'],
      ['1,1', '1,2', '2,1', '2,2'],
    ]);
  });

  it('runs clockwise on screen with the cells on its right, so the inset moves inwards', () => {
    const [loop] = clusterLoops(cells([0, 0], [1, 0]));
    const inset = insetLoop(loop!, 100, 80, 10);
    const xs = inset.map((p) => p[0]);
    const ys = inset.map((p) => p[1]);
    expect(Math.min(...xs)).toBe(10);
    expect(Math.max(...xs)).toBe(190);
    expect(Math.min(...ys)).toBe(10);
    expect(Math.max(...ys)).toBe(70);
  });

  it('pulls a concave corner inwards too', () => {
    const [loop] = clusterLoops(cells([0, 0], [1, 0], [0, 1]));
    const inset = insetLoop(loop!, 100, 100, 10);
    // The inner corner of the L (grid 1,1) moves up and left, into the group: (90, 90).
    expect(inset.map(([x, y]) => `${x},${y}`)).toEqual(['10,10', '190,10', '190,90', '90,90', '90,190', '10,190']);
  });
});

describe('where a cluster shows its amount', () => {
  it('takes the cell nearest the middle, and another when that one is taken', () => {
    const group = cells([0, 1], [1, 1], [2, 1], [1, 2]);
    expect(labelCell(group)).toEqual({ reel: 1, row: 1 });
    expect(labelCell(group, new Set(['1,1']))).not.toEqual({ reel: 1, row: 1 });
    expect(labelCell([])).toBeNull();
  });
});
