import { el } from '../hud/dom';
import { applyStageFit, fitStage } from '../hud/stage-scale';
import type { StageDesign } from './game-screen';
import { fitShellStage } from './stage-fit';

/**
 * The layer over every screen where the cabinet's own parts stand (tilt panel, service menu,
 * development panel, payout). It is fitted to the window exactly as the screen in front fits its
 * stage (same design size, scale and letterbox), so the parts' places, written in style.css per
 * design, line up with that screen's bars and bands. The layer itself takes no touches: only
 * its visible parts do, so the screen under it plays as if it were not there.
 */
export class CabinetLayer {
  readonly stage: HTMLElement;
  private design: StageDesign = 'wide';
  private readonly stopFitting: () => void;

  constructor(root: HTMLElement) {
    this.stage = el('div', { class: 'cabinet-stage design-wide', 'data-testid': 'cabinet-layer', 'data-design': 'wide' });
    root.append(this.stage);
    const fit = (): void => this.fit();
    window.addEventListener('resize', fit);
    this.stopFitting = () => window.removeEventListener('resize', fit);
    this.fit();
  }

  setDesign(design: StageDesign): void {
    if (design === this.design) return;
    this.stage.classList.remove(`design-${this.design}`);
    this.design = design;
    this.stage.classList.add(`design-${design}`);
    this.stage.dataset.design = design;
    this.fit();
  }

  dispose(): void {
    this.stopFitting();
    this.stage.remove();
  }

  private fit(): void {
    const width = window.innerWidth;
    const height = window.innerHeight;
    if (this.design === 'classic') {
      applyStageFit(this.stage, fitStage(width, height));
      return;
    }
    // The wide screens are drawn landscape whatever the window: so is their layer.
    fitShellStage(this.stage, width, height);
    this.stage.classList.add('landscape');
    this.stage.classList.remove('portrait');
  }
}
