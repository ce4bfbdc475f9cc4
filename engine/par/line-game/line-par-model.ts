import type { Rng } from '../../core/rng';
import type { ParModel, ParPart, RoundRecorder } from '../par-model';
import { lineWinFunction, scatterCodeAt, type CompiledLineGame } from './compile-line-game';
import { drawStops } from './draw-stops';
import { exactLineGame } from './exact-line-game';

/** Component indices of a line game's ParModel (the order of `components`). */
export const LINE_COMPONENT = { baseLines: 0, scatter: 1, freeSpins: 2 } as const;

/**
 * The line game as a ParModel: one round is a base spin (stake: one line bet per line) plus
 * the free spins it awards, retriggers included. Wins are reported once per component per
 * round. The round reuses two stop buffers, so it allocates nothing.
 */
export function lineParModel(game: CompiledLineGame): ParModel {
  const def = game.def;
  const fs = def.freeSpins;
  const components: ParPart[] = [
    { id: 'base-lines', name: 'Base game line wins' },
    { id: 'scatter', name: 'Base game scatter wins' },
  ];
  const features: ParPart[] = [];
  if (fs !== null) {
    components.push({ id: 'free-spins', name: `Free spins (×${fs.multiplier}, lines and scatters)` });
    features.push({ id: 'free-spins', name: 'Free spins' });
  }
  const assumptions: Record<string, string> = {
    lines: `${game.lineCount} fixed lines, 1 line bet each`,
    'total bet': `${game.lineCount} line bets`,
    reels: `${game.reelCount} reels × ${game.rows} rows${def.reels.weights === null ? '' : ', weighted stops'}`,
  };
  if (fs !== null) {
    assumptions['free spins'] = `on "${fs.symbol}": ${fs.awards.map((a) => `${a.count}→${a.pay}`).join(', ')}; ×${fs.multiplier}; ${
      fs.retrigger ? 'retrigger' : 'no retrigger'
    }${fs.reels === null ? '' : '; own reels'}`;
  }

  const stops = new Int32Array(game.reelCount);
  const base = game.base;
  const free = game.free;
  const scatterWin = game.scatter.winByCode;
  const award = game.scatter.awardByCode;
  const baseLineWin = lineWinFunction(game, base);
  const freeLineWin = free === null ? baseLineWin : lineWinFunction(game, free);
  const multiplier = fs?.multiplier ?? 1;
  const retrigger = fs?.retrigger ?? false;

  return {
    id: def.id,
    name: def.name,
    stakeUnits: game.lineCount,
    unitLabel: 'line bet',
    components,
    features,
    hitEvent: 'a round that pays anything: base lines, scatters or free spins',
    assumptions,
    exact: () => exactLineGame(def),
    playRound(rng: Rng, recorder: RoundRecorder): void {
      drawStops(rng, base.reels, stops);
      const lineWin = baseLineWin(stops);
      const code = scatterCodeAt(base, stops);
      if (lineWin > 0) recorder.win(LINE_COMPONENT.baseLines, lineWin);
      const sw = scatterWin[code] as number;
      if (sw > 0) recorder.win(LINE_COMPONENT.scatter, sw);
      if (free === null) return;
      let remaining = award[code] as number;
      if (remaining === 0) return;
      recorder.feature(0);
      let total = 0;
      while (remaining > 0) {
        remaining -= 1;
        drawStops(rng, free.reels, stops);
        const freeCode = scatterCodeAt(free, stops);
        total += freeLineWin(stops) + (scatterWin[freeCode] as number);
        if (retrigger) remaining += award[freeCode] as number;
      }
      if (total > 0) recorder.win(LINE_COMPONENT.freeSpins, total * multiplier);
    },
  };
}
