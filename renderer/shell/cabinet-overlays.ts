import type { CabinetView } from '../../main/ipc/contract';
import { DevPanel } from '../hud/dev-panel';
import { el } from '../hud/dom';
import { PayoutNotice } from '../hud/payout-notice';
import { SilentDeviceNotice } from '../hud/silent-device-notice';
import { TiltPanel } from '../hud/tilt-panel';
import { stageView } from '../model/service-recall';
import { firstTiltCode } from '../model/tilt-panel';
import { ServiceEntryButton } from '../service/service-button';
import { ServiceOverlay } from '../service/service-overlay';
import { CabinetLayer } from './cabinet-layer';
import type { ScreenContext, StageDesign } from './game-screen';

/**
 * The cabinet's own parts, mounted once over whatever screen is in front (the menu or any game):
 * the tilt panel with the attendant's actions, the SERVICE button and the service menu (with the
 * RECALL banner over the recalled game's stage), the development panel, the payout progress and
 * the silent-device line. They are the cabinet's, not a game's: a technician must reach the
 * service menu and an attendant must clear a fault whatever is in front. Each only draws the
 * view and sends intents; the cabinet decides.
 */
export class CabinetOverlays {
  private readonly layer: CabinetLayer;
  private readonly tilt: TiltPanel;
  private readonly dev: DevPanel;
  private readonly serviceEntry: ServiceEntryButton;
  private readonly service: ServiceOverlay;
  private readonly payout: PayoutNotice;
  private readonly deviceNotice: SilentDeviceNotice;
  private latest: CabinetView | null = null;

  constructor(
    root: HTMLElement,
    private readonly context: ScreenContext,
  ) {
    const { text, request, send, sounds } = context;
    this.layer = new CabinetLayer(root);
    const tiltBox = el('div', { class: 'tilt-panel', 'data-testid': 'tilt-panel', hidden: '', role: 'alert' });
    const devBox = el('div', { class: 'dev-panel', 'data-testid': 'dev-panel', hidden: '' });
    const corner = el('div', { class: 'service-corner' });
    const serviceLayer = el('div', { class: 'service-layer', 'data-testid': 'service-overlay', hidden: '' });
    const recallBanner = el('div', { class: 'recall-banner', 'data-testid': 'recall-banner', hidden: '' });
    this.payout = new PayoutNotice(text);
    this.deviceNotice = new SilentDeviceNotice(text);
    this.tilt = new TiltPanel(tiltBox, text, request);
    this.dev = new DevPanel(devBox, text, send, () => this.latest);
    this.serviceEntry = new ServiceEntryButton(corner, this.tilt.serviceSlot, text, send);
    this.service = new ServiceOverlay({ layer: serviceLayer, recallBanner, stage: this.layer.stage, text, request, sounds });
    // Stacked as they stood on the first game's stage: the development panel stays usable over
    // the tilt panel (closing a door is how a developer ends a tilt), the menu covers both, and
    // the silent-device line shows even over the menu.
    this.layer.stage.append(this.payout.element, tiltBox, devBox, corner, recallBanner, serviceLayer, this.deviceNotice.element);
  }

  /** The screen in front changed: the parts take the places of its stage design. */
  setDesign(design: StageDesign): void {
    this.layer.setDesign(design);
  }

  /** The live view; what the game stage shows during a recall (no fault, no payout) is derived here. */
  update(view: CabinetView): void {
    this.latest = view;
    const stage = stageView(view);
    this.serviceEntry.update(view);
    this.service.update(view);
    this.tilt.update(stage);
    this.dev.update(view);
    this.payout.update(stage.payout);
    this.deviceNotice.update(view);
    // body[data-tilt]: the first fault's code while play is stopped (a hook for tests).
    const code = firstTiltCode(stage);
    const data = this.context.body.dataset;
    if (code === null) delete data.tilt;
    else if (data.tilt !== code) data.tilt = code;
  }
}
