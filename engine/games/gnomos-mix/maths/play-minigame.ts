import type { Rng } from '../../../core/rng';
import type { MinigameInput } from '../minigames/common';
import { dealFindPrizes, highlightedElement, initialFindPrizesContext, openElement, type FindPrizesContext } from '../minigames/find-prizes';
import { dealStrawberry, highlightedBasket, initialStrawberryContext, openBasket, type StrawberryContext } from '../minigames/strawberry';
import { collectOffer, dealThreeChoices, discardOffer, initialThreeChoicesContext, type ThreeChoicesContext } from '../minigames/three-choices';
import { THREE_CHOICES_MAX_DISCARDS } from '../minigames/three-choices-data';
import { dealTreasure, initialTreasureContext, liftCap, type TreasureContext } from '../minigames/treasure';
import type { MinigameKind } from '../tuning/gnomos-tuning';
import type { UpperBetId } from '../upper/bets';
import type { GnomosPolicy } from './policy';

/**
 * A minigame played to its end with AUTO-PLAY, by the minigames' own step functions (the deal
 * draws everything at once; then the highlighted item is opened until the game ends). Three
 * Choices follows the policy: the first offer by default, the last one with AUTO-RISK.
 */
export interface MinigameResult {
  readonly cents: number;
  readonly bonuses: number;
}

export function playMinigame(kind: MinigameKind, betId: UpperBetId, linePrizeCents: number, policy: GnomosPolicy, rng: Rng): MinigameResult {
  const input: MinigameInput = { bet: betId, linePrizeCents, autoPlay: true, autoRisk: policy === 'auto-risk' };
  switch (kind) {
    case 'strawberry': {
      let game: StrawberryContext = initialStrawberryContext(input);
      game = { ...game, ...dealStrawberry(game, rng) };
      while (game.result === null) game = { ...game, ...openBasket(game, highlightedBasket(game), 'auto') };
      return game.result;
    }
    case 'three-choices': {
      let game: ThreeChoicesContext = initialThreeChoicesContext(input);
      game = { ...game, ...dealThreeChoices(game, rng) };
      if (policy === 'auto-risk') while (game.shown < THREE_CHOICES_MAX_DISCARDS) game = { ...game, ...discardOffer(game, 'auto-risk') };
      game = { ...game, ...collectOffer(game, 'auto') };
      if (game.result === null) throw new Error('unreachable: a collected offer is the result');
      return game.result;
    }
    case 'find-prizes': {
      let game: FindPrizesContext = initialFindPrizesContext(input);
      game = { ...game, ...dealFindPrizes(game, rng) };
      while (game.result === null) game = { ...game, ...openElement(game, highlightedElement(game), 'auto') };
      return game.result;
    }
    case 'treasure': {
      let game: TreasureContext = initialTreasureContext(input);
      game = { ...game, ...dealTreasure(game, rng) };
      game = { ...game, ...liftCap(game, 0, 'auto') };
      if (game.result === null) throw new Error('unreachable: a lifted cap is the result');
      return game.result;
    }
  }
}
