import { formatEuros } from '../format';
import { el, setShown, setText, toggleClass } from '../hud/dom';
import { installStyle } from '../shell/shell-style';

/** The double up's words, in the game's language (the game supplies them). */
export interface DoubleUpWords {
  readonly title: string;
  readonly betAmount: string;
  readonly betToWin: string;
  readonly attempts: string;
  readonly history: string;
  readonly red: string;
  readonly black: string;
  readonly collect: string;
  readonly hint: string;
  /** A game with HALVE (bank half, gamble the rest): its button, and what it banks. */
  readonly halve?: string;
  readonly halveBanks?: (amount: string) => string;
  /** A game that shows what HALVE has banked so far. */
  readonly banked?: string;
  /** A game that turns the drawn card face up: what the ribbon on it says. */
  readonly right?: string;
  readonly wrong?: string;
  readonly joker?: string;
  /** The most a win may be gambled up to, in the top corner ("LIMIT 125.000,00 €"). */
  readonly limit?: (amount: string) => string;
}

/** A drawn card as the history shows it. */
export interface DoubleUpCard {
  readonly colour: 'red' | 'black';
  /** 'hearts', 'diamonds', 'clubs', 'spades' or 'joker'. */
  readonly suit: string;
  /** 'A' … 'K', or '' for a joker. */
  readonly rank: string;
}

export interface DoubleUpState {
  readonly stakeCents: number;
  readonly toWinCents: number;
  readonly attemptsLeft: number;
  /** Newest first; the panel shows the first five. */
  readonly history: readonly DoubleUpCard[];
  /**
   * The card the last guess was on and whether the guess was right (games that show it): the
   * face-down card turns to it when it is new, then turns back for the next guess.
   */
  readonly lastCard?: (DoubleUpCard & { readonly right: boolean }) | null;
  /** HALVE's offer (games with HALVE): offered now, and what it would bank. */
  readonly halve?: { readonly offered: boolean; readonly banksCents: number };
  /** What HALVE has banked in this gamble (games that show it). */
  readonly bankedCents?: number;
  /** The gamble limit (games that show it in the top corner). */
  readonly limitCents?: number;
}

/** How long a drawn card shows its face before it turns back for the next guess. */
export const DOUBLE_UP_FACE_MS = 4000;

export const SUIT_GLYPHS: Readonly<Record<string, string>> = { hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠', joker: '★' };

/**
 * The red-or-black double up over the reels (shared by the EGT-style games): a face-down card
 * flashing red and black in the middle, BET AMOUNT and BET TO WIN, the attempts left, the last
 * five cards, and RED, BLACK and COLLECT. It only shows the state and calls back.
 */
export class DoubleUpPanel {
  readonly node: HTMLElement;
  private readonly stake: HTMLElement;
  private readonly toWin: HTMLElement;
  private readonly attempts: HTMLElement;
  private readonly history: HTMLElement;
  private readonly buttons: HTMLButtonElement[];
  private readonly card: HTMLElement;
  private readonly halve: HTMLButtonElement | null = null;
  private readonly halveBanks: HTMLElement | null = null;
  private readonly banked: HTMLElement | null = null;
  private readonly limit: HTMLElement | null = null;
  private historyKey = '';
  private faceKey = '';

  constructor(
    private readonly words: DoubleUpWords,
    on: { readonly guess: (colour: 'red' | 'black') => void; readonly collect: () => void; readonly halve?: () => void },
  ) {
    installStyle('slot-double-up-style', DOUBLE_UP_CSS);
    const button = (cls: string, testid: string, label: string, act: () => void): HTMLButtonElement => {
      const b = el('button', { class: `du-button ${cls}`, 'data-testid': testid, type: 'button' }, label);
      b.addEventListener('click', act);
      return b;
    };
    const red = button('du-red', 'double-up-red', words.red, () => on.guess('red'));
    const black = button('du-black', 'double-up-black', words.black, () => on.guess('black'));
    const collect = button('du-collect', 'double-up-collect', words.collect, () => on.collect());
    this.buttons = [red, black, collect];
    const foot = el('div', { class: 'du-foot' });
    const onHalve = on.halve;
    if (onHalve && words.halve) {
      // HALVE: the button names what it banks; hidden while the game does not offer it.
      this.halveBanks = el('small', { 'data-testid': 'double-up-halve-banks' });
      this.halve = el('button', { class: 'du-button du-halve', 'data-testid': 'double-up-halve', type: 'button' }, el('span', {}, words.halve), this.halveBanks);
      this.halve.addEventListener('click', () => onHalve());
      this.buttons.push(this.halve);
    }
    if (words.banked) this.banked = el('b', { 'data-testid': 'double-up-banked' }, '—');
    if (words.limit) this.limit = el('div', { class: 'du-limit', 'data-testid': 'double-up-limit' });
    const box = (label: string, testid: string): { box: HTMLElement; value: HTMLElement } => {
      const value = el('div', { class: 'du-box-value', 'data-testid': testid }, '—');
      return { box: el('div', { class: 'du-box' }, el('div', { class: 'du-box-label' }, label), value), value };
    };
    const stake = box(words.betAmount, 'double-up-stake');
    const toWin = box(words.betToWin, 'double-up-to-win');
    this.stake = stake.value;
    this.toWin = toWin.value;
    this.attempts = el('b', { 'data-testid': 'double-up-attempts' }, '0');
    this.history = el('div', { class: 'du-history-cards', 'data-testid': 'double-up-history' });
    this.card = el('div', { class: 'du-card', 'data-testid': 'double-up-card' }, el('div', { class: 'du-card-back' }, el('div', { class: 'du-card-emblem' }, '?')));
    foot.append(el('div', { class: 'du-attempts' }, el('span', {}, words.attempts), this.attempts));
    if (this.banked && words.banked) foot.append(el('div', { class: 'du-attempts du-banked' }, el('span', {}, words.banked), this.banked));
    if (this.halve) foot.append(this.halve);
    foot.append(collect);
    // A foot with HALVE and the banked amount as well holds its parts closer.
    if (this.halve || this.banked) foot.classList.add('du-foot-full');
    this.node = el(
      'div',
      { class: 'du-panel', 'data-testid': 'double-up', hidden: '' },
      el('div', { class: 'du-title' }, words.title),
      el('div', { class: 'du-history' }, el('div', { class: 'du-history-label' }, words.history), this.history),
      el('div', { class: 'du-side du-left' }, stake.box, red),
      el('div', { class: 'du-centre' }, this.card, el('div', { class: 'du-hint' }, words.hint)),
      el('div', { class: 'du-side du-right' }, toWin.box, black),
      foot,
    );
    if (this.limit) this.node.append(this.limit);
  }

  get isOpen(): boolean {
    return !this.node.hidden;
  }

  /** Shows the state, or hides the panel (null). */
  show(state: DoubleUpState | null, enabled = true): void {
    setShown(this.node, state !== null);
    if (!state) return;
    setText(this.stake, formatEuros(state.stakeCents));
    setText(this.toWin, formatEuros(state.toWinCents));
    setText(this.attempts, String(state.attemptsLeft));
    for (const b of this.buttons) toggleClass(b, 'dim', !enabled);
    if (this.halve && this.halveBanks && state.halve) {
      setShown(this.halve, state.halve.offered);
      setText(this.halveBanks, this.words.halveBanks?.(formatEuros(state.halve.banksCents)) ?? formatEuros(state.halve.banksCents));
    }
    if (this.banked) setText(this.banked, formatEuros(state.bankedCents ?? 0));
    if (this.limit && state.limitCents !== undefined) setText(this.limit, this.words.limit?.(formatEuros(state.limitCents)) ?? '');
    if (state.lastCard !== undefined) this.showFace(state.lastCard, JSON.stringify(state.history.slice(0, 5)));
    const cards = state.history.slice(0, 5);
    const key = JSON.stringify(cards);
    if (key === this.historyKey) return;
    this.historyKey = key;
    this.history.replaceChildren(
      ...cards.map((c, i) =>
        el(
          'div',
          { class: `du-mini ${c.colour}${i === 0 ? ' newest' : ''}`, 'data-testid': `double-up-history-${i}`, 'data-colour': c.colour },
          el('div', { class: `du-mini-rank${c.rank ? '' : ' joker'}` }, c.rank || 'JOKER'),
          el('div', { class: 'du-mini-suit' }, SUIT_GLYPHS[c.suit] ?? '★'),
        ),
      ),
      ...Array.from({ length: 5 - cards.length }, () => el('div', { class: 'du-mini empty' })),
    );
  }

  /**
   * The drawn card over the face-down one: a new card turns face up with RIGHT or WRONG on it,
   * stays DOUBLE_UP_FACE_MS and turns back (CSS: nothing to time here); null shows the back.
   */
  private showFace(card: (DoubleUpCard & { readonly right: boolean }) | null, history: string): void {
    const key = card ? `${history}:${card.colour}:${card.suit}:${card.rank}:${card.right}` : '';
    if (key === this.faceKey) return;
    this.faceKey = key;
    this.card.querySelector('.du-face')?.remove();
    this.card.dataset.face = card ? (card.right ? 'right' : 'wrong') : '';
    if (!card) return;
    const joker = card.suit === 'joker' || card.rank === '';
    const glyph = SUIT_GLYPHS[card.suit] ?? '★';
    const face = el(
      'div',
      { class: `du-face ${card.colour}${joker ? ' joker' : ''}`, 'data-testid': 'double-up-face', 'data-colour': card.colour, 'data-suit': card.suit },
      el('div', { class: 'du-face-corner' }, el('span', {}, joker ? '' : card.rank), el('span', {}, glyph)),
      joker ? el('div', { class: 'du-face-joker' }, el('span', {}, glyph), el('b', {}, this.words.joker ?? 'JOKER')) : el('div', { class: 'du-face-suit' }, glyph),
      el('div', { class: `du-ribbon ${card.right ? 'right' : 'wrong'}`, 'data-testid': 'double-up-verdict' }, card.right ? (this.words.right ?? '✔') : (this.words.wrong ?? '✘')),
    );
    face.style.animationDuration = `${DOUBLE_UP_FACE_MS}ms`;
    this.card.append(face);
  }
}

const DOUBLE_UP_CSS = `
.du-panel { position: absolute; left: 312px; top: 152px; width: 1296px; height: 736px; z-index: 40; box-sizing: border-box; border-radius: 30px; overflow: hidden;
  display: grid; grid-template-columns: 1fr 420px 1fr; grid-template-rows: 84px 140px minmax(0, 1fr) 116px; grid-template-areas: "title title title" "hist hist hist" "left centre right" "foot foot foot";
  background: radial-gradient(ellipse at 50% 55%, #0f6a3c 0%, #06341d 55%, #021509 100%); box-shadow: 0 0 0 18px #c99a2e, 0 0 0 22px #3a2000, 0 0 60px rgba(255,200,80,0.6); }
.du-panel[hidden] { display: none; }
.du-title { grid-area: title; text-align: center; font-size: 60px; font-weight: 900; letter-spacing: 8px; line-height: 96px;
  background: linear-gradient(180deg, #fffbe0 0%, #ffd862 45%, #c27c0e 62%, #fff0a8 100%); -webkit-background-clip: text; background-clip: text; color: transparent; filter: drop-shadow(0 4px 0 #2b1500); }
.du-history { grid-area: hist; display: flex; align-items: center; justify-content: center; gap: 24px; }
.du-history-label { font-size: 26px; font-weight: 900; letter-spacing: 3px; color: #ffe9a8; }
.du-history-cards { display: flex; gap: 14px; }
.du-mini { width: 86px; height: 122px; border-radius: 10px; background: linear-gradient(180deg, #ffffff, #e9e4d6); box-shadow: 0 4px 10px rgba(0,0,0,0.6), inset 0 0 0 2px #c9b98a;
  display: flex; flex-direction: column; align-items: center; justify-content: center; font-weight: 900; }
.du-mini.red { color: #d4101e; }
.du-mini.black { color: #111; }
.du-mini.newest { box-shadow: 0 0 0 4px #ffd23c, 0 0 20px #ffd23c; }
.du-mini.empty { background: rgba(0,0,0,0.25); box-shadow: inset 0 0 0 2px rgba(255,220,140,0.35); }
.du-mini-rank { font-size: 34px; line-height: 1; }
.du-mini-rank.joker { font-size: 17px; letter-spacing: 1px; }
.du-mini-suit { font-size: 50px; line-height: 1; }
.du-side { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 34px; }
.du-left { grid-area: left; }
.du-right { grid-area: right; }
.du-box { width: 340px; padding: 12px 18px; text-align: center; border-radius: 18px; background: rgba(0,0,0,0.55); box-shadow: inset 0 0 0 3px #ffd36a; }
.du-box-label { font-size: 24px; font-weight: 900; letter-spacing: 2px; color: #ffe9a8; }
.du-box-value { font-size: 50px; font-weight: 900; color: #fff; text-shadow: 0 0 16px #ffcf40; font-variant-numeric: tabular-nums; white-space: nowrap; }
.du-centre { grid-area: centre; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 14px; }
.du-card { width: 226px; height: 316px; border-radius: 22px; padding: 12px; box-sizing: border-box; background: #fff; box-shadow: 0 12px 30px rgba(0,0,0,0.7), 0 0 40px rgba(255,255,255,0.35); }
.du-card-back { width: 100%; height: 100%; border-radius: 14px; display: flex; align-items: center; justify-content: center; animation: du-flash 0.5s steps(1) infinite;
  background-image: repeating-linear-gradient(45deg, rgba(255,255,255,0.16) 0 8px, transparent 8px 16px), repeating-linear-gradient(-45deg, rgba(255,255,255,0.16) 0 8px, transparent 8px 16px); }
.du-card-emblem { width: 130px; height: 130px; border-radius: 50%; border: 6px solid rgba(255,230,160,0.9); display: flex; align-items: center; justify-content: center; font-size: 86px; font-weight: 900; color: #ffe9a8; }
@keyframes du-flash { 0% { background-color: #c8101c; } 50% { background-color: #101010; } }
.du-hint { font-size: 26px; font-weight: 900; color: #bff7ff; letter-spacing: 2px; text-align: center; animation: sl-blink 1s steps(2) infinite; }
.du-button { width: 300px; height: 110px; border-radius: 55px; border: 0; cursor: pointer; font: 900 44px var(--panel-font); letter-spacing: 3px; color: #fff; }
.du-red { background: radial-gradient(ellipse at 50% 30%, #ff8a8a, #e0141f 55%, #6d0009); box-shadow: 0 7px 0 #3d0005, 0 0 34px rgba(255,40,40,0.8); }
.du-black { background: radial-gradient(ellipse at 50% 30%, #8a8a8a, #262626 55%, #000); box-shadow: 0 7px 0 #000, 0 0 34px rgba(255,255,255,0.35), inset 0 0 0 3px #777; }
.du-button.dim { filter: grayscale(0.8) brightness(0.6); }
.du-foot { grid-area: foot; display: flex; align-items: center; justify-content: center; gap: 60px; }
.du-attempts { display: flex; gap: 16px; align-items: baseline; font-size: 26px; font-weight: 900; color: #ffe9a8; letter-spacing: 2px; }
.du-attempts b { font-size: 48px; color: #fff; text-shadow: 0 0 14px #ffcf40; }
.du-collect { width: 300px; height: 90px; font-size: 36px; background: linear-gradient(180deg, #5ad0ff, #1268c8 60%, #0a3b7a); box-shadow: 0 6px 0 #05224a, 0 0 20px rgba(80,180,255,0.6); }
/* Only in games that have them: HALVE, the banked amount, the limit, the drawn card face up. */
.du-foot-full { gap: 30px; }
.du-foot-full .du-attempts { white-space: nowrap; font-size: 22px; gap: 12px; }
.du-foot-full .du-attempts b { font-size: 42px; }
.du-foot-full .du-collect { width: 250px; }
.du-halve { width: 250px; height: 90px; font-size: 32px; line-height: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px;
  background: linear-gradient(180deg, #ffe98a, #e0a21a 60%, #7a4a00); color: #2b1600; box-shadow: 0 6px 0 #3d2400, 0 0 20px rgba(255,200,60,0.6); }
.du-halve[hidden] { display: none; }
.du-halve small { font-size: 20px; letter-spacing: 1px; }
.du-banked b { color: #ffe066; }
.du-limit { position: absolute; right: 40px; top: 30px; padding: 8px 16px; border-radius: 14px; background: rgba(0,0,0,0.4); box-shadow: inset 0 0 0 2px rgba(255,210,110,0.5);
  font-size: 20px; font-weight: 800; letter-spacing: 1px; color: #ffe9a8; }
.du-card { position: relative; perspective: 900px; }
.du-face { position: absolute; inset: 0; border-radius: 22px; background: linear-gradient(180deg, #ffffff, #efe9da); box-shadow: inset 0 0 0 3px #c9b98a; color: #111; overflow: hidden;
  animation: du-face-show 4000ms ease-out forwards; backface-visibility: hidden; }
.du-face.red { color: #d4101e; }
@keyframes du-face-show { 0% { transform: rotateY(90deg); } 10% { transform: rotateY(0); } 88% { transform: rotateY(0); opacity: 1; } 100% { transform: rotateY(90deg); opacity: 0; } }
.du-face-corner { position: absolute; left: 16px; top: 10px; display: flex; flex-direction: column; align-items: center; font-size: 40px; font-weight: 900; line-height: 1; }
.du-face-suit { position: absolute; left: 0; right: 0; top: 60px; text-align: center; font-size: 150px; line-height: 170px; }
.du-face-joker { position: absolute; left: 0; right: 0; top: 50px; display: flex; flex-direction: column; align-items: center; gap: 6px; }
.du-face-joker span { font-size: 120px; line-height: 130px; background: linear-gradient(180deg, #ff3b3b, #ffd23c 50%, #1a9a4a); -webkit-background-clip: text; background-clip: text; color: transparent; }
.du-face-joker b { font-size: 36px; letter-spacing: 4px; }
.du-ribbon { position: absolute; left: -10px; right: -10px; bottom: 22px; padding: 6px 0; text-align: center; font-size: 34px; font-weight: 900; letter-spacing: 3px; color: #fff; transform: rotate(-6deg); }
.du-ribbon.right { background: linear-gradient(180deg, #5fe08a, #128a3a); box-shadow: 0 0 24px rgba(80,255,140,0.8); }
.du-ribbon.wrong { background: linear-gradient(180deg, #ff6a6a, #a00a14); box-shadow: 0 0 24px rgba(255,60,60,0.8); }
`;
