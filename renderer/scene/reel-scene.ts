import {
  AmbientLight,
  BoxGeometry,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DirectionalLight,
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Path,
  PerspectiveCamera,
  PlaneGeometry,
  RepeatWrapping,
  Scene,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
  type Texture,
} from 'three';
import type { GnomosSymbol } from '../../main/ipc/contract';
import type { ReelDisplay, ReelFrame } from './reel-display';
import { blurAlongStrip, paintCylinderStrip } from './reel-strip';
import type { SymbolAtlas } from './symbol-atlas';

/**
 * The reels in 3D: three cylinders lying on their sides, their sides textured with the strips,
 * behind a cabinet bezel whose window shows three rows. The centre row is the prize line, marked
 * in green. Position p of a reel turns it so strip symbol p faces the player on the centre line
 * (p-1 above it, p+1 below it).
 */

const RADIUS = 1;
const REEL_WIDTH = 0.62;
const REEL_GAP = 0.09;
const FRAME_Z = RADIUS + 0.03;
const CAMERA_Z = 9;
const MARGIN = 0.045;
const CELL_PX = 256;
/** Length of the green prize-line arrows beside the window. */
const ARROW = 0.095;
/** Width of the gold rim round the window. */
const RIM = 0.028;
/** Speed above which a reel shows its blurred strip. */
const BLUR_SPEED = 10;

interface ReelMeshes {
  readonly pivot: Group;
  readonly side: MeshStandardMaterial;
  sharp: Texture | null;
  blurred: Texture | null;
  stops: number;
}

export class ReelScene implements ReelDisplay {
  readonly kind = 'webgl' as const;
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(20, 16 / 9, 0.1, 50);
  private readonly reels: ReelMeshes[] = [];
  private readonly frameGroup = new Group();
  private readonly lineMaterial: MeshBasicMaterial;
  private readonly glowMaterial: MeshBasicMaterial;
  private stopsPerReel = 16;
  private cssWidth = 1;

  /** Throws when WebGL cannot be had; the caller falls back to the flat display. */
  constructor(private readonly atlas: SymbolAtlas) {
    // preserveDrawingBuffer keeps the last frame readable, so screenshots (headless Chromium,
    // tests) are never blank; the reels are small enough for the extra copy not to matter.
    this.renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, alpha: false, powerPreference: 'high-performance' });
    this.canvas = this.renderer.domElement;
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.setClearColor(new Color('#1a0d22'));
    this.scene.background = new Color('#1a0d22');

    this.scene.add(new AmbientLight(0xffffff, 1.1));
    const key = new DirectionalLight(0xfff4e0, 2.4);
    key.position.set(0, 1.2, 8);
    this.scene.add(key);
    const fill = new DirectionalLight(0xffffff, 0.6);
    fill.position.set(-3, -2, 6);
    this.scene.add(fill);

    this.lineMaterial = new MeshBasicMaterial({ color: '#2dff62', transparent: true, opacity: 0.85 });
    this.glowMaterial = new MeshBasicMaterial({ map: glowTexture(), transparent: true, opacity: 0, depthWrite: false });

    for (let i = 0; i < 3; i++) this.reels.push(this.makeReel(i));
    this.scene.add(this.frameGroup);
    this.buildFrame();
    this.camera.position.set(0, 0, CAMERA_Z);
    this.camera.lookAt(0, 0, 0);
  }

  private makeReel(index: number): ReelMeshes {
    const pivot = new Group();
    pivot.position.x = (index - 1) * (REEL_WIDTH + REEL_GAP);
    const geometry = new CylinderGeometry(RADIUS, RADIUS, REEL_WIDTH, 96, 1, false);
    const side = new MeshStandardMaterial({ color: 0xffffff, roughness: 0.62, metalness: 0 });
    const cap = new MeshStandardMaterial({ color: '#2a1a10', roughness: 0.8 });
    const mesh = new Mesh(geometry, [side, cap, cap]);
    // Lay the cylinder on its side: its axis becomes the world X axis, u runs down the front.
    mesh.rotation.z = -Math.PI / 2;
    pivot.add(mesh);
    this.scene.add(pivot);
    return { pivot, side, sharp: null, blurred: null, stops: 16 };
  }

  /** Half the height of the bezel window, so exactly three rows show. */
  private windowHalfHeight(): number {
    const step = (2 * Math.PI) / this.stopsPerReel;
    const edgeAngle = 1.5 * step;
    const y = RADIUS * Math.sin(edgeAngle);
    const z = RADIUS * Math.cos(edgeAngle);
    // Project the row edge onto the bezel plane as the camera sees it.
    return (y * (CAMERA_Z - FRAME_Z)) / (CAMERA_Z - z);
  }

  private buildFrame(): void {
    for (const child of [...this.frameGroup.children]) {
      this.frameGroup.remove(child);
      if (child instanceof Mesh) child.geometry.dispose();
    }
    const hh = this.windowHalfHeight();
    const hw = 1.5 * REEL_WIDTH + REEL_GAP;
    const bezel = new MeshBasicMaterial({ color: '#1e0a29' });
    const gold = new MeshBasicMaterial({ color: '#c08a26' });

    const outer = new Shape();
    outer.moveTo(-20, -20);
    outer.lineTo(20, -20);
    outer.lineTo(20, 20);
    outer.lineTo(-20, 20);
    outer.closePath();
    outer.holes.push(rectPath(hw, hh));
    const plate = new Mesh(new ShapeGeometry(outer), bezel);
    plate.position.z = FRAME_Z;
    this.frameGroup.add(plate);

    const rim = RIM;
    const ring = new Shape();
    const ringOuter = rectPath(hw + rim, hh + rim);
    ring.setFromPoints(ringOuter.getPoints());
    ring.holes.push(rectPath(hw, hh));
    const ringMesh = new Mesh(new ShapeGeometry(ring), gold);
    ringMesh.position.z = FRAME_Z + 0.002;
    this.frameGroup.add(ringMesh);

    // Posts between the reels.
    for (const side of [-1, 1]) {
      const post = new Mesh(new BoxGeometry(REEL_GAP, 2 * hh, 0.02), bezel);
      post.position.set(side * (REEL_WIDTH / 2 + REEL_GAP / 2), 0, FRAME_Z);
      this.frameGroup.add(post);
      const trim = new Mesh(new BoxGeometry(0.012, 2 * hh, 0.02), gold);
      trim.position.set(side * (REEL_WIDTH / 2 + REEL_GAP / 2), 0, FRAME_Z + 0.004);
      this.frameGroup.add(trim);
    }

    // Shadows the bezel throws on the top and bottom rows.
    for (const side of [-1, 1]) {
      const shade = new Mesh(new PlaneGeometry(2 * hw, 0.16), new MeshBasicMaterial({ map: shadeTexture(side > 0), transparent: true, depthWrite: false }));
      shade.position.set(0, side * (hh - 0.08), FRAME_Z - 0.005);
      this.frameGroup.add(shade);
    }

    // The prize line: a green line across the centre row and green arrows on the bezel.
    const line = new Mesh(new BoxGeometry(2 * hw, 0.014, 0.004), this.lineMaterial);
    line.position.set(0, 0, FRAME_Z - 0.004);
    this.frameGroup.add(line);
    const arrowMaterial = new MeshBasicMaterial({ color: '#2dff62' });
    for (const side of [-1, 1]) {
      const arrow = new Shape();
      const x0 = side * (hw + rim + 0.015);
      const x1 = side * (hw + rim + ARROW);
      arrow.moveTo(x0, 0);
      arrow.lineTo(x1, 0.065);
      arrow.lineTo(x1, -0.065);
      arrow.closePath();
      const mesh = new Mesh(new ShapeGeometry(arrow), arrowMaterial);
      mesh.position.z = FRAME_Z + 0.003;
      this.frameGroup.add(mesh);
    }

    // Win glow round the centre row of every reel.
    const rowHeight = 2 * RADIUS * Math.sin(Math.PI / this.stopsPerReel);
    for (let i = 0; i < 3; i++) {
      const glow = new Mesh(new PlaneGeometry(REEL_WIDTH - 0.02, rowHeight - 0.01), this.glowMaterial);
      glow.position.set((i - 1) * (REEL_WIDTH + REEL_GAP), 0, FRAME_Z - 0.002);
      this.frameGroup.add(glow);
    }
  }

  setStrips(strips: readonly (readonly GnomosSymbol[])[]): void {
    const widthPx = Math.round((CELL_PX * REEL_WIDTH) / ((2 * Math.PI * RADIUS) / Math.max(1, strips[0]?.length ?? 16)));
    this.reels.forEach((reel, i) => {
      const strip = strips[i] ?? [];
      reel.sharp?.dispose();
      reel.blurred?.dispose();
      reel.sharp = null;
      reel.blurred = null;
      reel.side.map = null;
      if (strip.length === 0) {
        reel.side.needsUpdate = true;
        return;
      }
      const sharpCanvas = paintCylinderStrip(this.atlas, strip, CELL_PX, widthPx);
      reel.sharp = this.texture(sharpCanvas);
      reel.blurred = this.texture(blurAlongStrip(sharpCanvas, CELL_PX * 0.4));
      reel.stops = strip.length;
      reel.side.map = reel.sharp;
      reel.side.needsUpdate = true;
    });
    const stops = strips[0]?.length ?? 16;
    if (stops !== this.stopsPerReel && stops > 3) {
      this.stopsPerReel = stops;
      this.buildFrame();
      this.fitCamera();
    }
  }

  private texture(canvas: HTMLCanvasElement): Texture {
    const t = new CanvasTexture(canvas);
    t.colorSpace = SRGBColorSpace;
    t.wrapS = RepeatWrapping;
    t.anisotropy = Math.min(8, this.renderer.capabilities.getMaxAnisotropy());
    return t;
  }

  resize(width: number, height: number, pixelRatio: number): void {
    this.cssWidth = Math.max(1, width);
    this.renderer.setPixelRatio(pixelRatio);
    this.renderer.setSize(Math.max(1, width), Math.max(1, height), false);
    this.camera.aspect = Math.max(1, width) / Math.max(1, height);
    this.fitCamera();
  }

  /** Chooses the field of view that fits the bezel window plus a margin, whatever the aspect. */
  private fitCamera(): void {
    const hh = this.windowHalfHeight() + MARGIN;
    const hw = 1.5 * REEL_WIDTH + REEL_GAP + RIM + ARROW + MARGIN;
    const needHalfHeight = Math.max(hh, hw / this.camera.aspect);
    this.camera.fov = (2 * Math.atan(needHalfHeight / (CAMERA_Z - FRAME_Z)) * 180) / Math.PI;
    this.camera.updateProjectionMatrix();
  }

  reelCentres(): number[] {
    const width = this.renderer.domElement.clientWidth || this.cssWidth;
    return this.reels.map((reel) => {
      const p = new Vector3(reel.pivot.position.x, 0, FRAME_Z).project(this.camera);
      return ((p.x + 1) / 2) * width;
    });
  }

  draw(frame: ReelFrame): void {
    this.reels.forEach((reel, i) => {
      const p = frame.positions[i] ?? 0;
      const step = (2 * Math.PI) / reel.stops;
      reel.pivot.rotation.x = -(p + 0.5) * step;
      const wantBlur = (frame.speeds[i] ?? 0) > BLUR_SPEED && reel.blurred !== null;
      const map = wantBlur ? reel.blurred : reel.sharp;
      if (reel.side.map !== map) {
        // Swapping one texture for another needs no shader change; only null <-> texture does.
        if (reel.side.map === null || map === null) reel.side.needsUpdate = true;
        reel.side.map = map;
      }
    });
    this.glowMaterial.opacity = Math.max(0, Math.min(1, frame.lineGlow));
    this.lineMaterial.opacity = 0.75 + 0.25 * frame.lineGlow;
    this.renderer.render(this.scene, this.camera);
  }
}

function rectPath(hw: number, hh: number): Path {
  const p = new Path();
  p.moveTo(-hw, -hh);
  p.lineTo(hw, -hh);
  p.lineTo(hw, hh);
  p.lineTo(-hw, hh);
  p.closePath();
  return p;
}

function shadeTexture(top: boolean): Texture {
  const c = document.createElement('canvas');
  c.width = 4;
  c.height = 64;
  const ctx = c.getContext('2d');
  if (ctx) {
    const g = ctx.createLinearGradient(0, 0, 0, 64);
    g.addColorStop(top ? 0 : 1, 'rgba(10,0,15,0.75)');
    g.addColorStop(top ? 1 : 0, 'rgba(10,0,15,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 4, 64);
  }
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  return t;
}

function glowTexture(): Texture {
  const c = document.createElement('canvas');
  c.width = 128;
  c.height = 96;
  const ctx = c.getContext('2d');
  if (ctx) {
    ctx.fillStyle = 'rgba(60,255,100,0.16)';
    ctx.fillRect(6, 6, 116, 84);
    ctx.shadowColor = '#2dff62';
    ctx.shadowBlur = 8;
    ctx.strokeStyle = '#2dff62';
    ctx.lineWidth = 6;
    ctx.strokeRect(6, 6, 116, 84);
    ctx.shadowBlur = 0;
    ctx.strokeStyle = '#d8ffe0';
    ctx.lineWidth = 2;
    ctx.strokeRect(6, 6, 116, 84);
  }
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  return t;
}
