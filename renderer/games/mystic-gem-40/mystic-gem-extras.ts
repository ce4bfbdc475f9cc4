import type { CabinetView } from '../../../main/ipc/contract';
import { MYSTIC_GEM_ID, type MysticGemAction, type MysticGemView } from '../../../contract/games/mystic-gem-40';
import { el, setShown, toggleClass } from '../../hud/dom';
import { installStyle } from '../../shell/shell-style';
import { DoubleUpPanel } from '../../slots/double-up-panel';
import type { SlotExtras, SlotExtrasContext } from '../../slots/slot-game';
import { BuyBonusPanel } from './buy-bonus-panel';
import { JackpotCardsPanel } from './jackpot-cards-panel';
import { MYSTIC_GEM_CSS } from './mystic-gem-style';
import type { MysticGemWords } from './words';

/** How long a won Jackpot Cards round stays up once the game has moved on. */
const CARDS_LINGER_MS = 4000;

/**
 * 40 Mystic Gem's own panels on the shared stage: BUY BONUS and its badge, GAMBLE beside COLLECT
 * when a win may be doubled, the double-up screen, and the Jackpot Cards round.
 */
export class MysticGemExtras implements SlotExtras {
  private readonly buy: BuyBonusPanel;
  private readonly doubleUp: DoubleUpPanel;
  private readonly cards: JackpotCardsPanel;
  private readonly gamble: HTMLButtonElement;
  private view: MysticGemView | null = null;
  private cardsUntil = 0;
  private cardsShown = false;

  constructor(
    private readonly context: SlotExtrasContext,
    words: MysticGemWords,
  ) {
    installStyle('mystic-gem-style', MYSTIC_GEM_CSS);
    const act = (action: MysticGemAction): void => context.send({ type: 'GAME', game: MYSTIC_GEM_ID, action });
    this.buy = new BuyBonusPanel(words.buy, (mode) => act({ type: 'MODE', mode }), () => context.symbolImage('WILD'));
    this.doubleUp = new DoubleUpPanel(words.doubleUp, { guess: (colour) => act({ type: 'GUESS', colour }), collect: () => context.send({ type: 'COLLECT' }) });
    this.cards = new JackpotCardsPanel(words.cards, (index) => act({ type: 'CARD', index }));
    this.gamble = el('button', { class: 'mg-gamble', 'data-testid': 'gamble', type: 'button', hidden: '' }, words.gamble);
    this.gamble.addEventListener('click', () => {
      if (!this.gamble.hidden) act({ type: 'GAMBLE' });
    });
    context.buttons.insertBefore(this.gamble, context.buttons.querySelector('[data-testid="collect"]'));
    context.stage.append(this.buy.side, this.doubleUp.node, this.cards.node, this.buy.menu);
  }

  accept(view: CabinetView): void {
    if (view.game.game !== MYSTIC_GEM_ID) return;
    const g = view.game;
    this.view = g;
    this.buy.update(g);
    const gamble = g.gamble;
    this.doubleUp.show(g.phase === 'gamble' ? { stakeCents: gamble.stakeCents, toWinCents: gamble.toWinCents, attemptsLeft: gamble.attemptsLeft, history: gamble.history } : null, gamble.active);
    const pick = g.jackpotCards.pick;
    if (g.phase === 'jackpotCards') {
      this.cardsShown = true;
      this.cardsUntil = Number.POSITIVE_INFINITY;
      this.cards.show(g.jackpotCards);
    } else if (this.cardsShown && pick?.winner) {
      // The round is over: its winner stays up a moment.
      if (this.cardsUntil === Number.POSITIVE_INFINITY) this.cardsUntil = performance.now() + CARDS_LINGER_MS;
      this.cards.show(g.jackpotCards);
    } else {
      this.cardsShown = false;
      this.cards.show(null);
    }
    this.frame(performance.now());
  }

  frame(now: number): void {
    const g = this.view;
    if (!g) return;
    if (this.cardsShown && g.phase !== 'jackpotCards' && now >= this.cardsUntil) {
      this.cardsShown = false;
      this.cards.show(null);
    }
    const offered = g.phase === 'won' && g.gamble.offered && !this.context.busy();
    setShown(this.gamble, offered);
    toggleClass(this.context.stage, 'mg-covered', this.doubleUp.isOpen || this.cards.isOpen);
  }

  dialogOpen(): boolean {
    return this.buy.isOpen;
  }

  dispose(): void {
    this.gamble.remove();
  }
}
