/**
 * What the single-game power-cut children share: the OS generator with a queue of scripted words
 * (so a child can steer one spin to a feature and leave every other draw to chance), and taking
 * credit through the emulated coin acceptor as a player would.
 */
import type { Rng } from '../../engine/core/rng';
import { CryptoRng } from '../../main/cabinet/crypto-rng';
import type { Intent, IntentResult } from '../../main/ipc/contract';

/** The OS generator, but for words queued by `script` (each is drawInt's answer when below the bound). */
export class ScriptedThenCrypto implements Rng {
  private readonly queue: number[] = [];
  private readonly crypto = new CryptoRng();
  script(words: readonly number[]): void {
    this.queue.push(...words);
  }
  nextUint32(): number {
    return this.queue.shift() ?? this.crypto.nextUint32();
  }
}

interface CoinCabinet {
  readonly cabinet: { handleIntent(intent: Intent): Promise<IntentResult>; pollDevices(): Promise<unknown> };
  readonly store: { wallet(): { creditsCents: number } };
}

/**
 * 2 € coins until the balance reaches `cents`, each credited as the cabinet polls the acceptor.
 * Coins, not bills: the emulated devices live in the child and start afresh at each boot, and a
 * coin acceptor's restart is one the cabinet reads as such.
 */
export async function takeCoins(running: CoinCabinet, cents: number): Promise<void> {
  const { cabinet, store } = running;
  for (let tries = 0; store.wallet().creditsCents < cents && tries < 300; tries += 1) {
    const before = store.wallet().creditsCents;
    await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 200 });
    for (let i = 0; i < 100 && store.wallet().creditsCents === before; i += 1) {
      await cabinet.pollDevices().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
}
