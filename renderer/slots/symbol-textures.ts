import { CanvasTexture, SRGBColorSpace, type Texture } from 'three';

/** One texture per symbol, painted once by the game's painter. */
export class SymbolTextures {
  private readonly textures = new Map<string, Texture>();

  constructor(
    private readonly paint: (ctx: CanvasRenderingContext2D, symbol: string, size: number) => void,
    private readonly size = 256,
  ) {}

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
    for (const t of this.textures.values()) t.dispose();
    this.textures.clear();
  }
}
