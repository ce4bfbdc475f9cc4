/**
 * The double-up gamble of the video slots (40 Mystic Gem's red/black, Mystery Elves' card
 * gamble): a win is put at risk on the colour of the next card. A right guess doubles the stake,
 * a wrong one loses it; HALVE banks half and gambles the rest; COLLECT banks what stands. The
 * draw is a fair 50/50 through the engine Rng; the card shown (rank and suit, or a joker, of the
 * drawn colour) is only its picture and decides nothing.
 *
 * Immutable and plain JSON: the state lives in a persisted machine snapshot. Every step returns
 * the new state and what it moved (staked, won, lost, banked cents, the card, the draws), so the
 * caller journals the step and meters gamble stakes and wins on their own meters, never Coin In.
 *
 * Money identity, at every step: bankedCents + stakeCents = opening win + Σ won − Σ staked.
 */
import { drawInt, type Rng, type RngDraw } from '../core/rng';

export type Colour = 'red' | 'black';
export type Suit = 'hearts' | 'diamonds' | 'clubs' | 'spades';
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';

/** A card picture: a rank of a suit, or a joker of a colour. */
export type Card =
  | { readonly kind: 'card'; readonly colour: Colour; readonly suit: Suit; readonly rank: Rank }
  | { readonly kind: 'joker'; readonly colour: Colour };

/**
 * What the player may guess. Only the colour today. A suit guess (×4) would add the four suits
 * here, pay 4 in `payMultiplier`, and draw the suit with drawInt(rng, 4) as the deciding draw
 * (the colour follows from the suit, the rank is the picture): the multiplier always equals the
 * number of equally likely outcomes of the deciding draw, which keeps every guess at 100 %.
 */
export type GambleChoice = Colour;

/** The deciding draw's outcomes, in draw order: drawInt(rng, 2) = 0 is red. */
export const COLOURS: readonly Colour[] = ['red', 'black'];
export const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS_OF: Readonly<Record<Colour, readonly Suit[]>> = { red: ['hearts', 'diamonds'], black: ['clubs', 'spades'] };

/** The pictures of one colour: 2 suits × 13 ranks, then its joker when jokers are shown. */
function picturesOf(colour: Colour, joker: boolean): readonly Card[] {
  const cards: Card[] = SUITS_OF[colour].flatMap((suit) => RANKS.map((rank): Card => ({ kind: 'card', colour, suit, rank })));
  return joker ? [...cards, { kind: 'joker', colour }] : cards;
}
const PICTURES: Readonly<Record<'plain' | 'joker', Readonly<Record<Colour, readonly Card[]>>>> = {
  plain: { red: picturesOf('red', false), black: picturesOf('black', false) },
  joker: { red: picturesOf('red', true), black: picturesOf('black', true) },
};

/** What a right guess returns per cent staked. */
export function payMultiplier(choice: GambleChoice): number {
  checkChoice(choice);
  return 2;
}

/** Whether `card` makes `choice` right. */
export function guessWins(choice: GambleChoice, card: Card): boolean {
  return card.colour === choice;
}

export interface GambleConfig {
  /**
   * The largest stake that may be gambled (operator setting: up to 42,00 € on 40 Mystic Gem,
   * 125.000,00 € on Mystery Elves). A guess may thus stand to win twice this. The cabinet's
   * `GambleLimits.maxWinCents` (a cap on what a double stands to win) is floor(maxWin / 2) here.
   */
  readonly maxStakeCents: number;
  /** Guesses one win may go through (Mystic Gem 1–5, Mystery Elves 10); 0 turns the gamble off. */
  readonly maxAttempts: number;
  /** Cards the history keeps, newest first (the display shows the last five). Default 5. */
  readonly historySize?: number;
  /** Whether the picture may be the joker of the drawn colour (Mystery Elves). Default false. */
  readonly jokerPictures?: boolean;
  /**
   * A right guess whose doubled stake reaches the limit (≥, not only >) ends the gamble and banks
   * it (Mystery Elves: "a win reaching the limit is collected"). Default false.
   */
  readonly collectAtLimit?: boolean;
  /**
   * Which half of an odd stake HALVE banks: 'larger' (default: the odd cent to the balance) or
   * 'smaller' (Mystery Elves: half rounded down to the cent is banked, the rest gambled).
   */
  readonly halveBanks?: 'larger' | 'smaller';
}

/** Why a gamble ended: a wrong guess, COLLECT (or a HALVE that left nothing), or a limit. */
export type GambleEnd = 'lost' | 'collected' | 'max-attempts' | 'max-stake';

export interface Gamble {
  readonly config: Required<GambleConfig>;
  /** The cents at risk on the next guess; 0 once the gamble is over. */
  readonly stakeCents: number;
  /** Banked so far (HALVE's halves, and what stood when it ended): the player's, whatever comes next. */
  readonly bankedCents: number;
  /** Guesses made. */
  readonly attempts: number;
  /** The last cards drawn, newest first, at most config.historySize. */
  readonly history: readonly Card[];
  readonly end: GambleEnd | null;
}

/** One step: the new state and what it did, for the journal and the gamble meters. */
export interface GambleStep {
  readonly state: Gamble;
  readonly action: 'guess' | 'halve' | 'collect';
  /** Put at risk by this step: a guess's whole stake; 0 for HALVE and COLLECT. */
  readonly stakedCents: number;
  /** Returned by a right guess (its stake × 2); 0 otherwise. */
  readonly wonCents: number;
  /** Lost by a wrong guess (its stake); 0 otherwise. */
  readonly lostCents: number;
  /** Moved out of play to the player by this step (HALVE's half, COLLECT, a limit's automatic bank). */
  readonly bankedCents: number;
  readonly card: Card | null;
  /** The range draws this step made, in order (colour, then picture), for the journal. */
  readonly draws: readonly RngDraw[];
}

const MAX_STAKE = Math.floor(Number.MAX_SAFE_INTEGER / 2);

function checkConfig(config: GambleConfig): Required<GambleConfig> {
  const historySize = config.historySize ?? 5;
  if (!Number.isSafeInteger(config.maxStakeCents) || config.maxStakeCents < 1 || config.maxStakeCents > MAX_STAKE) {
    throw new RangeError(`gamble stake limit must be whole cents in 1..${MAX_STAKE}, got ${config.maxStakeCents}`);
  }
  if (!Number.isSafeInteger(config.maxAttempts) || config.maxAttempts < 0) throw new RangeError(`gamble attempts must be a whole number ≥ 0, got ${config.maxAttempts}`);
  if (!Number.isSafeInteger(historySize) || historySize < 0) throw new RangeError(`gamble history size must be a whole number ≥ 0, got ${historySize}`);
  return {
    maxStakeCents: config.maxStakeCents,
    maxAttempts: config.maxAttempts,
    historySize,
    jokerPictures: config.jokerPictures ?? false,
    collectAtLimit: config.collectAtLimit ?? false,
    halveBanks: config.halveBanks ?? 'larger',
  };
}

function checkChoice(choice: GambleChoice): void {
  if (!COLOURS.includes(choice)) throw new RangeError(`a gamble guess must be red or black, got ${String(choice)}`);
}

/**
 * Why `winCents` may not be gambled, or null when it may: a zero win has nothing to risk, a win
 * above the stake limit is paid as it is (the GAMBLE button is not offered), and 0 attempts
 * means the operator turned the gamble off.
 */
export function gambleRefusal(winCents: number, config: GambleConfig): string | null {
  const c = checkConfig(config);
  if (!Number.isSafeInteger(winCents) || winCents < 0) throw new RangeError(`a win must be whole cents ≥ 0, got ${winCents}`);
  if (c.maxAttempts === 0) return 'the gamble is off';
  if (winCents === 0) return 'there is no win to gamble';
  if (winCents > c.maxStakeCents) return `the win is above the gamble limit of ${c.maxStakeCents} cents`;
  return null;
}

/**
 * Opens a gamble on `winCents`. `history` carries the cards shown from earlier gambles (the
 * display keeps showing them). RangeError when `gambleRefusal` refuses: ask it first.
 */
export function openGamble(winCents: number, config: GambleConfig, history: readonly Card[] = []): Gamble {
  const refusal = gambleRefusal(winCents, config);
  if (refusal !== null) throw new RangeError(`cannot gamble ${winCents} cents: ${refusal}`);
  const c = checkConfig(config);
  return { config: c, stakeCents: winCents, bankedCents: 0, attempts: 0, history: history.slice(0, c.historySize), end: null };
}

function checkOpen(state: Gamble): void {
  if (state.end !== null) throw new RangeError(`the gamble is over (${state.end})`);
}

/**
 * Guesses the colour of the next card with the whole stake. The colour is drawInt(rng, 2), a fair
 * 50/50; the picture is then drawn among that colour's pictures. A right guess doubles the stake;
 * a wrong one loses it (halves banked earlier stay banked). After a right guess the gamble ends
 * by itself and banks the doubled stake when that stake is above the stake limit (it may not be
 * gambled again, and the player keeps all of it: nothing is cut to the limit) or when this was
 * the last attempt allowed.
 */
export function guess(state: Gamble, choice: GambleChoice, rng: Rng): GambleStep {
  checkOpen(state);
  checkChoice(choice);
  const colourIndex = drawInt(rng, COLOURS.length);
  const colour = COLOURS[colourIndex]!;
  const pictures = PICTURES[state.config.jokerPictures ? 'joker' : 'plain'][colour];
  const pictureIndex = drawInt(rng, pictures.length);
  const card = pictures[pictureIndex]!;
  const draws: RngDraw[] = [
    { bound: COLOURS.length, value: colourIndex },
    { bound: pictures.length, value: pictureIndex },
  ];
  const staked = state.stakeCents;
  const attempts = state.attempts + 1;
  const history = [card, ...state.history].slice(0, state.config.historySize);
  const base = { action: 'guess' as const, stakedCents: staked, card, draws };
  if (!guessWins(choice, card)) {
    return { ...base, state: { ...state, stakeCents: 0, attempts, history, end: 'lost' }, wonCents: 0, lostCents: staked, bankedCents: 0 };
  }
  const won = staked * payMultiplier(choice);
  // Snapshots from before the option carry no collectAtLimit: false, as they were played.
  const overLimit = state.config.collectAtLimit === true ? won >= state.config.maxStakeCents : won > state.config.maxStakeCents;
  const end: GambleEnd | null = overLimit ? 'max-stake' : attempts >= state.config.maxAttempts ? 'max-attempts' : null;
  if (end === null) {
    return { ...base, state: { ...state, stakeCents: won, attempts, history }, wonCents: won, lostCents: 0, bankedCents: 0 };
  }
  return {
    ...base,
    state: { ...state, stakeCents: 0, bankedCents: state.bankedCents + won, attempts, history, end },
    wonCents: won,
    lostCents: 0,
    bankedCents: won,
  };
}

/**
 * HALVE: banks half the stake and keeps gambling the other half. An odd stake splits in the
 * player's favour: the banked half is the larger one (1,25 € banks 0,63 € and gambles 0,62 €).
 * A 1-cent stake banks its cent and leaves nothing to gamble, so the gamble ends ('collected').
 * With `halveBanks: 'smaller'` the banked half is rounded down (1,25 € banks 0,62 €, gambles
 * 0,63 €) and a 1-cent stake cannot be halved (`halveRefusal`).
 * HALVE is not a guess: it uses no attempt and may be pressed again.
 */
export function halve(state: Gamble): GambleStep {
  checkOpen(state);
  const refusal = halveRefusal(state);
  if (refusal !== null) throw new RangeError(refusal);
  const smaller = Math.floor(state.stakeCents / 2);
  const banked = state.config.halveBanks === 'smaller' ? smaller : state.stakeCents - smaller;
  const rest = state.stakeCents - banked;
  const next: Gamble = { ...state, stakeCents: rest, bankedCents: state.bankedCents + banked, end: rest === 0 ? 'collected' : null };
  return { state: next, action: 'halve', stakedCents: 0, wonCents: 0, lostCents: 0, bankedCents: banked, card: null, draws: [] };
}

/** Why HALVE may not be pressed now, or null: with the smaller half banked, a 1-cent stake has no half. */
export function halveRefusal(state: Gamble): string | null {
  if (state.end !== null) return `the gamble is over (${state.end})`;
  if (state.config.halveBanks === 'smaller' && state.stakeCents < 2) return 'a stake of 1 cent cannot be halved';
  return null;
}

/** What HALVE would bank now. */
export function halveBanksCents(state: Gamble): number {
  const smaller = Math.floor(state.stakeCents / 2);
  return state.config.halveBanks === 'smaller' ? smaller : state.stakeCents - smaller;
}

/** COLLECT: banks the stake and ends the gamble. */
export function collect(state: Gamble): GambleStep {
  checkOpen(state);
  const banked = state.stakeCents;
  const next: Gamble = { ...state, stakeCents: 0, bankedCents: state.bankedCents + banked, end: 'collected' };
  return { state: next, action: 'collect', stakedCents: 0, wonCents: 0, lostCents: 0, bankedCents: banked, card: null, draws: [] };
}

/** Whether the gamble has ended; its `bankedCents` is then what the player is paid. */
export function gambleOver(state: Gamble): boolean {
  return state.end !== null;
}
