import { AdditiveBlending, CanvasTexture, Mesh, MeshBasicMaterial, OrthographicCamera, PlaneGeometry, Scene, SRGBColorSpace, WebGLRenderer } from 'three';
import type { SymbolTextures } from './symbol-textures';

/**
 * The video slot's reels in Three.js: any number of reels and rows, each reel a column of
 * symbol planes scrolled to a position, static planes for held cells, an anticipation glow per
 * reel, and a drawn layer on top (win lines, outlines: see line-layer.ts). It draws what it is
 * told; the timing is reel-motion.ts's.
 */
export class ReelStage {
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera: OrthographicCamera;
  private readonly cells: Mesh<PlaneGeometry, MeshBasicMaterial>[][] = [];
  private readonly held: Mesh<PlaneGeometry, MeshBasicMaterial>[] = [];
  private readonly glows: Mesh<PlaneGeometry, MeshBasicMaterial>[] = [];
  /** One tall plane per reel for an expanded symbol (hidden unless the reel is expanded). */
  private readonly tall: Mesh<PlaneGeometry, MeshBasicMaterial>[] = [];
  private readonly backdrop: Mesh<PlaneGeometry, MeshBasicMaterial>;
  private readonly overlay: Mesh<PlaneGeometry, MeshBasicMaterial>;
  readonly overlayCanvas: HTMLCanvasElement;
  private readonly overlayTexture: CanvasTexture;
  private reels = 0;
  private rows = 0;
  /** Something changed since the last render (idle reels cost nothing). */
  private dirty = true;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly symbols: SymbolTextures,
    private readonly backgroundColours: readonly [string, string],
    private readonly glowColour: string,
  ) {
    this.renderer = new WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.canvas = this.renderer.domElement;
    this.camera = new OrthographicCamera(0, width, 0, -height, -10, 10);
    this.backdrop = new Mesh(new PlaneGeometry(width, height), new MeshBasicMaterial({ transparent: true }));
    this.backdrop.position.set(width / 2, -height / 2, -5);
    this.scene.add(this.backdrop);
    this.overlayCanvas = document.createElement('canvas');
    this.overlayCanvas.width = Math.round(width * 1.5);
    this.overlayCanvas.height = Math.round(height * 1.5);
    this.overlayTexture = new CanvasTexture(this.overlayCanvas);
    this.overlayTexture.colorSpace = SRGBColorSpace;
    this.overlay = new Mesh(new PlaneGeometry(width, height), new MeshBasicMaterial({ map: this.overlayTexture, transparent: true, depthTest: false }));
    this.overlay.position.set(width / 2, -height / 2, 5);
    this.overlay.renderOrder = 10;
    this.scene.add(this.overlay);
  }

  get cellWidth(): number {
    return this.width / Math.max(1, this.reels);
  }

  get cellHeight(): number {
    return this.height / Math.max(1, this.rows);
  }

  /** Builds the columns for reels × rows (again only when the size changes). */
  setGrid(reels: number, rows: number): void {
    if (reels === this.reels && rows === this.rows) return;
    for (const column of this.cells) for (const mesh of column) this.scene.remove(mesh);
    for (const glow of this.glows) this.scene.remove(glow);
    for (const mesh of this.tall) {
      this.scene.remove(mesh);
      mesh.material.map?.dispose();
    }
    this.cells.length = 0;
    this.glows.length = 0;
    this.tall.length = 0;
    this.reels = reels;
    this.rows = rows;
    this.dirty = true;
    // The grid's size, for tests and tools ("5x5").
    this.canvas.dataset.grid = `${reels}x${rows}`;
    const cw = this.cellWidth;
    const ch = this.cellHeight;
    const size = Math.min(cw, ch) * 0.94;
    for (let r = 0; r < reels; r++) {
      const column: Mesh<PlaneGeometry, MeshBasicMaterial>[] = [];
      for (let i = 0; i < rows + 2; i++) {
        const mesh = new Mesh(new PlaneGeometry(size, size), new MeshBasicMaterial({ transparent: true }));
        mesh.position.set(r * cw + cw / 2, 0, 0);
        this.scene.add(mesh);
        column.push(mesh);
      }
      this.cells.push(column);
      const glow = new Mesh(new PlaneGeometry(cw, this.height), new MeshBasicMaterial({ map: this.glowTexture(), transparent: true, blending: AdditiveBlending, opacity: 0, depthTest: false }));
      glow.position.set(r * cw + cw / 2, -this.height / 2, 2);
      glow.renderOrder = 5;
      this.scene.add(glow);
      this.glows.push(glow);
      const tall = new Mesh(new PlaneGeometry(cw * 0.97, this.height * 0.985), new MeshBasicMaterial({ transparent: true }));
      tall.position.set(r * cw + cw / 2, -this.height / 2, 1.5);
      tall.renderOrder = 4;
      tall.visible = false;
      this.scene.add(tall);
      this.tall.push(tall);
    }
    this.paintBackdrop();
  }

  /** Puts a reel at `position` cells along its sequence (symbolAt gives the symbol of an index). */
  setReel(reel: number, position: number, symbolAt: (index: number) => string): void {
    const column = this.cells[reel];
    if (!column) return;
    this.dirty = true;
    const base = Math.floor(position);
    const frac = position - base;
    const ch = this.cellHeight;
    for (let i = 0; i < column.length; i++) {
      const mesh = column[i] as Mesh<PlaneGeometry, MeshBasicMaterial>;
      const index = base + i - 1;
      const row = i - 1 - frac;
      mesh.position.y = -(row * ch + ch / 2);
      const map = this.symbols.get(symbolAt(index));
      if (mesh.material.map !== map) {
        mesh.material.map = map;
        mesh.material.needsUpdate = true;
      }
      mesh.visible = row > -1.01 && row < this.rows + 0.01;
    }
  }

  /**
   * Puts a column's symbols each at its own row (fractional, 0 = the top cell): a dropping
   * column, whose old and new symbols are on screen at once. Planes are added as needed.
   */
  setColumn(reel: number, cells: readonly { readonly symbol: string; readonly row: number }[]): void {
    const column = this.cells[reel];
    if (!column) return;
    this.dirty = true;
    const cw = this.cellWidth;
    const ch = this.cellHeight;
    const size = Math.min(cw, ch) * 0.94;
    while (column.length < cells.length) {
      const mesh = new Mesh(new PlaneGeometry(size, size), new MeshBasicMaterial({ transparent: true }));
      mesh.position.set(reel * cw + cw / 2, 0, 0);
      this.scene.add(mesh);
      column.push(mesh);
    }
    column.forEach((mesh, i) => {
      const cell = cells[i];
      mesh.visible = cell !== undefined && cell.row > -1 && cell.row < this.rows;
      if (!cell) return;
      mesh.position.y = -(cell.row * ch + ch / 2);
      const map = this.symbols.get(cell.symbol);
      if (mesh.material.map !== map) {
        mesh.material.map = map;
        mesh.material.needsUpdate = true;
      }
    });
  }

  /** Cells standing still over the running reels (held cells of a feature). */
  setHeld(cells: readonly { reel: number; row: number; symbol: string }[]): void {
    this.dirty = true;
    while (this.held.length > cells.length) {
      const mesh = this.held.pop();
      if (mesh) this.scene.remove(mesh);
    }
    const cw = this.cellWidth;
    const ch = this.cellHeight;
    const size = Math.min(cw, ch) * 0.94;
    cells.forEach((cell, i) => {
      let mesh = this.held[i];
      if (!mesh) {
        mesh = new Mesh(new PlaneGeometry(size, size), new MeshBasicMaterial({ transparent: true }));
        mesh.renderOrder = 3;
        this.scene.add(mesh);
        this.held.push(mesh);
      }
      mesh.position.set(cell.reel * cw + cw / 2, -(cell.row * ch + ch / 2), 1);
      mesh.material.map = this.symbols.get(cell.symbol);
      mesh.material.needsUpdate = true;
    });
  }

  /**
   * Covers reels with one tall symbol each: `progress` 0 shows only the cell of `fromRow` (where
   * the symbol landed), 1 the whole reel; in between the symbol opens up and down over the reel.
   * Reels not listed show their cells.
   */
  setExpanded(items: readonly { reel: number; symbol: string; fromRow: number; progress: number }[]): void {
    this.dirty = true;
    // The reels covered whole, for tests and tools ("2" once reel 3's symbol has grown over it).
    this.canvas.dataset.expanded = items
      .filter((i) => i.progress >= 1)
      .map((i) => i.reel)
      .join(',');
    this.canvas.dataset.expanding = items
      .filter((i) => i.progress < 1)
      .map((i) => i.reel)
      .join(',');
    this.tall.forEach((mesh, reel) => {
      const item = items.find((i) => i.reel === reel);
      mesh.visible = item !== undefined;
      if (!item) return;
      // Once grown, the tall symbol stands alone on its reel (the cells under it are hidden).
      if (item.progress >= 1) for (const cell of this.cells[reel] ?? []) cell.visible = false;
      const base = this.symbols.tall(item.symbol, this.cellWidth, this.height);
      let map = mesh.material.map;
      if (!map || map.userData.symbol !== item.symbol) {
        map?.dispose();
        map = base.clone();
        map.userData = { symbol: item.symbol };
        map.needsUpdate = true;
        mesh.material.map = map;
        mesh.material.needsUpdate = true;
      }
      const ch = this.cellHeight;
      const e = easeOutBack(Math.max(0, Math.min(1, item.progress)));
      const top = Math.max(0, item.fromRow * ch * (1 - e));
      const bottom = Math.min(this.height, (item.fromRow + 1) * ch + (this.height - (item.fromRow + 1) * ch) * e);
      const span = Math.max(1, bottom - top) / this.height;
      mesh.scale.y = span;
      mesh.position.y = -(top + bottom) / 2;
      map.repeat.set(1, span);
      map.offset.set(0, 1 - bottom / this.height);
    });
  }

  /** A reel's anticipation glow, 0 (off) to 1. */
  setGlow(reel: number, level: number): void {
    const glow = this.glows[reel];
    if (glow && glow.material.opacity !== level) {
      glow.material.opacity = level;
      this.dirty = true;
    }
  }

  /** The drawn layer changed: upload it. */
  overlayChanged(): void {
    this.overlayTexture.needsUpdate = true;
    this.dirty = true;
  }

  resize(cssWidth: number, cssHeight: number, pixelRatio: number): void {
    this.renderer.setPixelRatio(pixelRatio);
    this.renderer.setSize(cssWidth, cssHeight, false);
    this.canvas.style.width = `${cssWidth}px`;
    this.canvas.style.height = `${cssHeight}px`;
    this.dirty = true;
  }

  render(): void {
    if (!this.dirty) return;
    this.dirty = false;
    this.renderer.render(this.scene, this.camera);
  }

  dispose(): void {
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.overlayTexture.dispose();
  }

  private paintBackdrop(): void {
    const canvas = document.createElement('canvas');
    canvas.width = 512;
    canvas.height = 512;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      const cw = canvas.width / this.reels;
      for (let r = 0; r < this.reels; r++) {
        const g = ctx.createLinearGradient(r * cw, 0, (r + 1) * cw, 0);
        g.addColorStop(0, this.backgroundColours[1]);
        g.addColorStop(0.5, this.backgroundColours[0]);
        g.addColorStop(1, this.backgroundColours[1]);
        ctx.fillStyle = g;
        ctx.fillRect(r * cw, 0, cw, canvas.height);
        const shade = ctx.createLinearGradient(0, 0, 0, canvas.height);
        shade.addColorStop(0, 'rgba(0,0,0,0.55)');
        shade.addColorStop(0.18, 'rgba(0,0,0,0)');
        shade.addColorStop(0.82, 'rgba(0,0,0,0)');
        shade.addColorStop(1, 'rgba(0,0,0,0.55)');
        ctx.fillStyle = shade;
        ctx.fillRect(r * cw, 0, cw, canvas.height);
        ctx.fillStyle = 'rgba(255, 214, 120, 0.55)';
        if (r > 0) ctx.fillRect(r * cw - 1, 0, 2, canvas.height);
      }
    }
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    this.backdrop.material.map = texture;
    this.backdrop.material.needsUpdate = true;
  }

  private glowTexture(): CanvasTexture {
    const canvas = document.createElement('canvas');
    canvas.width = 128;
    canvas.height = 512;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.strokeStyle = this.glowColour;
      ctx.shadowColor = this.glowColour;
      for (let k = 0; k < 4; k++) {
        ctx.lineWidth = 10 - k * 2;
        ctx.shadowBlur = 30;
        ctx.strokeRect(8, 8, canvas.width - 16, canvas.height - 16);
      }
      const g = ctx.createLinearGradient(0, 0, canvas.width, 0);
      g.addColorStop(0, 'rgba(255,200,80,0.35)');
      g.addColorStop(0.5, 'rgba(255,200,80,0.05)');
      g.addColorStop(1, 'rgba(255,200,80,0.35)');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
    }
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    return texture;
  }
}

/** Eases out with a touch of overshoot, clamped to the reel (the expansion's snap). */
function easeOutBack(t: number): number {
  const c = 1.4;
  return Math.min(1, 1 + (c + 1) * Math.pow(t - 1, 3) + c * Math.pow(t - 1, 2));
}
