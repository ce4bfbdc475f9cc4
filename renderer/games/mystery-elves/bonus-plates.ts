import { MYSTERY_ELVES_PLACES, MYSTERY_ELVES_REELS, MYSTERY_ELVES_ROWS, type MysteryElvesBonusView } from '../../../contract/games/mystery-elves';
import { el, setShown, setText } from '../../hud/dom';
import { placeCell, spinPlate, type PlaceWords } from './hold-and-win-model';

/**
 * The values of the BONUS symbols on the base reels: a plate over each BONUS the last spin landed
 * ("2,00 €", "MYSTERY", "×?"), shown once the reels stand, hidden while they turn.
 */
export class BonusPlates {
  readonly node: HTMLElement;
  private readonly plates: HTMLElement[] = [];
  private key = '';

  constructor(
    private readonly words: PlaceWords,
    area: { readonly width: number; readonly height: number },
  ) {
    this.node = el('div', { class: 'me-plates', 'data-testid': 'elves-spin-bonuses' });
    this.node.style.width = `${area.width}px`;
    this.node.style.height = `${area.height}px`;
    const cw = area.width / MYSTERY_ELVES_REELS;
    const ch = area.height / MYSTERY_ELVES_ROWS;
    for (let i = 0; i < MYSTERY_ELVES_PLACES; i++) {
      const { reel, row } = placeCell(i);
      const plate = el('div', { class: 'me-spin-plate', 'data-testid': `elves-spin-bonus-${i}`, hidden: '' });
      // On the lower part of the BONUS (over its name), centred in the cell.
      plate.style.left = `${reel * cw + cw * 0.12}px`;
      plate.style.width = `${cw * 0.76}px`;
      plate.style.top = `${row * ch + ch * 0.7}px`;
      this.plates.push(plate);
      this.node.append(plate);
    }
  }

  /** The last spin's bonuses (null: none shown, e.g. while the reels turn). */
  show(bonuses: readonly (MysteryElvesBonusView | null)[] | null): void {
    const key = JSON.stringify(bonuses);
    if (key === this.key) return;
    this.key = key;
    this.plates.forEach((plate, i) => {
      const bonus = bonuses?.[i] ?? null;
      setShown(plate, bonus !== null);
      if (!bonus) return;
      const { text, kind } = spinPlate(bonus, this.words);
      plate.dataset.kind = kind;
      setText(plate, text);
    });
  }
}
