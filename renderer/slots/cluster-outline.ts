import type { SlotCell } from '../../contract/slot-view';

/**
 * Pure geometry of a cluster's outline: the boundary of a group of grid cells traced as closed
 * loops of grid corners (one round the group, one round each hole), then each loop pulled
 * inwards so that neighbouring clusters' outlines stay apart. A corner (x, y) is the top-left of
 * cell (reel x, row y); loops run with the group on their right (clockwise on screen).
 */
export type Point = readonly [number, number];

const key = (x: number, y: number): string => `${x},${y}`;

/** The group's boundary as closed loops of grid corners, with no corner in the middle of a straight side. */
export function clusterLoops(cells: readonly SlotCell[]): Point[][] {
  const inside = new Set(cells.map((c) => key(c.reel, c.row)));
  const has = (x: number, y: number): boolean => inside.has(key(x, y));
  // Directed boundary edges, the group on the right of the direction of travel.
  const edges = new Map<string, Point[]>();
  const add = (from: Point, to: Point): void => {
    const list = edges.get(key(...from)) ?? [];
    list.push(to);
    edges.set(key(...from), list);
  };
  for (const id of inside) {
    const [x, y] = id.split(',').map(Number) as [number, number];
    if (!has(x, y - 1)) add([x, y], [x + 1, y]);
    if (!has(x + 1, y)) add([x + 1, y], [x + 1, y + 1]);
    if (!has(x, y + 1)) add([x + 1, y + 1], [x, y + 1]);
    if (!has(x - 1, y)) add([x, y + 1], [x, y]);
  }
  const loops: Point[][] = [];
  for (;;) {
    const startKey = [...edges.keys()].sort()[0];
    if (startKey === undefined) break;
    const start = startKey.split(',').map(Number) as [number, number];
    const loop: Point[] = [start];
    let at: Point = start;
    let heading: Point | null = null;
    for (let guard = 0; guard < 4 * inside.size + 4; guard++) {
      const nextOptions = edges.get(key(...at)) ?? [];
      if (nextOptions.length === 0) break;
      // Where two cells of the group touch only at a corner, turn right: each stays its own loop.
      const next = pickTurn(at, heading, nextOptions);
      nextOptions.splice(nextOptions.indexOf(next), 1);
      if (nextOptions.length === 0) edges.delete(key(...at));
      heading = [next[0] - at[0], next[1] - at[1]];
      at = next;
      if (at[0] === start[0] && at[1] === start[1]) break;
      loop.push(at);
    }
    loops.push(withoutStraightCorners(loop));
  }
  return loops;
}

function pickTurn(at: Point, heading: Point | null, options: readonly Point[]): Point {
  if (options.length === 1 || heading === null) return options[0] as Point;
  // Screen coordinates (y down): turning right from (dx, dy) heads (-dy, dx).
  const right: Point = [-heading[1], heading[0]];
  return options.find((o) => o[0] - at[0] === right[0] && o[1] - at[1] === right[1]) ?? (options[0] as Point);
}

function withoutStraightCorners(loop: readonly Point[]): Point[] {
  const n = loop.length;
  return loop.filter((p, i) => {
    const a = loop[(i - 1 + n) % n] as Point;
    const b = loop[(i + 1) % n] as Point;
    return !((a[0] === p[0] && p[0] === b[0]) || (a[1] === p[1] && p[1] === b[1]));
  });
}

/**
 * A loop in pixels (cells cw × ch), every side moved `inset` pixels towards the group: on a
 * right-angled loop each corner moves along both of its sides' inward normals.
 */
export function insetLoop(loop: readonly Point[], cw: number, ch: number, inset: number): Point[] {
  const n = loop.length;
  return loop.map((p, i) => {
    const a = loop[(i - 1 + n) % n] as Point;
    const b = loop[(i + 1) % n] as Point;
    const [nx1, ny1] = inwardNormal(a, p);
    const [nx2, ny2] = inwardNormal(p, b);
    return [p[0] * cw + (nx1 + nx2) * inset, p[1] * ch + (ny1 + ny2) * inset] as Point;
  });
}

/** The unit normal pointing into the group (on the right of travel, y down). */
function inwardNormal(from: Point, to: Point): Point {
  const dx = Math.sign(to[0] - from[0]);
  const dy = Math.sign(to[1] - from[1]);
  return [-dy, dx];
}

/** The cell to put a cluster's amount on: the one nearest its middle that no other label has taken. */
export function labelCell(cells: readonly SlotCell[], taken: ReadonlySet<string> = new Set()): SlotCell | null {
  if (cells.length === 0) return null;
  const mx = cells.reduce((s, c) => s + c.reel, 0) / cells.length;
  const my = cells.reduce((s, c) => s + c.row, 0) / cells.length;
  const free = cells.filter((c) => !taken.has(key(c.reel, c.row)));
  const pool = free.length > 0 ? free : cells;
  return [...pool].sort((a, b) => Math.hypot(a.reel - mx, a.row - my) - Math.hypot(b.reel - mx, b.row - my) || a.reel - b.reel || a.row - b.row)[0] ?? null;
}

export const cellKey = (cell: SlotCell): string => key(cell.reel, cell.row);
