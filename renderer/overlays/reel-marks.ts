import { el, setShown, setText, toggleClass } from '../hud/dom';
import type { TextTable } from '../text/text-table';

/** How the Extra Spin logo shows: big over the turning reels, then small above the result. */
export type ExtraSpinLogo = 'off' | 'spinning' | 'settled';

/**
 * Marks drawn over the reels: HELD over each held reel of the free held game, the Extra Spin
 * logo, and the upper game's line-win banner.
 */
export class ReelMarks {
  private readonly badges: HTMLElement[];
  private readonly logo: HTMLElement;
  private readonly banner: HTMLElement;

  constructor(layer: HTMLElement, text: TextTable) {
    this.badges = [0, 1, 2].map((reel) => el('div', { class: `held-badge reel-${reel}`, 'data-testid': `held-${reel}`, hidden: '' }, text.buttons.held));
    this.logo = el('div', { class: 'extra-spin-logo', 'data-testid': 'extra-spin', hidden: '' }, el('span', { class: 'extra-word' }, 'EXTRA'), el('span', { class: 'spin-word' }, 'SPIN'));
    this.banner = el('div', { class: 'line-banner', 'data-testid': 'line-wins', hidden: '' });
    layer.append(...this.badges, this.logo, this.banner);
  }

  setHeld(held: readonly boolean[] | null): void {
    this.badges.forEach((badge, i) => setShown(badge, held?.[i] ?? false));
  }

  setExtraSpin(logo: ExtraSpinLogo): void {
    setShown(this.logo, logo !== 'off');
    toggleClass(this.logo, 'spinning', logo === 'spinning');
    toggleClass(this.logo, 'settled', logo === 'settled');
  }

  /** The upper game's winning lines in words, or null to hide. */
  setLineBanner(line: string | null): void {
    setShown(this.banner, line !== null);
    if (line !== null) setText(this.banner, line);
  }
}
