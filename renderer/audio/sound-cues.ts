import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import type { MinigameView } from '../../main/ipc/contract';
import type { SoundName } from './sounds';

/**
 * Sounds a new view calls for by itself (a spin, its stops and its prize are cued by the reel
 * animation instead). Pure, so the rules can be tested. Only the cues the build already
 * synthesises are used (build/generate-sounds.mjs); each new moment borrows the one that fits:
 *  - a coin: the credit rose while nothing else happened (same rounds, same phase, no payout,
 *    no feature that pays) — money coming in through the acceptor or a note;
 *  - a payout tick: the hopper paid more of a payout;
 *  - the ladder: a rung won → win jingle, a seesaw fall or NOTHING → buzz, bonuses → bonus
 *    jingle, COLLECT → coin;
 *  - the Cauldrons: the lids lift → a clunk and the win jingle;
 *  - a minigame: an item opened → a clunk, then a coin for a prize, the jingle for STOP×2 or
 *    the end, the buzz for STOP;
 *  - Double-or-Bonuses: a double → win jingle, bonuses → bonus jingle, a fraction banked → coin;
 *  - a fault that stops play: the buzz, when a kind of fault comes up that was not up before.
 */
export function viewSoundCues(prev: GnomosCabinetView | null, next: GnomosCabinetView): SoundName[] {
  if (!prev) return [];
  const cues = new Set<SoundName>();
  if (next.tilts.some((t) => !prev.tilts.some((p) => p.code === t.code))) cues.add('no-credit');
  if (coinCame(prev, next)) cues.add('coin-drop');
  if (next.payout && (prev.payout === null || next.payout.paidCents > prev.payout.paidCents) && next.payout.paidCents > 0) {
    cues.add('payout-tick');
  }
  const sameLower = (prev.game.lower.lastSpin?.roundId ?? null) === (next.game.lower.lastSpin?.roundId ?? null);
  if (sameLower) {
    for (const cue of ladderCues(prev, next)) cues.add(cue);
    for (const cue of cauldronCues(prev, next)) cues.add(cue);
  }
  const sameUpper = (prev.game.upper.lastSpin?.roundId ?? null) === (next.game.upper.lastSpin?.roundId ?? null);
  if (sameUpper) {
    for (const cue of minigameCues(prev.game.upper.minigame, next.game.upper.minigame)) cues.add(cue);
    for (const cue of dobCues(prev, next)) cues.add(cue);
  }
  return [...cues];
}

/** A phase in which the credit may rise because the game paid (not a coin). */
function paysNow(view: GnomosCabinetView): boolean {
  const { lower, upper } = view.game;
  return lower.phase === 'ladder' || lower.phase === 'cauldrons' || upper.phase === 'minigame' || upper.phase === 'doubleOrBonuses';
}

function coinCame(prev: GnomosCabinetView, next: GnomosCabinetView): boolean {
  return (
    next.creditsCents > prev.creditsCents &&
    (prev.game.lower.lastSpin?.roundId ?? null) === (next.game.lower.lastSpin?.roundId ?? null) &&
    (prev.game.upper.lastSpin?.roundId ?? null) === (next.game.upper.lastSpin?.roundId ?? null) &&
    prev.game.phase === next.game.phase &&
    next.payout === null &&
    !paysNow(prev) &&
    !paysNow(next)
  );
}

function ladderCues(prev: GnomosCabinetView, next: GnomosCabinetView): SoundName[] {
  const before = prev.game.lower.ladder;
  if (!before) return [];
  const after = next.game.lower.ladder;
  if (after) {
    if (after.rung > before.rung) return ['win'];
    if (after.rung < before.rung) return ['no-credit'];
    return [];
  }
  switch (next.game.lower.ladderEnd?.kind) {
    case 'maximum':
      return ['win'];
    case 'collected':
      return ['coin-drop'];
    case 'bonuses':
      return ['bonus'];
    case 'nothing':
      return ['no-credit'];
    default:
      return [];
  }
}

function cauldronCues(prev: GnomosCabinetView, next: GnomosCabinetView): SoundName[] {
  const before = prev.game.lower.cauldrons;
  const after = next.game.lower.cauldrons;
  return before && after && before.picked === null && after.picked !== null ? ['reel-stop', 'win'] : [];
}

function openCount(m: MinigameView): number {
  return m.tiles.filter((t) => t.state !== 'hidden').length;
}

function minigameCues(before: MinigameView | null, after: MinigameView | null): SoundName[] {
  if (!before || !after || before.kind !== after.kind) return [];
  const cues: SoundName[] = [];
  if (openCount(after) > openCount(before)) {
    cues.push('reel-stop');
    const opened = after.tiles.filter((t) => t.state === 'open' && before.tiles.find((b) => b.index === t.index)?.state === 'hidden');
    for (const tile of opened) {
      const kind = tile.content?.kind;
      if (kind === 'stop') cues.push('no-credit');
      else if (kind === 'stopx2') cues.push('win');
      else if (kind === 'prize') cues.push('coin-drop');
    }
  }
  if (before.result === null && after.result !== null) cues.push('win');
  return cues;
}

function dobCues(prev: GnomosCabinetView, next: GnomosCabinetView): SoundName[] {
  const before = prev.game.upper.doubleOrBonuses;
  const after = next.game.upper.doubleOrBonuses;
  if (!before || !after) return [];
  const cues: SoundName[] = [];
  if (after.fractionIndex === before.fractionIndex && after.doubles > before.doubles) cues.push('win');
  if (after.bonusesWon > before.bonusesWon) cues.push('bonus');
  if (after.bankedCents > before.bankedCents) cues.push('coin-drop');
  return cues;
}
