import { formatClock } from '../format';
import { setText } from './dom';

/** HH:MM from the local clock, refreshed every few seconds. Returns a stop function. */
export function startClock(node: HTMLElement, now: () => Date = () => new Date()): () => void {
  const tick = (): void => setText(node, formatClock(now()));
  tick();
  const id = setInterval(tick, 5000);
  return () => clearInterval(id);
}
