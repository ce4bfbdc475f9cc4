/**
 * One ccTalk line as drivers see it: a commander that outlives reconnects. Commands go to the bus
 * of the port that is up now; while it is down they fail at once with CctalkLinkClosedError
 * (the device is "unplugged", nothing was sent). Each driver gets its own view of the line that
 * records its device's health from every command's outcome, and holds back a silent device's
 * commands (silence-backoff.ts) so it cannot take the wire from the others.
 */
import { CctalkBus, type CctalkBusOptions } from '../../hardware/cctalk/bus';
import { CctalkLinkClosedError, CctalkNoReplyError, type CctalkCommand, type CctalkCommander } from '../../hardware/cctalk/commander';
import type { ByteLink } from '../../hardware/serial/byte-link';
import type { DeviceHealth } from './device-health';
import { DeviceSilentError, SilenceBackoff } from './silence-backoff';

export interface CommanderOptions {
  /** Sent ahead of queued commands of other devices (the coin acceptor: its buffer holds five coins). */
  readonly urgent?: boolean;
}

export class CctalkLine {
  private bus: CctalkBus | null = null;
  private portName: string;

  constructor(
    portName: string,
    private readonly options: CctalkBusOptions,
  ) {
    this.portName = portName;
  }

  get isUp(): boolean {
    return this.bus !== null;
  }

  get port(): string {
    return this.portName;
  }

  /** Figures of the bus on the wire now (null while the port is down). */
  get busStats(): CctalkBus['stats'] | null {
    return this.bus?.stats ?? null;
  }

  /** A port came up: commands go to it from now on. */
  up(link: ByteLink): void {
    this.bus?.dispose();
    this.bus = new CctalkBus(link, this.options);
    this.portName = link.name;
  }

  /** The port went away: queued and new commands fail as unplugged. */
  down(): void {
    this.bus?.dispose();
    this.bus = null;
  }

  /** The commander one device's driver uses; its outcomes move that device's health. */
  commanderFor(health: DeviceHealth, options: CommanderOptions = {}): CctalkCommander {
    const silence = new SilenceBackoff();
    return {
      send: async (command: CctalkCommand): Promise<number[]> => {
        const bus = this.bus;
        if (!bus) {
          const error = new CctalkLinkClosedError(this.portName);
          health.failed(error);
          throw error;
        }
        const plan = silence.plan();
        if (plan === 'skip') {
          const error = new DeviceSilentError(command.address, command.header);
          health.failed(error);
          throw error;
        }
        try {
          const reply = await bus.send({ ...command, ...(plan === 'probe' ? { retry: false } : {}), ...(options.urgent ? { urgent: true } : {}) });
          silence.answered();
          health.answered();
          return reply;
        } catch (error) {
          if (error instanceof CctalkNoReplyError) silence.unanswered(plan === 'probe');
          else if (error instanceof CctalkLinkClosedError) silence.released();
          else silence.answered(); // refused or malformed: the device is there
          health.failed(error as Error);
          throw error;
        }
      },
    };
  }
}
