import type { Intent, MinigameKindView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { el, setShown, setText, toggleClass } from '../hud/dom';
import { touchButton } from '../hud/panel-buttons';
import type { MinigameScene, TileModel } from '../model/minigame-scene';
import { pickIntent } from '../model/pick-intent';
import type { TextTable } from '../text/text-table';
import { decorImage, type DecorName } from './decor';

/**
 * The four upper-game minigames drawn over the upper reels from the cabinet's MinigameView:
 * Strawberry (a big basket over three baskets, the sign with the baskets to pick), Three Choices
 * (the leprechaun's coins with the offer, the discards left), Find the Prizes (nine flashing
 * elements hiding a prize, STOP or STOP ×2) and Discover the Treasure (nine prizes, then three
 * caps). A touch on an item sends PICK with its index.
 */

interface KindParts {
  readonly body: HTMLElement;
  /** One per tile, in tile order. */
  readonly tiles: HTMLElement[];
  readonly faces: HTMLElement[];
  update(scene: MinigameScene): void;
}

export class MinigamePanel {
  private readonly root: HTMLElement;
  private readonly name: HTMLElement;
  private readonly counter: HTMLElement;
  private readonly result: HTMLElement;
  private readonly bodySlot: HTMLElement;
  private parts: KindParts | null = null;
  private partsKey = '';

  constructor(
    layer: HTMLElement,
    private readonly text: TextTable,
    private readonly send: (intent: Intent) => void,
  ) {
    this.name = el('div', { class: 'mg-name' });
    this.counter = el('div', { class: 'mg-counter-value', 'data-testid': 'minigame-prize' });
    this.result = el('div', { class: 'mg-result', 'data-testid': 'minigame-result', hidden: '' });
    this.bodySlot = el('div', { class: 'mg-body' });
    this.root = el(
      'div',
      { class: 'minigame', 'data-testid': 'minigame', hidden: '' },
      el('div', { class: 'mg-head' }, this.name, el('div', { class: 'mg-counter' }, el('span', { class: 'mg-counter-label' }, text.labels.prize), this.counter)),
      this.bodySlot,
      this.result,
    );
    layer.append(this.root);
  }

  show(scene: MinigameScene | null): void {
    setShown(this.root, scene !== null);
    if (!scene) return;
    const key = `${scene.kind}:${scene.tiles.length}`;
    if (key !== this.partsKey || !this.parts) {
      this.partsKey = key;
      this.parts = this.build(scene.kind, scene.tiles.length);
      this.bodySlot.replaceChildren(this.parts.body);
    }
    this.root.dataset.kind = scene.kind;
    this.root.dataset.stage = scene.stage;
    setText(this.name, this.text.minigame.names[scene.kind]);
    setText(this.counter, formatEuros(scene.accumulatedCents));
    const parts = this.parts;
    scene.tiles.forEach((tile, i) => {
      const node = parts.tiles[i];
      const face = parts.faces[i];
      if (!node || !face) return;
      setText(face, this.faceText(tile));
      node.dataset.state = tile.state;
      node.dataset.face = tile.face;
      toggleClass(node, 'highlighted', tile.highlighted);
      toggleClass(node, 'flashing', tile.flashing);
      toggleClass(node, 'pickable', tile.pickable);
    });
    parts.update(scene);
    setShown(this.result, scene.result !== null);
    if (scene.result) setText(this.result, this.text.minigame.result(formatEuros(scene.result.cents), scene.result.bonuses));
  }

  private faceText(tile: TileModel): string {
    switch (tile.face) {
      case 'hidden':
        return '';
      case 'stop':
        return this.text.minigame.stop;
      case 'stopx2':
        return this.text.minigame.stopx2;
      default:
        return tile.cents === null ? '' : formatEuros(tile.cents);
    }
  }

  /** A touchable item: PICK index. */
  private pickTile(index: number, prop: DecorName, className: string): { tile: HTMLElement; face: HTMLElement } {
    const face = el('span', { class: 'tile-face' });
    const tile = touchButton(`pick-${index}`, `mg-tile ${className}`, decorImage(prop, 'tile-prop'), face);
    tile.addEventListener('click', () => this.send(pickIntent(index)));
    return { tile, face };
  }

  private build(kind: MinigameKindView, count: number): KindParts {
    switch (kind) {
      case 'strawberry':
        return this.buildStrawberry(count);
      case 'three-choices':
        return this.buildThreeChoices(count);
      case 'find-prizes':
        return this.buildGrid(count, 'bud', 'mg-find', () => undefined);
      case 'treasure':
        return this.buildTreasure(count);
    }
  }

  private buildStrawberry(count: number): KindParts {
    const sign = el('div', { class: 'mg-sign', 'data-testid': 'minigame-sign' });
    const made = Array.from({ length: count }, (_, i) => this.pickTile(i, 'basket', 'mg-basket'));
    const body = el(
      'div',
      { class: 'mg-strawberry' },
      el('div', { class: 'mg-big-basket' }, decorImage('big-basket', 'big-basket'), sign),
      el('div', { class: 'mg-row' }, ...made.map((m) => m.tile)),
    );
    return {
      body,
      tiles: made.map((m) => m.tile),
      faces: made.map((m) => m.face),
      update: (scene) => {
        setShown(sign, scene.stage === 'play' && scene.sign !== null);
        if (scene.sign !== null) setText(sign, this.text.minigame.sign(scene.sign));
      },
    };
  }

  private buildThreeChoices(count: number): KindParts {
    const offerCents = el('div', { class: 'mg-offer-cents', 'data-testid': 'minigame-offer' });
    const offerBonuses = el('div', { class: 'mg-offer-bonuses' });
    const discards = el('div', { class: 'mg-discards', 'data-testid': 'minigame-discards' });
    const rounds = Array.from({ length: count }, (_, i) => {
      const face = el('span', { class: 'tile-face' });
      const tile = el('div', { class: 'mg-tile mg-round', 'data-testid': `offer-${i}` }, el('span', { class: 'round-label' }, `${this.text.minigame.offer} ${i + 1}`), face);
      return { tile, face };
    });
    const body = el(
      'div',
      { class: 'mg-three' },
      el('div', { class: 'mg-leprechaun' }, decorImage('leprechaun', 'leprechaun')),
      el(
        'div',
        { class: 'mg-offer' },
        el('div', { class: 'mg-coins' }, decorImage('coin', 'coin'), decorImage('coin', 'coin'), decorImage('coin', 'coin')),
        offerCents,
        offerBonuses,
        discards,
      ),
      el('div', { class: 'mg-rounds' }, ...rounds.map((r) => r.tile)),
    );
    return {
      body,
      tiles: rounds.map((r) => r.tile),
      faces: rounds.map((r) => r.face),
      update: (scene) => {
        const offer = scene.offer;
        setText(offerCents, offer ? formatEuros(offer.cents) : '');
        setText(offerBonuses, offer && offer.bonuses > 0 ? `+ ${this.text.labels.bonusesUnit(offer.bonuses)}` : '');
        setText(discards, offer ? this.text.minigame.discardsLeft(offer.discardsLeft) : '');
      },
    };
  }

  private buildGrid(count: number, prop: DecorName, className: string, update: (scene: MinigameScene) => void): KindParts {
    const made = Array.from({ length: count }, (_, i) => this.pickTile(i, prop, 'mg-element'));
    return { body: el('div', { class: `mg-grid ${className}` }, ...made.map((m) => m.tile)), tiles: made.map((m) => m.tile), faces: made.map((m) => m.face), update };
  }

  private buildTreasure(count: number): KindParts {
    const shown = el('div', { class: 'mg-grid mg-treasure-shown', 'data-testid': 'minigame-shown' });
    const caps = Array.from({ length: count }, (_, i) => this.pickTile(i, 'cap', 'mg-cap'));
    const capRow = el('div', { class: 'mg-row mg-caps' }, ...caps.map((m) => m.tile));
    let shownKey = '';
    return {
      body: el('div', { class: 'mg-treasure' }, shown, capRow),
      tiles: caps.map((m) => m.tile),
      faces: caps.map((m) => m.face),
      update: (scene) => {
        const key = scene.shownCents.join(',');
        if (key !== shownKey) {
          shownKey = key;
          shown.replaceChildren(...scene.shownCents.map((cents) => el('div', { class: 'mg-shown-prize' }, formatEuros(cents))));
        }
        setShown(shown, scene.stage === 'intro');
        setShown(capRow, scene.stage !== 'intro');
      },
    };
  }
}
