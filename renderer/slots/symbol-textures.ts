import { CanvasTexture, SRGBColorSpace, type Texture } from 'three';

/** One texture per symbol, painted once by the game's painter. */
export class SymbolTextures {
  private readonly textures = new Map<string, Texture>();

  private readonly tallTextures = new Map<string, Texture>();

  constructor(
    private readonly paint: (ctx: CanvasRenderingContext2D, symbol: string, size: number) => void,
    private readonly size = 256,
    private readonly paintTall: ((ctx: CanvasRenderingContext2D, symbol: string, width: number, height: number) => void) | null = null,
  ) {}

  /** A symbol covering a whole reel (width : height as given), painted once per symbol and shape. */
  tall(symbol: string, width: number, height: number): Texture {
    const w = this.size;
    const h = Math.round((this.size * height) / Math.max(1, width));
    const key = `${symbol}:${h}`;
    const known = this.tallTextures.get(key);
    if (known) return known;
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      if (this.paintTall) this.paintTall(ctx, symbol, w, h);
      else {
        const g = ctx.createLinearGradient(0, 0, 0, h);
        g.addColorStop(0, 'rgba(40,10,60,0.95)');
        g.addColorStop(0.5, 'rgba(110,40,150,0.95)');
        g.addColorStop(1, 'rgba(40,10,60,0.95)');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, w, h);
        ctx.drawImage(this.image(symbol), 0, (h - w) / 2, w, w);
      }
    }
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = 4;
    this.tallTextures.set(key, texture);
    return texture;
  }

  get(symbol: string): Texture {
    const known = this.textures.get(symbol);
    if (known) return known;
    const canvas = document.createElement('canvas');
    canvas.width = this.size;
    canvas.height = this.size;
    const ctx = canvas.getContext('2d');
    if (ctx) this.paint(ctx, symbol, this.size);
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = 4;
    this.textures.set(symbol, texture);
    return texture;
  }

  /** The painted canvas of a symbol, for the paytable and the help pages. */
  image(symbol: string): HTMLCanvasElement {
    return this.get(symbol).image as HTMLCanvasElement;
  }

  dispose(): void {
    for (const t of [...this.textures.values(), ...this.tallTextures.values()]) t.dispose();
    this.textures.clear();
    this.tallTextures.clear();
  }
}
