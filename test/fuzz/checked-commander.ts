/**
 * Sits between the drivers and the bus and holds every outcome of `send` against what the line
 * really carried: a resolved reply must be the device's true reply (or the malformed stand-in
 * the line sent in its place, which the driver must then refuse), and a refusal must come from
 * a non-ACK frame the line sent. Anything else is a reply the bus invented from noise.
 */
import { isDeepStrictEqual } from 'node:util';
import { CctalkRefusedError, type CctalkCommand, type CctalkCommander } from '../../hardware/cctalk/commander';
import type { CctalkBus } from '../../hardware/cctalk/bus';
import type { CctalkLineScript } from './cctalk-line-script';

export class CheckedCommander implements CctalkCommander {
  /** Replies resolved with the device's true data. */
  trueReplies = 0;
  /** Malformed finals the bus handed to a driver (the driver must refuse them). */
  misshapenReplies = 0;
  refusals = 0;
  readonly mismatches: string[] = [];

  constructor(
    private readonly bus: CctalkBus,
    private readonly script: CctalkLineScript,
  ) {}

  async send(command: CctalkCommand): Promise<number[]> {
    let data: number[];
    try {
      data = await this.bus.send(command);
    } catch (error) {
      if (error instanceof CctalkRefusedError) this.checkRefusal(command, error);
      throw error;
    }
    this.checkReply(command, data);
    return data;
  }

  private exchangeFor(command: CctalkCommand): NonNullable<CctalkLineScript['last']> | null {
    const last = this.script.last;
    if (last === null || last.address !== command.address || last.header !== command.header) {
      this.note(`the line's last exchange ${JSON.stringify(last)} is not the command ${command.address}/${command.header}`);
      return null;
    }
    return last;
  }

  private checkReply(command: CctalkCommand, data: readonly number[]): void {
    const exchange = this.exchangeFor(command);
    if (exchange === null) return;
    if (exchange.final === 'true reply' && isDeepStrictEqual(data, exchange.trueData)) {
      this.trueReplies++;
      return;
    }
    if (exchange.final === 'misshapen reply' && isDeepStrictEqual(data, exchange.finalData)) {
      this.misshapenReplies++;
      return;
    }
    this.note(`${command.address}/${command.header} resolved [${data.join(' ')}]; the line's final was ${exchange.final} [${exchange.finalData.join(' ')}], true [${exchange.trueData?.join(' ')}]`);
  }

  private checkRefusal(command: CctalkCommand, error: CctalkRefusedError): void {
    const exchange = this.exchangeFor(command);
    if (exchange === null) return;
    if (exchange.final === 'foreign header' && exchange.finalHeader === error.replyHeader) {
      this.refusals++;
      return;
    }
    this.note(`${command.address}/${command.header} refused with header ${error.replyHeader}; the line's final was ${exchange.final} with header ${exchange.finalHeader}`);
  }

  private note(message: string): void {
    // A handful is enough to diagnose; a broken bus would otherwise fill memory.
    if (this.mismatches.length < 20) this.mismatches.push(message);
  }
}
