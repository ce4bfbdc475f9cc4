import {
  BoxGeometry,
  CanvasTexture,
  CylinderGeometry,
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  Path,
  PlaneGeometry,
  RepeatWrapping,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  type Texture,
  type WebGLRenderer,
} from 'three';
import type { SymbolAtlas } from './atlas';
import type { BankFrame, LineCells } from './reel-display';
import { blurAlongStrip, paintCylinderStrip } from './reel-strip';

/**
 * One game's three reels in 3D: cylinders lying on their sides, textured with the strips, behind
 * a bezel whose window shows three rows. The lower game marks its centre row in green (its one
 * prize line); the upper game draws its 8 lines over all three rows. Position p of a reel turns
 * it so strip symbol p faces the player on the centre row (p-1 above it, p+1 below it).
 */

export const RADIUS = 1;
export const REEL_WIDTH = 0.62;
export const REEL_GAP = 0.09;
export const FRAME_Z = RADIUS + 0.03;
export const CAMERA_Z = 9;
/** Vertical distance between the lower and the upper game's reels in the cabinet. */
export const BANK_SPACING = 1.6;
/** Width of the gold rim round the window. */
export const RIM = 0.028;
/** Length of the green prize-line arrows beside the lower window. */
export const ARROW = 0.095;
/** Half the width of the window. */
export const WINDOW_HALF_WIDTH = 1.5 * REEL_WIDTH + REEL_GAP;
const CELL_PX = 256;
/** Speed above which a reel shows its blurred strip. */
const BLUR_SPEED = 10;
/** Colours of the upper game's 8 lines, in line order. */
const LINE_COLOURS = ['#ff4a4a', '#ffd21f', '#4ac8ff', '#ff7ad9', '#7dff5a', '#ff9a30', '#c08aff', '#40ffd0'];
/** How bright a line that did not win stays, so the player can see where the lines run. */
const LINE_REST_OPACITY = 0.14;

export interface BankStyle {
  readonly bezel: string;
  readonly rim: string;
  /** The lower game's green centre line and arrows. */
  readonly prizeLine: boolean;
}

interface ReelMeshes {
  readonly pivot: Group;
  readonly side: MeshLambertMaterial;
  sharp: Texture | null;
  blurred: Texture | null;
  stops: number;
}

/** Where a row's centre shows on the bezel plane, for `stops` stops per reel (row 0 at the top). */
export function rowCentreY(row: number, stops: number): number {
  const angle = ((1 - row) * 2 * Math.PI) / stops;
  const y = RADIUS * Math.sin(angle);
  const z = RADIUS * Math.cos(angle);
  return (y * (CAMERA_Z - FRAME_Z)) / (CAMERA_Z - z);
}

/** Half the height of the bezel window, so exactly three rows show. */
export function windowHalfHeight(stops: number): number {
  const edgeAngle = (1.5 * 2 * Math.PI) / stops;
  const y = RADIUS * Math.sin(edgeAngle);
  const z = RADIUS * Math.cos(edgeAngle);
  return (y * (CAMERA_Z - FRAME_Z)) / (CAMERA_Z - z);
}

export function reelX(reel: number): number {
  return (reel - 1) * (REEL_WIDTH + REEL_GAP);
}

export class ReelBank {
  readonly group = new Group();
  private readonly reels: ReelMeshes[] = [];
  private readonly frameGroup = new Group();
  private readonly linesGroup = new Group();
  private readonly prizeLineMaterial = new MeshBasicMaterial({ color: '#2dff62', transparent: true, opacity: 0.85 });
  private readonly glowMaterial: MeshBasicMaterial;
  private readonly cellGlowMaterial: MeshBasicMaterial;
  private lineMaterials: MeshBasicMaterial[] = [];
  private lines: readonly LineCells[] = [];
  /** For each of the 9 cells (reel * 3 + row), the lines through it. */
  private cellLines: number[][] = [];
  private cellGlows: Mesh[] = [];
  private stopsPerReel = 16;

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly atlas: SymbolAtlas,
    private readonly style: BankStyle,
  ) {
    this.glowMaterial = new MeshBasicMaterial({ map: glowTexture('#2dff62'), transparent: true, opacity: 0, depthWrite: false });
    this.cellGlowMaterial = new MeshBasicMaterial({ map: glowTexture('#ffe45a'), transparent: true, opacity: 0, depthWrite: false });
    for (let i = 0; i < 3; i++) this.reels.push(this.makeReel(i));
    this.group.add(this.frameGroup, this.linesGroup);
    this.buildFrame();
  }

  private makeReel(index: number): ReelMeshes {
    const pivot = new Group();
    pivot.position.x = reelX(index);
    const geometry = new CylinderGeometry(RADIUS, RADIUS, REEL_WIDTH, 96, 1, false);
    const side = new MeshLambertMaterial({ color: 0xffffff });
    const cap = new MeshLambertMaterial({ color: '#2a1a10' });
    const mesh = new Mesh(geometry, [side, cap, cap]);
    // Lay the cylinder on its side: its axis becomes the world X axis, u runs down the front.
    mesh.rotation.z = -Math.PI / 2;
    pivot.add(mesh);
    this.group.add(pivot);
    return { pivot, side, sharp: null, blurred: null, stops: 16 };
  }

  private clear(group: Group): void {
    for (const child of [...group.children]) {
      group.remove(child);
      if (child instanceof Mesh) child.geometry.dispose();
    }
  }

  private buildFrame(): void {
    this.clear(this.frameGroup);
    const hh = windowHalfHeight(this.stopsPerReel);
    const hw = WINDOW_HALF_WIDTH;
    const bezel = new MeshBasicMaterial({ color: this.style.bezel });
    const gold = new MeshBasicMaterial({ color: this.style.rim });

    // The plate reaches half way to the other game's reels, so the two plates meet.
    const half = BANK_SPACING / 2;
    const outer = new Shape();
    outer.moveTo(-20, -half);
    outer.lineTo(20, -half);
    outer.lineTo(20, half);
    outer.lineTo(-20, half);
    outer.closePath();
    outer.holes.push(rectPath(hw, hh));
    const plate = new Mesh(new ShapeGeometry(outer), bezel);
    plate.position.z = FRAME_Z;
    this.frameGroup.add(plate);

    const ring = new Shape();
    ring.setFromPoints(rectPath(hw + RIM, hh + RIM).getPoints());
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

    if (this.style.prizeLine) this.buildPrizeLine(hw);

    const rowHeight = 2 * RADIUS * Math.sin(Math.PI / this.stopsPerReel);
    // Win glow round the centre row of every reel (lower game).
    if (this.style.prizeLine) {
      for (let i = 0; i < 3; i++) {
        const glow = new Mesh(new PlaneGeometry(REEL_WIDTH - 0.02, rowHeight - 0.01), this.glowMaterial);
        glow.position.set(reelX(i), 0, FRAME_Z - 0.002);
        this.frameGroup.add(glow);
      }
    }
    this.buildLines();
  }

  /** The green prize line across the centre row and green arrows on the bezel. */
  private buildPrizeLine(hw: number): void {
    const line = new Mesh(new BoxGeometry(2 * hw, 0.014, 0.004), this.prizeLineMaterial);
    line.position.set(0, 0, FRAME_Z - 0.004);
    this.frameGroup.add(line);
    const arrowMaterial = new MeshBasicMaterial({ color: '#2dff62' });
    for (const side of [-1, 1]) {
      const arrow = new Shape();
      const x0 = side * (hw + RIM + 0.015);
      const x1 = side * (hw + RIM + ARROW);
      arrow.moveTo(x0, 0);
      arrow.lineTo(x1, 0.065);
      arrow.lineTo(x1, -0.065);
      arrow.closePath();
      const mesh = new Mesh(new ShapeGeometry(arrow), arrowMaterial);
      mesh.position.z = FRAME_Z + 0.003;
      this.frameGroup.add(mesh);
    }
  }

  /** The upper game's lines as thin bars from cell centre to cell centre, plus the cell glows. */
  setLines(lines: readonly LineCells[]): void {
    this.lines = lines;
    this.buildLines();
  }

  private buildLines(): void {
    this.clear(this.linesGroup);
    for (const m of this.lineMaterials) m.dispose();
    this.lineMaterials = [];
    this.cellGlows = [];
    this.cellLines = Array.from({ length: 9 }, () => []);
    if (this.lines.length === 0) return;
    const rowHeight = 2 * RADIUS * Math.sin(Math.PI / this.stopsPerReel);
    for (let cell = 0; cell < 9; cell++) {
      const reel = Math.floor(cell / 3);
      const row = cell % 3;
      const glow = new Mesh(new PlaneGeometry(REEL_WIDTH - 0.03, rowHeight * 0.94), this.cellGlowMaterial);
      glow.position.set(reelX(reel), rowCentreY(row, this.stopsPerReel), FRAME_Z - 0.006);
      glow.visible = false;
      this.cellGlows.push(glow);
      this.linesGroup.add(glow);
    }
    this.lines.forEach((cells, index) => {
      const material = new MeshBasicMaterial({ color: LINE_COLOURS[index % LINE_COLOURS.length], transparent: true, opacity: LINE_REST_OPACITY, depthWrite: false });
      this.lineMaterials.push(material);
      // Lines that share cells are set a little apart so each can be told from the others.
      const shift = (index - (this.lines.length - 1) / 2) * 0.01;
      for (let k = 0; k + 1 < cells.length; k++) {
        const a = cells[k];
        const b = cells[k + 1];
        if (!a || !b) continue;
        const ax = reelX(a[0]) + shift;
        const ay = rowCentreY(a[1], this.stopsPerReel) + shift;
        const bx = reelX(b[0]) + shift;
        const by = rowCentreY(b[1], this.stopsPerReel) + shift;
        const length = Math.hypot(bx - ax, by - ay);
        const bar = new Mesh(new BoxGeometry(length + 0.026, 0.026, 0.002), material);
        bar.position.set((ax + bx) / 2, (ay + by) / 2, FRAME_Z - 0.004);
        bar.rotation.z = Math.atan2(by - ay, bx - ax);
        this.linesGroup.add(bar);
      }
      for (const [reel, row] of cells) this.cellLines[reel * 3 + row]?.push(index);
    });
  }

  setStrips(strips: readonly (readonly string[])[]): void {
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
    }
  }

  get stops(): number {
    return this.stopsPerReel;
  }

  private texture(canvas: HTMLCanvasElement): Texture {
    const t = new CanvasTexture(canvas);
    t.colorSpace = SRGBColorSpace;
    t.wrapS = RepeatWrapping;
    t.anisotropy = Math.min(8, this.renderer.capabilities.getMaxAnisotropy());
    return t;
  }

  /** Turns the reels and lights the lines for one frame (no allocation). */
  pose(frame: BankFrame, lineGlow: readonly number[] | null): void {
    for (let i = 0; i < this.reels.length; i++) {
      const reel = this.reels[i] as ReelMeshes;
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
    }
    const glow = Math.max(0, Math.min(1, frame.glow));
    this.glowMaterial.opacity = glow;
    this.prizeLineMaterial.opacity = 0.75 + 0.25 * glow;
    if (lineGlow) this.poseLines(lineGlow);
  }

  private poseLines(lineGlow: readonly number[]): void {
    let brightest = 0;
    for (let i = 0; i < this.lineMaterials.length; i++) {
      const g = Math.max(0, Math.min(1, lineGlow[i] ?? 0));
      (this.lineMaterials[i] as MeshBasicMaterial).opacity = LINE_REST_OPACITY + (1 - LINE_REST_OPACITY) * g;
      if (g > brightest) brightest = g;
    }
    for (let cell = 0; cell < this.cellGlows.length; cell++) {
      const through = this.cellLines[cell] ?? [];
      let lit = false;
      for (let k = 0; k < through.length; k++) if ((lineGlow[through[k] as number] ?? 0) > 0) lit = true;
      (this.cellGlows[cell] as Mesh).visible = lit;
    }
    this.cellGlowMaterial.opacity = 0.35 + 0.5 * brightest;
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

function glowTexture(colour: string): Texture {
  const c = document.createElement('canvas');
  c.width = 128;
  c.height = 96;
  const ctx = c.getContext('2d');
  if (ctx) {
    ctx.globalAlpha = 0.16;
    ctx.fillStyle = colour;
    ctx.fillRect(6, 6, 116, 84);
    ctx.globalAlpha = 1;
    ctx.shadowColor = colour;
    ctx.shadowBlur = 8;
    ctx.strokeStyle = colour;
    ctx.lineWidth = 6;
    ctx.strokeRect(6, 6, 116, 84);
    ctx.shadowBlur = 0;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2;
    ctx.strokeRect(6, 6, 116, 84);
  }
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  return t;
}
