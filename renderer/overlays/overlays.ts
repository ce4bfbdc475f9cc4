import type { Intent } from '../../main/ipc/contract';
import { cauldronScene } from '../model/cauldron-lids';
import { minigameScene } from '../model/minigame-scene';
import type { Overlay } from '../model/overlay-select';
import type { Rect } from '../scene/reel-display';
import type { TextTable } from '../text/text-table';
import { CauldronsView } from './cauldrons-scene';
import { DobPanel } from './dob-panel';
import { MinigamePanel } from './minigame-panel';
import { ReelMarks } from './reel-marks';

/**
 * Everything drawn in the DOM over the reels: the marks (held reels, Extra Spin, line wins) and
 * at most one feature scene (Cauldrons, a minigame, Double-or-Bonuses). The layer is aligned
 * with the reel window through CSS variables, so the scenes sit over the reels they belong to.
 */
export class Overlays {
  readonly marks: ReelMarks;
  private readonly cauldrons: CauldronsView;
  private readonly minigame: MinigamePanel;
  private readonly dob: DobPanel;

  constructor(
    private readonly layer: HTMLElement,
    text: TextTable,
    send: (intent: Intent) => void,
  ) {
    this.marks = new ReelMarks(layer, text);
    this.cauldrons = new CauldronsView(layer, text, send);
    this.minigame = new MinigamePanel(layer, text, send);
    this.dob = new DobPanel(layer, text);
  }

  /** The reel window and the reel centres, in CSS pixels of the layer. */
  align(window: Rect, centres: readonly number[]): void {
    const s = this.layer.style;
    s.setProperty('--win-left', `${Math.round(window.left)}px`);
    s.setProperty('--win-top', `${Math.round(window.top)}px`);
    s.setProperty('--win-width', `${Math.round(window.width)}px`);
    s.setProperty('--win-height', `${Math.round(window.height)}px`);
    centres.forEach((x, i) => s.setProperty(`--reel-${i}`, `${Math.round(x)}px`));
    const spacing = centres.length > 1 ? Math.abs((centres[1] ?? 0) - (centres[0] ?? 0)) : window.width / 3;
    s.setProperty('--reel-spacing', `${Math.round(spacing)}px`);
  }

  /** Shows one feature scene (or none). */
  show(overlay: Overlay): void {
    this.cauldrons.show(overlay.kind === 'cauldrons' ? cauldronScene(overlay.cauldrons, overlay.sinceMs) : null);
    this.minigame.show(overlay.kind === 'minigame' ? minigameScene(overlay.minigame, overlay.sinceMs) : null);
    this.dob.show(overlay.kind === 'dob' ? overlay.dob : null);
    this.layer.dataset.scene = overlay.kind;
  }

  /** Veils every scene and mark while the reels spin or the games change over. */
  setVeiled(on: boolean): void {
    this.layer.classList.toggle('veiled', on);
  }
}
