/**
 * When the screen first showed each feature (a cauldron round, a minigame, a Double-or-Bonuses
 * game, the moment one of them ended), so intros play once and endings linger a moment before
 * the next scene. A screen restored as it stands (power-up, reconnect) marks what it shows as
 * long ago: no intro is replayed and nothing lingers.
 */
export class FeatureClock {
  private readonly seen = new Map<string, number>();

  /** The time `key` was first shown; records `now` if this is the first time. */
  firstSeen(key: string, now: number): number {
    const at = this.seen.get(key);
    if (at !== undefined) return at;
    this.seen.set(key, now);
    // Keys are per round; only the recent ones matter.
    if (this.seen.size > 64) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return now;
  }

  /** Remembers `key` as shown long ago (a restored screen). */
  markOld(key: string): void {
    if (!this.seen.has(key)) this.seen.set(key, -Infinity);
  }
}
