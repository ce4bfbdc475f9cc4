import { shinyText } from '../../slots/paint-kit';
import { paintJaguar, paintSerpent } from './carving-beasts';
import { paintIdol, paintMask } from './carving-faces';
import { paintCoin, paintEmerald, paintRuby, paintSapphire, paintTopaz } from './gem-art';
import { halo } from './stone-kit';

/**
 * Gonzo's Gold's symbols on canvas: four temple carvings (high) on tiles of different stone, each
 * with its own colour and silhouette so they tell apart at a glance, four cut gems (low) and the
 * gold COIN Scatter. The coin's label is the game's word for it ("SCATTER" in every language).
 */
export function paintGonzoSymbol(ctx: CanvasRenderingContext2D, symbol: string, s: number): void {
  ctx.clearRect(0, 0, s, s);
  switch (symbol) {
    case 'MASK':
      return paintMask(ctx, s);
    case 'IDOL':
      return paintIdol(ctx, s);
    case 'SERPENT':
      return paintSerpent(ctx, s);
    case 'JAGUAR':
      return paintJaguar(ctx, s);
    case 'RUBY':
      return paintRuby(ctx, s);
    case 'EMERALD':
      return paintEmerald(ctx, s);
    case 'SAPPHIRE':
      return paintSapphire(ctx, s);
    case 'TOPAZ':
      return paintTopaz(ctx, s);
    case 'COIN':
      return paintCoin(ctx, s, 'SCATTER');
    default:
      // A symbol this build does not know still shows, by name.
      halo(ctx, s / 2, s / 2, s / 2, 'rgba(255,255,255,0.3)');
      shinyText(ctx, symbol, s / 2, s / 2, s * 0.2, ['#fff', '#ccc', '#888'], '#fff', s * 0.86);
  }
}
