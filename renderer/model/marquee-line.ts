import type { GnomosCabinetView } from './gnomos-cabinet-view';
import type { LowerGameView, Marquee, MinigameView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { marqueeText } from '../text/languages';
import type { TextTable } from '../text/text-table';
import { dobChoice } from './dob-fractions';
import { riskChoice } from './ladder-lights';

/**
 * The MESSAGE / RISK GAME marquee. While a feature waits for the player it says what the
 * feature is and what PLAY and COLLECT do now (the rule book: the risk game is "shown on the
 * display under the text Risk Message/Game"); after a ladder it says how the ladder ended, until
 * the next round. The cabinet's own line wins when it reports something the player must see
 * first: a fault, a payout, a refused bet, an empty balance.
 */
export interface MarqueeLine {
  readonly text: string;
  /** The label reads RISK GAME instead of MESSAGE. */
  readonly risk: boolean;
  /** For styling and tests: the cabinet's marquee key, or the feature's. */
  readonly key: string;
}

const CABINET_FIRST: ReadonlySet<Marquee['key']> = new Set(['tilt', 'paying-out', 'paid-out', 'no-credit-for-bet', 'insert-coins']);

function ladderLine(lower: LowerGameView, text: TextTable): MarqueeLine | null {
  const ladder = lower.ladder;
  if (lower.phase === 'ladder' && ladder) {
    const choice = riskChoice(ladder);
    const up = formatEuros(choice.upCents);
    const now = formatEuros(choice.collectCents);
    const line =
      choice.game === 'up-nothing'
        ? text.ladder.upNothing(up, now)
        : choice.game === 'up-bonus'
          ? text.ladder.upBonus(up, now)
          : text.ladder.seesaw(up, formatEuros(choice.downCents ?? 0), now);
    return { text: line, risk: true, key: `ladder-${choice.game}` };
  }
  const end = lower.ladderEnd;
  if (lower.phase === 'ready' && end) {
    let line: string;
    switch (end.kind) {
      case 'collected':
        line = text.ladder.collected(formatEuros(end.cents));
        break;
      case 'maximum':
        line = text.ladder.maximum(formatEuros(end.cents));
        break;
      case 'bonuses':
        line = text.ladder.bonuses(formatEuros(end.fromCents), end.bonuses);
        break;
      case 'nothing':
        line = text.ladder.nothing(formatEuros(end.lostCents));
        break;
    }
    return { text: line, risk: false, key: `ladder-end-${end.kind}` };
  }
  return null;
}

function lowerLine(lower: LowerGameView, text: TextTable): MarqueeLine | null {
  switch (lower.phase) {
    case 'holdOffered':
      return { text: text.phase.holdOffered, risk: false, key: 'hold-offered' };
    case 'advancing':
      return { text: text.phase.advancing(lower.advancesLeft), risk: false, key: 'advancing' };
    case 'cauldrons':
      return lower.cauldrons?.picked === null ? { text: text.phase.cauldrons, risk: false, key: 'cauldrons' } : null;
    default:
      return ladderLine(lower, text);
  }
}

function minigameLine(m: MinigameView, text: TextTable): MarqueeLine | null {
  if (m.result !== null) return { text: text.minigame.result(formatEuros(m.result.cents), m.result.bonuses), risk: false, key: 'minigame-result' };
  const t = text.minigame;
  switch (m.kind) {
    case 'strawberry':
      return { text: t.strawberryPrompt(m.picksLeft ?? 1), risk: false, key: 'minigame' };
    case 'three-choices': {
      const left = m.offer?.discardsLeft ?? 0;
      return { text: left > 0 ? t.threeChoicesPrompt(left) : t.threeChoicesLast, risk: false, key: 'minigame' };
    }
    case 'find-prizes':
      return { text: t.findPrizesPrompt, risk: false, key: 'minigame' };
    case 'treasure':
      return { text: t.treasurePrompt, risk: false, key: 'minigame' };
  }
}

function upperLine(view: GnomosCabinetView, text: TextTable): MarqueeLine | null {
  const upper = view.game.upper;
  if (upper.phase === 'minigame' && upper.minigame) return minigameLine(upper.minigame, text);
  if (upper.phase === 'doubleOrBonuses' && upper.doubleOrBonuses) {
    const choice = dobChoice(upper.doubleOrBonuses);
    if (choice) return { text: text.dob.prompt(formatEuros(choice.doubleCents), formatEuros(choice.collectCents)), risk: true, key: 'double-or-bonuses' };
  }
  return null;
}

export function marqueeLine(view: GnomosCabinetView, text: TextTable): MarqueeLine {
  const cabinet = view.marquee;
  if (!CABINET_FIRST.has(cabinet.key)) {
    const feature = view.game.active === 'lower' ? lowerLine(view.game.lower, text) : upperLine(view, text);
    if (feature) return feature;
  }
  return { text: marqueeText(text, cabinet, formatEuros), risk: false, key: cabinet.key };
}
