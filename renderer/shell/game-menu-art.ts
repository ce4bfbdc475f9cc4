import type { GameTileView } from '../../contract/game-menu';

/** Paints a tile's artwork on its canvas (a game's own, from renderer/games/index.ts). */
export type TileArtist = (ctx: CanvasRenderingContext2D, width: number, height: number) => void;

/** Artwork for a tile whose game brings none: its kind's colours and a row of reels. */
export function defaultTileArt(tile: GameTileView): TileArtist {
  const hue = [...tile.id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 360;
  return (ctx, w, h) => {
    const sky = ctx.createLinearGradient(0, 0, 0, h);
    sky.addColorStop(0, `hsl(${hue} 70% 28%)`);
    sky.addColorStop(1, `hsl(${(hue + 40) % 360} 80% 8%)`);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    const rays = ctx.createRadialGradient(w / 2, h * 0.45, 10, w / 2, h * 0.45, w * 0.6);
    rays.addColorStop(0, 'rgba(255,230,150,0.55)');
    rays.addColorStop(1, 'rgba(255,230,150,0)');
    ctx.fillStyle = rays;
    ctx.fillRect(0, 0, w, h);
    const reels = tile.kind === 'type-b' ? 3 : 5;
    const cw = (w * 0.8) / reels;
    for (let r = 0; r < reels; r++) {
      const x = w * 0.1 + r * cw;
      const g = ctx.createLinearGradient(x, 0, x + cw, 0);
      g.addColorStop(0, '#cfcfcf');
      g.addColorStop(0.5, '#ffffff');
      g.addColorStop(1, '#bdbdbd');
      ctx.fillStyle = g;
      ctx.fillRect(x + 4, h * 0.3, cw - 8, h * 0.4);
      ctx.fillStyle = `hsl(${(hue + r * 50) % 360} 80% 45%)`;
      ctx.font = `bold ${Math.round(cw * 0.55)}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('7', x + cw / 2, h / 2);
    }
  };
}
