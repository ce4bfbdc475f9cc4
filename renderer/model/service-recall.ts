import type { CabinetView, RecallView, ServiceIntent } from '../../main/ipc/contract';

/**
 * Recall on the real game stage. While a round is replayed, the presenter is fed a copy of the
 * live view whose game is the recalled one, with the step's balance and bonuses, every button
 * off and no fault or payout: the reels, ladder and panels draw the round as it stood, and
 * nothing on screen invites play. Pure, so what the stage gets is testable.
 */

/** What the stage draws: 'live' for the cabinet as it is, else the recalled round and step. */
export function stageKey(view: CabinetView): string {
  const recall = view.service?.recall ?? null;
  if (!recall || recall.round === null || recall.game === null || view.service?.screen !== 'recall') return 'live';
  return `recall:${recall.round}:${recall.step?.index ?? 0}`;
}

const NO_BUTTONS: CabinetView['buttons'] = { play: false, collect: false, bet: false, hold: [false, false, false], gameChange: false, autoAdvances: false, autoLamp: 'off', collectHoldAll: false, autoPlaying: false };

/** The view the game stage shows now: the live one, or the recalled step dressed as a view. */
export function stageView(view: CabinetView): CabinetView {
  const recall = view.service?.recall ?? null;
  if (stageKey(view) === 'live' || !recall || !recall.game) return view;
  const step = recall.step;
  return {
    ...view,
    creditsCents: step ? step.creditsAfterCents : view.creditsCents,
    bonuses: step ? step.bonusesAfter : view.bonuses,
    marquee: { key: 'good-luck' },
    buttons: NO_BUTTONS,
    payout: null,
    tilt: null,
    tilts: [],
    attendantKey: false,
    game: recall.game.game === 'gnomos-mix' ? { ...recall.game, autoPlay: 0 } : recall.game,
  };
}

export interface RecallBar {
  /** 1-based, as the technician counts. */
  readonly stepNumber: number;
  readonly steps: number;
  readonly prev: ServiceIntent | null;
  readonly next: ServiceIntent | null;
}

export function recallBar(recall: RecallView): RecallBar {
  const round = recall.round ?? 0;
  const index = recall.step?.index ?? 0;
  const steps = Math.max(recall.steps, 1);
  return {
    stepNumber: index + 1,
    steps,
    prev: index > 0 ? { type: 'SERVICE_RECALL', round, step: index - 1 } : null,
    next: index + 1 < recall.steps ? { type: 'SERVICE_RECALL', round, step: index + 1 } : null,
  };
}

/**
 * The journal's draws, moves or detail as one short line: JSON without quotes round keys, cut
 * at `max` characters. It is the cabinet's record, shown as it is, never interpreted.
 */
export function compactText(value: unknown, max = 240): string {
  if (value === null || value === undefined) return '—';
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  text = text.replace(/"([A-Za-z_][\w-]*)":/g, '$1:');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
