import type { UpperGameView } from '../../main/ipc/contract';

/**
 * Which of the upper game's 8 lines won on its last spin, in the order of `upper.lines`. A line
 * win names its line by id and by index; the id is trusted first, the index when no line has
 * that id.
 */
export function winningLines(upper: UpperGameView): boolean[] {
  const lit = upper.lines.map(() => false);
  for (const win of upper.lastSpin?.lineWins ?? []) {
    const byId = upper.lines.findIndex((line) => line.id === win.lineId);
    const index = byId >= 0 ? byId : win.line;
    if (index >= 0 && index < lit.length) lit[index] = true;
  }
  return lit;
}
