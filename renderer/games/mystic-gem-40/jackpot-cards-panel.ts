import type { MysticGemJackpotCardsView, MysticGemSuit } from '../../../contract/games/mystic-gem-40';
import { formatEuros } from '../../format';
import { el, setFittedText, setShown, setText, toggleClass } from '../../hud/dom';
import { SUIT_GLYPHS } from '../../slots/double-up-panel';
import type { MysticGemWords } from './words';

/**
 * The Jackpot Cards round over the reels: the four levels with their suits, values and how many
 * of each suit are face up, twelve cards (face down until picked; a touch sends CARD), and the
 * winner's banner with the amount.
 */
export class JackpotCardsPanel {
  readonly node: HTMLElement;
  private readonly levels: HTMLElement;
  private readonly cards: HTMLElement;
  private readonly hint: HTMLElement;
  private readonly banner: HTMLElement;
  private readonly bannerTitle: HTMLElement;
  private readonly bannerAmount: HTMLElement;
  private key = '';
  private pickable = false;

  constructor(
    private readonly words: MysticGemWords['cards'],
    private readonly pick: (index: number) => void,
  ) {
    this.levels = el('div', { class: 'jc-levels' });
    this.cards = el('div', { class: 'jc-cards', 'data-testid': 'jackpot-cards' });
    this.hint = el('div', { class: 'jc-hint' }, words.hint);
    this.bannerTitle = el('div', { class: 'jc-banner-title' });
    this.bannerAmount = el('div', { class: 'jc-banner-amount', 'data-testid': 'jackpot-cards-won' });
    this.banner = el('div', { class: 'jc-banner', 'data-testid': 'jackpot-cards-banner', hidden: '' }, this.bannerTitle, this.bannerAmount);
    this.node = el('div', { class: 'jc-panel', 'data-testid': 'jackpot-cards-panel', hidden: '' }, el('div', { class: 'jc-title' }, words.title), this.levels, this.cards, this.hint, this.banner);
    for (let i = 0; i < 12; i++) {
      const card = el('button', { class: 'jc-card', 'data-testid': `jackpot-card-${i}`, type: 'button' });
      card.addEventListener('click', () => {
        if (this.pickable && card.dataset.suit === '') this.pick(i);
      });
      this.cards.append(card);
    }
  }

  get isOpen(): boolean {
    return !this.node.hidden;
  }

  show(view: MysticGemJackpotCardsView | null): void {
    setShown(this.node, view !== null);
    if (!view) return;
    const pick = view.pick;
    const key = JSON.stringify(view);
    if (key === this.key) return;
    this.key = key;
    const cards = pick?.cards ?? Array.from({ length: 12 }, () => null);
    const winner = pick?.winner ?? null;
    this.pickable = pick !== null && winner === null;
    const count = (suit: MysticGemSuit): number => cards.filter((c) => c === suit).length;
    this.levels.replaceChildren(
      ...view.levels.map((level) => {
        const shown = count(level.suit);
        return el(
          'div',
          { class: `jc-level suit-${level.suit}${winner === level.suit ? ' winner' : ''}`, 'data-testid': `jackpot-cards-level-${level.suit}` },
          el('div', { class: 'jc-level-suit' }, SUIT_GLYPHS[level.suit] ?? ''),
          el('div', { class: 'jc-level-body' }, el('div', { class: 'jc-level-name' }, this.words.suits[level.suit]), el('div', { class: 'jc-level-value' })),
          el('div', { class: 'jc-pips' }, ...[0, 1, 2].map((i) => el('i', i < shown ? { class: 'on' } : {}))),
        );
      }),
    );
    // Set once the levels stand in the panel, so each amount is fitted to its box.
    view.levels.forEach((level, i) => {
      const value = this.levels.children[i]?.querySelector<HTMLElement>('.jc-level-value');
      if (value) setFittedText(value, formatEuros(level.cents));
    });
    [...this.cards.children].forEach((node, i) => {
      const card = node as HTMLButtonElement;
      const suit = cards[i] ?? null;
      card.dataset.suit = suit ?? '';
      card.className = `jc-card${suit ? ` face suit-${suit}` : ''}${suit && suit === winner ? ' winner' : ''}${this.pickable && !suit ? ' pickable' : ''}`;
      if (suit) card.replaceChildren(el('span', { class: 'jc-corner' }, SUIT_GLYPHS[suit] ?? ''), el('span', { class: 'jc-face-suit' }, SUIT_GLYPHS[suit] ?? ''));
      else card.replaceChildren(el('span', { class: 'jc-back-gem' }));
    });
    setShown(this.hint, this.pickable);
    setShown(this.banner, winner !== null);
    if (winner && pick) {
      setText(this.bannerTitle, this.words.won(`${SUIT_GLYPHS[winner] ?? ''} ${this.words.suits[winner]}`));
      setText(this.bannerAmount, formatEuros(pick.wonCents));
    }
    toggleClass(this.node, 'won', winner !== null);
  }
}
