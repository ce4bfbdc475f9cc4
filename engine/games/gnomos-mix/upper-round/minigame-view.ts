import type { FindPrizesContext, FindPrizesElement } from '../minigames/find-prizes';
import { highlightedElement } from '../minigames/find-prizes';
import { highlightedBasket, type StrawberryContext } from '../minigames/strawberry';
import type { ThreeChoicesContext } from '../minigames/three-choices';
import { THREE_CHOICES_MAX_DISCARDS } from '../minigames/three-choices-data';
import type { TreasureContext } from '../minigames/treasure';
import type { MinigameKind } from '../tuning/gnomos-tuning';
import type { MinigameSlot } from './context';

/**
 * What the player sees of a minigame. The hidden layout (baskets, caps, elements, offers not yet
 * shown) lives in the child's context for recovery; here an item's content appears only once it
 * is opened. Items left closed when the minigame ends are shown as discarded, still without their
 * content: the rules discard them unseen.
 */

export type MinigameTileContent = { readonly kind: 'prize'; readonly cents: number } | { readonly kind: 'stop' } | { readonly kind: 'stopx2' };

export interface MinigameTilePresentation {
  /** What a touch sends as PICK index. */
  readonly index: number;
  readonly state: 'hidden' | 'open' | 'discarded';
  readonly content: MinigameTileContent | null;
  /** PLAY (and AUTO-PLAY) would open this one. */
  readonly highlighted: boolean;
}

export interface MinigamePresentation {
  readonly kind: MinigameKind;
  /** The minigame machine's state: 'picking', 'offering', 'choosing', 'done'. */
  readonly phase: string;
  readonly tiles: MinigameTilePresentation[];
  /** Picks left: the sign's (Strawberry), the one cap (Treasure); null where picking is not counted. */
  readonly picksLeft: number | null;
  /** The PRIZE counter inside the minigame. */
  readonly accumulatedCents: number;
  /** Three Choices: the coins on offer now. */
  readonly offer: { readonly cents: number; readonly bonuses: number; readonly discardsLeft: number } | null;
  /** Prizes shown before they were hidden (Strawberry's baskets, the Treasure's nine). */
  readonly shownCents: number[];
  readonly result: { readonly cents: number; readonly bonuses: number } | null;
}

interface Stored<T> {
  readonly value: unknown;
  readonly context: T;
}

function tile(index: number, open: boolean, over: boolean, content: MinigameTileContent, highlighted: boolean): MinigameTilePresentation {
  return { index, state: open ? 'open' : over ? 'discarded' : 'hidden', content: open ? content : null, highlighted };
}

function resultOf(result: { readonly cents: number; readonly bonuses: number } | null): MinigamePresentation['result'] {
  return result === null ? null : { cents: result.cents, bonuses: result.bonuses };
}

function strawberryView(phase: string, c: StrawberryContext): MinigamePresentation {
  const over = phase === 'done';
  const highlighted = phase === 'picking' ? highlightedBasket(c) : -1;
  return {
    kind: 'strawberry',
    phase,
    tiles: c.baskets.map((cents, i) => tile(i, c.opened.includes(i), over, { kind: 'prize', cents }, i === highlighted)),
    picksLeft: c.picksAllowed - c.opened.length,
    accumulatedCents: c.totalCents,
    offer: null,
    shownCents: [...c.shownPrizes],
    result: resultOf(c.result),
  };
}

function treasureView(phase: string, c: TreasureContext): MinigamePresentation {
  const over = phase === 'done';
  // PLAY and AUTO-PLAY lift the leftmost cap.
  const highlighted = phase === 'choosing' ? 0 : -1;
  return {
    kind: 'treasure',
    phase,
    tiles: c.caps.map((cents, i) => tile(i, c.lifted === i, over, { kind: 'prize', cents }, i === highlighted)),
    picksLeft: c.lifted === null ? 1 : 0,
    accumulatedCents: c.result?.cents ?? 0,
    offer: null,
    shownCents: [...c.shownPrizes],
    result: resultOf(c.result),
  };
}

function elementContent(element: FindPrizesElement): MinigameTileContent {
  return element.kind === 'prize' ? { kind: 'prize', cents: element.cents } : { kind: element.kind };
}

function findPrizesView(phase: string, c: FindPrizesContext): MinigamePresentation {
  const over = phase === 'done';
  const highlighted = phase === 'picking' ? highlightedElement(c) : -1;
  return {
    kind: 'find-prizes',
    phase,
    tiles: c.elements.map((element, i) => tile(i, c.opened.includes(i), over, elementContent(element), i === highlighted)),
    picksLeft: null,
    accumulatedCents: c.prizeCents,
    offer: null,
    shownCents: [],
    result: resultOf(c.result),
  };
}

/** One tile per round of coins: the discarded ones stay visible, the ones never shown stay closed. */
function threeChoicesView(phase: string, c: ThreeChoicesContext): MinigamePresentation {
  const over = phase === 'done';
  const onShow = phase === 'offering' ? c.offers[c.shown] : undefined;
  const tiles = c.offers.map((offer, i): MinigameTilePresentation => {
    const content: MinigameTileContent = { kind: 'prize', cents: offer.cents };
    if (i < c.shown) return { index: i, state: 'discarded', content, highlighted: false };
    return tile(i, i === c.shown && (over || onShow !== undefined), over, content, false);
  });
  return {
    kind: 'three-choices',
    phase,
    tiles,
    picksLeft: null,
    accumulatedCents: c.result?.cents ?? onShow?.cents ?? 0,
    offer: onShow === undefined ? null : { cents: onShow.cents, bonuses: onShow.bonuses, discardsLeft: THREE_CHOICES_MAX_DISCARDS - c.shown },
    shownCents: [],
    result: resultOf(c.result),
  };
}

export function presentMinigame(slot: MinigameSlot): MinigamePresentation {
  const stored = slot.snapshot as Stored<unknown>;
  const phase = String(stored.value);
  switch (slot.kind) {
    case 'strawberry':
      return strawberryView(phase, stored.context as StrawberryContext);
    case 'treasure':
      return treasureView(phase, stored.context as TreasureContext);
    case 'find-prizes':
      return findPrizesView(phase, stored.context as FindPrizesContext);
    case 'three-choices':
      return threeChoicesView(phase, stored.context as ThreeChoicesContext);
  }
}
