/**
 * The production Rng: words from the operating system's CSPRNG (node:crypto), drawn at play
 * time. Bytes are fetched in blocks so a spin does not make a system call per draw; a block is
 * never reused.
 */
import { randomFillSync } from 'node:crypto';
import type { Rng } from '../../engine/core/rng';

const BLOCK_WORDS = 1024;

export class CryptoRng implements Rng {
  private readonly block = new Uint32Array(BLOCK_WORDS);
  private next = BLOCK_WORDS;

  nextUint32(): number {
    if (this.next === BLOCK_WORDS) {
      randomFillSync(this.block);
      this.next = 0;
    }
    const word = this.block[this.next] as number;
    this.next += 1;
    return word;
  }
}
