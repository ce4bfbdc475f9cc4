/**
 * What the Hold and Win draws, worked out from the view without drawing: each place's bauble,
 * glyph, plate and note at each stage, the respin lamps, the levels revealed. Pure (no DOM), so
 * it is unit-tested; money is only formatted (the amounts are the game's, never computed here).
 */
import { MYSTERY_ELVES_LEVELS, type MysteryElvesBonusView, type MysteryElvesFeatureStage, type MysteryElvesHoldAndWinView, type MysteryElvesJackpotLabelView, type MysteryElvesLevel } from '../../../contract/games/mystery-elves';
import { formatEuros } from '../../format';
import type { BaubleToneName } from './art-kit';

/** The bauble of each kind, and of each special prize once a Mystery has revealed it. */
export const KIND_TONE: Readonly<Record<MysteryElvesBonusView['kind'], BaubleToneName>> = { value: 'red', mystery: 'green', multiplier: 'purple' };
export const LEVEL_TONE: Readonly<Record<MysteryElvesLevel, BaubleToneName>> = { MINI: 'teal', MINOR: 'blue', MAJOR: 'crimson', GRAND: 'gold' };

export interface PlaceWords {
  readonly mystery: string;
  readonly multi: string;
  readonly levels: Readonly<Record<MysteryElvesLevel, string>>;
  readonly fresh: (amount: string) => string;
}

/** One place of the 5 × 3 grid as drawn. */
export interface PlaceFace {
  /** 'empty', or the bonus's kind. */
  readonly kind: 'empty' | MysteryElvesBonusView['kind'];
  readonly tone: BaubleToneName | null;
  /** Big on the bauble: '?', '×?', '×3', a level's name; '' on a value bonus. */
  readonly glyph: string;
  /** The plate under the bauble: the amount, or the function's name. */
  readonly plate: string;
  /** A small tag: the factor about to apply ('×3'), or a fresh value at the end ('+1,50 €'). */
  readonly note: string;
  /** The Mystery's level once revealed. */
  readonly level: MysteryElvesLevel | null;
  /** The Multiplying bonus's factor once revealed. */
  readonly factor: number | null;
  readonly isNew: boolean;
  /** The end has given this place what it pays. */
  readonly final: boolean;
}

const EMPTY: PlaceFace = { kind: 'empty', tone: null, glyph: '', plate: '', note: '', level: null, factor: null, isNew: false, final: false };

const levelCents = (jackpots: readonly MysteryElvesJackpotLabelView[], level: MysteryElvesLevel): number | null => jackpots.find((j) => j.level === level)?.cents ?? null;

/**
 * A place at a stage of the feature. `factor` is the feature's revealed factor (null before):
 * while the Multiplying reveal shows, every other bonus carries it as a tag.
 */
export function placeFace(bonus: MysteryElvesBonusView | null, stage: MysteryElvesFeatureStage, factor: number | null, jackpots: readonly MysteryElvesJackpotLabelView[], words: PlaceWords): PlaceFace {
  if (!bonus) return EMPTY;
  const final = stage === 'done' && bonus.finalCents !== null;
  const tag = stage === 'multiplier' && factor !== null && bonus.kind !== 'multiplier' ? `×${factor}` : '';
  const fresh = final && bonus.freshCents !== null && bonus.kind !== 'value' ? words.fresh(formatEuros(bonus.freshCents)) : '';
  const base = { kind: bonus.kind, level: bonus.level, factor: bonus.factor, isNew: bonus.isNew, final, note: tag || fresh };
  const plateOr = (text: string): string => (final && bonus.finalCents !== null ? formatEuros(bonus.finalCents) : text);
  switch (bonus.kind) {
    case 'value':
      return { ...base, tone: KIND_TONE.value, glyph: '', plate: plateOr(bonus.cents !== null ? formatEuros(bonus.cents) : '—') };
    case 'mystery': {
      if (bonus.level === null) return { ...base, tone: KIND_TONE.mystery, glyph: '?', plate: plateOr(words.mystery) };
      const cents = levelCents(jackpots, bonus.level);
      return { ...base, tone: LEVEL_TONE[bonus.level], glyph: words.levels[bonus.level], plate: plateOr(cents !== null ? formatEuros(cents) : words.levels[bonus.level]) };
    }
    case 'multiplier':
      return { ...base, tone: KIND_TONE.multiplier, glyph: bonus.factor !== null ? `×${bonus.factor}` : '×?', plate: plateOr(words.multi) };
  }
}

/** A BONUS on the base reels: the plate over it ('2,00 €', 'MYSTERY', '×?') and its colour. */
export function spinPlate(bonus: MysteryElvesBonusView, words: PlaceWords): { readonly text: string; readonly kind: MysteryElvesBonusView['kind'] } {
  switch (bonus.kind) {
    case 'value':
      return { text: bonus.cents !== null ? formatEuros(bonus.cents) : '—', kind: 'value' };
    case 'mystery':
      return { text: words.mystery, kind: 'mystery' };
    case 'multiplier':
      return { text: bonus.factor !== null ? `×${bonus.factor}` : '×?', kind: 'multiplier' };
  }
}

/** The three respin lamps: lit for each respin left (3 after every new bonus). */
export function respinLamps(respinsLeft: number): boolean[] {
  return [0, 1, 2].map((i) => i < respinsLeft);
}

/** The levels the Mysteries have revealed so far (their meters light), highest last. */
export function revealedLevels(hw: MysteryElvesHoldAndWinView | null): MysteryElvesLevel[] {
  if (!hw || hw.stage === 'intro' || hw.stage === 'respins') return [];
  const found = new Set(hw.places.flatMap((p) => (p?.level ? [p.level] : [])));
  return MYSTERY_ELVES_LEVELS.filter((l) => found.has(l));
}

/** How many of the 15 places hold a bonus. */
export function placedCount(hw: MysteryElvesHoldAndWinView): number {
  return hw.places.filter((p) => p !== null).length;
}

/** The running total beside the grid: the value bonuses' sum, then what the feature paid. */
export function featureTotal(hw: MysteryElvesHoldAndWinView): number {
  if (hw.stage === 'done') return hw.paidCents ?? hw.totalCents ?? hw.lockedCents;
  return hw.lockedCents;
}

/** Place index (reel × 3 + row) to its reel and row. */
export function placeCell(place: number): { readonly reel: number; readonly row: number } {
  return { reel: Math.floor(place / 3), row: place % 3 };
}
