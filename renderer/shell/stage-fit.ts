/**
 * The shell's screens (the game menu, the video-slot stage) are designed on a fixed 1920 × 1080
 * stage, scaled uniformly to fit the window (letterboxed).
 */
export const SHELL_STAGE = { width: 1920, height: 1080 } as const;

export function fitShellStage(stage: HTMLElement, windowWidth: number, windowHeight: number): number {
  const scale = Math.min(windowWidth / SHELL_STAGE.width, windowHeight / SHELL_STAGE.height);
  const x = (windowWidth - SHELL_STAGE.width * scale) / 2;
  const y = (windowHeight - SHELL_STAGE.height * scale) / 2;
  stage.style.width = `${SHELL_STAGE.width}px`;
  stage.style.height = `${SHELL_STAGE.height}px`;
  stage.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
  return scale;
}

/** Keeps a stage fitted to the window; returns the stop function. */
export function keepFitted(stage: HTMLElement, onScale: (scale: number) => void = () => undefined): () => void {
  const fit = (): void => onScale(fitShellStage(stage, window.innerWidth, window.innerHeight));
  window.addEventListener('resize', fit);
  fit();
  return () => window.removeEventListener('resize', fit);
}
