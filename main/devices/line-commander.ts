/**
 * One ccTalk line as drivers see it: a commander that outlives reconnects. Commands go to the bus
 * of the port that is up now; while it is down they fail at once with CctalkLinkClosedError
 * (the device is "unplugged", nothing was sent). Each driver gets its own view of the line that
 * records its device's health from every command's outcome.
 */
import { CctalkBus, type CctalkBusOptions } from '../../hardware/cctalk/bus';
import { CctalkLinkClosedError, type CctalkCommand, type CctalkCommander } from '../../hardware/cctalk/commander';
import type { ByteLink } from '../../hardware/serial/byte-link';
import type { DeviceHealth } from './device-health';

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
  commanderFor(health: DeviceHealth): CctalkCommander {
    return {
      send: async (command: CctalkCommand): Promise<number[]> => {
        const bus = this.bus;
        if (!bus) {
          const error = new CctalkLinkClosedError(this.portName);
          health.failed(error);
          throw error;
        }
        try {
          const reply = await bus.send(command);
          health.answered();
          return reply;
        } catch (error) {
          health.failed(error as Error);
          throw error;
        }
      },
    };
  }
}
