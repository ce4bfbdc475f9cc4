/**
 * The screen is designed on a fixed stage, 1280 × 800 landscape or 800 × 1280 portrait, and
 * scaled uniformly to fit the window (letterboxed), so every cabinet screen shows the same
 * layout. Returns the scale so the 3D canvas can render at the real pixel density.
 */
export const LANDSCAPE = { width: 1280, height: 800 } as const;
export const PORTRAIT = { width: 800, height: 1280 } as const;

export interface StageFit {
  readonly orientation: 'landscape' | 'portrait';
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

export function fitStage(windowWidth: number, windowHeight: number): StageFit {
  const orientation = windowHeight > windowWidth ? 'portrait' : 'landscape';
  const size = orientation === 'portrait' ? PORTRAIT : LANDSCAPE;
  const scale = Math.min(windowWidth / size.width, windowHeight / size.height);
  return {
    orientation,
    width: size.width,
    height: size.height,
    scale,
    offsetX: (windowWidth - size.width * scale) / 2,
    offsetY: (windowHeight - size.height * scale) / 2,
  };
}

export function applyStageFit(stage: HTMLElement, fit: StageFit): void {
  stage.classList.toggle('portrait', fit.orientation === 'portrait');
  stage.classList.toggle('landscape', fit.orientation === 'landscape');
  stage.style.width = `${fit.width}px`;
  stage.style.height = `${fit.height}px`;
  stage.style.transform = `translate(${fit.offsetX}px, ${fit.offsetY}px) scale(${fit.scale})`;
}
