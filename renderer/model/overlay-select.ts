import type { GnomosCabinetView } from './gnomos-cabinet-view';
import type { CauldronsView, DoubleOrBonusesView, MinigameView } from '../../main/ipc/contract';
import { CAULDRON_SHOW_MS } from './cauldron-lids';
import type { FeatureClock } from './feature-clock';
import { MINIGAME_INTRO_MS } from './minigame-scene';

/**
 * Which feature scene covers the reels of the game in play. A feature shows while its phase
 * lasts; once it ends it lingers a moment so the player sees how it ended (all three lids open,
 * the minigame's last pick, the last fraction) before the next scene.
 */
export const LINGER_MS = { cauldrons: 2200, minigame: 2600, dob: 2000 } as const;

export type Overlay =
  | { readonly kind: 'none' }
  | { readonly kind: 'cauldrons'; readonly cauldrons: CauldronsView; readonly sinceMs: number }
  | { readonly kind: 'minigame'; readonly minigame: MinigameView; readonly sinceMs: number }
  | { readonly kind: 'dob'; readonly dob: DoubleOrBonusesView; readonly sinceMs: number };

export interface OverlayChoice {
  readonly overlay: Overlay;
  /** When the choice may change by time alone (an intro or a linger ends), or null. */
  readonly changesAt: number | null;
  /** True while an ended feature lingers over a newer phase. */
  readonly lingering: boolean;
}

const NONE: OverlayChoice = { overlay: { kind: 'none' }, changesAt: null, lingering: false };

/** Keys of the feature instances a view shows, for the clock. */
export function featureKeys(view: GnomosCabinetView): string[] {
  const keys: string[] = [];
  const lower = view.game.lower;
  const lowerRound = lower.lastSpin?.roundId ?? 0;
  if (lower.cauldrons) {
    keys.push(`cauldrons:${lowerRound}`);
    if (lower.cauldrons.picked !== null) keys.push(`cauldrons:${lowerRound}:open`);
  }
  const upper = view.game.upper;
  const upperRound = upper.lastSpin?.roundId ?? 0;
  if (upper.minigame) {
    keys.push(`minigame:${upperRound}`);
    if (upper.minigame.result !== null || upper.minigame.phase === 'done') keys.push(`minigame:${upperRound}:done`);
  }
  if (upper.doubleOrBonuses) {
    keys.push(`dob:${upperRound}`);
    if (upper.doubleOrBonuses.endReason !== null) keys.push(`dob:${upperRound}:end`);
  }
  return keys;
}

/** When an intro that started at `shownAt` ends, if it has not yet. */
function introEnd(shownAt: number, introMs: number, now: number): number | null {
  const end = shownAt + introMs;
  return introMs > 0 && now < end ? end : null;
}

function lingerChoice(overlay: Overlay, endedAt: number, lingerMs: number, now: number): OverlayChoice | null {
  const until = endedAt + lingerMs;
  return now < until ? { overlay, changesAt: until, lingering: true } : null;
}

function lowerChoice(view: GnomosCabinetView, clock: FeatureClock, now: number): OverlayChoice {
  const lower = view.game.lower;
  const c = lower.cauldrons;
  if (!c) return NONE;
  const round = lower.lastSpin?.roundId ?? 0;
  const shownAt = clock.firstSeen(`cauldrons:${round}`, now);
  const overlay: Overlay = { kind: 'cauldrons', cauldrons: c, sinceMs: now - shownAt };
  if (lower.phase === 'cauldrons') return { overlay, changesAt: introEnd(shownAt, CAULDRON_SHOW_MS, now), lingering: false };
  if (c.picked === null) return NONE;
  return lingerChoice(overlay, clock.firstSeen(`cauldrons:${round}:open`, now), LINGER_MS.cauldrons, now) ?? NONE;
}

function upperChoice(view: GnomosCabinetView, clock: FeatureClock, now: number): OverlayChoice {
  const upper = view.game.upper;
  const round = upper.lastSpin?.roundId ?? 0;
  const m = upper.minigame;
  if (m) {
    const shownAt = clock.firstSeen(`minigame:${round}`, now);
    const overlay: Overlay = { kind: 'minigame', minigame: m, sinceMs: now - shownAt };
    if (upper.phase === 'minigame') return { overlay, changesAt: introEnd(shownAt, MINIGAME_INTRO_MS[m.kind], now), lingering: false };
    if (m.result !== null || m.phase === 'done') {
      const linger = lingerChoice(overlay, clock.firstSeen(`minigame:${round}:done`, now), LINGER_MS.minigame, now);
      if (linger) return linger;
    }
  }
  const d = upper.doubleOrBonuses;
  if (d) {
    const overlay: Overlay = { kind: 'dob', dob: d, sinceMs: now - clock.firstSeen(`dob:${round}`, now) };
    if (upper.phase === 'doubleOrBonuses') return { overlay, changesAt: null, lingering: false };
    if (d.endReason !== null) return lingerChoice(overlay, clock.firstSeen(`dob:${round}:end`, now), LINGER_MS.dob, now) ?? NONE;
  }
  return NONE;
}

/** The scene over the reels of the game in play, `now` being the screen's clock. */
export function chooseOverlay(view: GnomosCabinetView, clock: FeatureClock, now: number): OverlayChoice {
  return view.game.active === 'lower' ? lowerChoice(view, clock, now) : upperChoice(view, clock, now);
}
