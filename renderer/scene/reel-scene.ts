import { AmbientLight, Color, DirectionalLight, PerspectiveCamera, Scene, SRGBColorSpace, Vector3, WebGLRenderer } from 'three';
import type { GameSide } from '../model/active-game';
import type { SymbolAtlas } from './atlas';
import { ARROW, BANK_SPACING, CAMERA_Z, FRAME_Z, RIM, ReelBank, reelX, WINDOW_HALF_WIDTH, windowHalfHeight } from './reel-bank';
import type { LineCells, Rect, ReelDisplay, SceneFrame } from './reel-display';

/**
 * Both games' reels in one Three.js scene, as in the cabinet: the lower game's reels, and the
 * upper game's above them. The camera looks at the game in play; GAME CHANGE glides it from one
 * to the other, pulling back a little on the way so both sets of reels show for a moment.
 */

const MARGIN = 0.045;
/** How far the camera pulls back half way through a GAME CHANGE. */
const SLIDE_PULLBACK = 2.4;

export class ReelScene implements ReelDisplay {
  readonly kind = 'webgl' as const;
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(20, 16 / 9, 0.1, 60);
  private readonly banks: Readonly<Record<GameSide, ReelBank>>;
  private readonly probe = new Vector3();
  private cssWidth = 1;
  private cssHeight = 1;

  /** Throws when WebGL cannot be had; the caller falls back to the flat display. */
  constructor(atlases: Readonly<Record<GameSide, SymbolAtlas>>) {
    // preserveDrawingBuffer keeps the last frame readable, so screenshots (headless Chromium,
    // tests) are never blank; the reels are small enough for the extra copy not to matter.
    this.renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, alpha: false, powerPreference: 'high-performance' });
    this.canvas = this.renderer.domElement;
    // Reading shader logs makes every program compile block the page (seconds on a software
    // renderer); the shaders are three.js's own, so there is nothing to learn from them.
    this.renderer.debug.checkShaderErrors = false;
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.setClearColor(new Color('#12061a'));
    this.scene.background = new Color('#12061a');

    this.scene.add(new AmbientLight(0xffffff, 1.1));
    const key = new DirectionalLight(0xfff4e0, 2.4);
    key.position.set(0, 1.2, 8);
    this.scene.add(key);
    const fill = new DirectionalLight(0xffffff, 0.6);
    fill.position.set(-3, -2, 6);
    this.scene.add(fill);

    this.banks = {
      lower: new ReelBank(this.renderer, atlases.lower, { bezel: '#1e0a29', rim: '#c08a26', prizeLine: true }),
      upper: new ReelBank(this.renderer, atlases.upper, { bezel: '#0d2414', rim: '#d9a531', prizeLine: false }),
    };
    this.banks.upper.group.position.y = BANK_SPACING;
    // Directional light falls the same way on both banks, so one set of lights serves both.
    this.scene.add(this.banks.lower.group, this.banks.upper.group);
    this.camera.position.set(0, 0, CAMERA_Z);
  }

  setStrips(side: GameSide, strips: readonly (readonly string[])[]): void {
    this.banks[side].setStrips(strips);
    this.fitCamera();
  }

  setLines(lines: readonly LineCells[]): void {
    this.banks.upper.setLines(lines);
  }

  resize(width: number, height: number, pixelRatio: number): void {
    this.cssWidth = Math.max(1, width);
    this.cssHeight = Math.max(1, height);
    this.renderer.setPixelRatio(pixelRatio);
    this.renderer.setSize(this.cssWidth, this.cssHeight, false);
    this.camera.aspect = this.cssWidth / this.cssHeight;
    this.fitCamera();
  }

  /** Chooses the field of view that fits the bezel window plus a margin, whatever the aspect. */
  private fitCamera(): void {
    const hh = windowHalfHeight(this.banks.lower.stops) + MARGIN;
    const hw = WINDOW_HALF_WIDTH + RIM + ARROW + MARGIN;
    const needHalfHeight = Math.max(hh, hw / this.camera.aspect);
    this.camera.fov = (2 * Math.atan(needHalfHeight / (CAMERA_Z - FRAME_Z)) * 180) / Math.PI;
    this.camera.updateProjectionMatrix();
  }

  /** Projects a point of the bank in view at rest to CSS pixels. */
  private project(x: number, y: number): { x: number; y: number } {
    const cameraY = this.camera.position.y;
    const cameraZ = this.camera.position.z;
    // Measure as if the camera rested on the lower bank: both banks are the same shape.
    this.camera.position.set(0, 0, CAMERA_Z);
    this.camera.updateMatrixWorld();
    this.probe.set(x, y, FRAME_Z).project(this.camera);
    this.camera.position.set(0, cameraY, cameraZ);
    this.camera.updateMatrixWorld();
    return { x: ((this.probe.x + 1) / 2) * this.cssWidth, y: ((1 - this.probe.y) / 2) * this.cssHeight };
  }

  reelCentres(): number[] {
    return [0, 1, 2].map((reel) => this.project(reelX(reel), 0).x);
  }

  windowRect(): Rect {
    const hh = windowHalfHeight(this.banks.lower.stops);
    const topLeft = this.project(-WINDOW_HALF_WIDTH, hh);
    const bottomRight = this.project(WINDOW_HALF_WIDTH, -hh);
    return { left: topLeft.x, top: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
  }

  draw(frame: SceneFrame): void {
    const s = Math.max(0, Math.min(1, frame.slide));
    this.camera.position.set(0, s * BANK_SPACING, CAMERA_Z + Math.sin(s * Math.PI) * SLIDE_PULLBACK);
    this.banks.lower.pose(frame.lower, null);
    this.banks.upper.pose(frame.upper, frame.lineGlow);
    this.renderer.render(this.scene, this.camera);
  }
}
