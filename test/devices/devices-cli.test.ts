/**
 * `npm run devices` as an operator uses it: the built CLI on real socat PTYs, commands piped into
 * its stdin, and the cabinet's own drivers on the host ends of the PTYs, seeing exactly what a
 * cabinet started with the printed command would see.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CctalkBus } from '../../hardware/cctalk/bus';
import { CctalkNoReplyError } from '../../hardware/cctalk/commander';
import { CctalkCoinAcceptor } from '../../hardware/coin-acceptor/cctalk-coin-acceptor';
import { IoBoard } from '../../hardware/io-board/io-board';
import type { PanelEvent } from '../../hardware/io-board/panel-types';
import { SerialPortLink } from '../../hardware/serial/serial-port-link';
import { CliSession } from './cli-session';

const LIMIT_MS = 120_000;

describe('npm run devices', () => {
  let dir: string;
  let cli: CliSession | null = null;
  const links: SerialPortLink[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'devices-cli-'));
  });

  afterEach(async () => {
    for (const link of links.splice(0)) await link.close();
    await cli?.interrupt();
    cli = null;
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(...args: string[]): Promise<CliSession> {
    cli = new CliSession(['--dir', join(dir, 'bench'), ...args]);
    await cli.waitFor(/Type help for the commands/);
    return cli;
  }

  async function open(path: string): Promise<SerialPortLink> {
    const link = await SerialPortLink.open(path);
    links.push(link);
    return link;
  }

  async function coinDriver(path: string): Promise<{ driver: CctalkCoinAcceptor; bus: CctalkBus; link: SerialPortLink }> {
    const link = await open(path);
    const bus = new CctalkBus(link, { echo: false, replyTimeoutMs: 100 });
    return { driver: new CctalkCoinAcceptor(bus, { deviceId: 'coin-acceptor' }), bus, link };
  }

  it(
    'prints the command that starts the cabinet on its PTYs, and a coin dropped at the console reaches the cabinet driver',
    async () => {
      const session = await start();
      const bench = join(dir, 'bench');
      expect(session.stdout).toContain(`npm start -- --cctalk-port ${bench}/cctalk --io-port ${bench}/io-board --cctalk-echo off`);

      const { driver, bus } = await coinDriver(join(bench, 'cctalk'));
      const identity = await driver.identify();
      expect(identity.category).toBe('Coin Acceptor');
      expect(identity.coinIds.get(4)).toBe('EU100A');

      // Until the cabinet enables coins, the acceptor hands them back and says why.
      expect(await session.command('coin 100', /coin 1\.00 € .*\n/)).toMatch(/returned: the cabinet has not enabled coins/);
      await driver.enableCoins([1, 2, 3, 4, 5]);
      await driver.setMasterInhibit(true);
      expect(await session.command('coin 100', /coin 1\.00 € .*\n/)).toMatch(/accepted \(1 coins, 1\.00 € so far\)/);
      expect(await session.command('coin 20', /coin 0\.20 € .*\n/)).toMatch(/accepted \(2 coins, 1\.20 € so far\)/);

      const credit = await driver.readBufferedCredit();
      // The returned coin is an event too (error 2, master inhibit), then the two coins, newest first.
      expect(credit.counter).toBe(3);
      expect(credit.events.slice(0, 3)).toEqual([
        [2, 1],
        [4, 1],
        [0, 2],
      ]);
      expect(await session.command('status', /replies: .*\n/)).toMatch(/coins accepted: 2 \(1\.20 €\): 0\.20 € ×1, 1\.00 € ×1/);

      // A jam is reported once and then every coin comes back, whatever the cabinet enabled.
      await session.command('coin jam', /coin acceptor jammed/);
      expect(await session.command('coin 100', /coin 1\.00 € .*\n/)).toMatch(/returned: the acceptor is jammed/);
      await session.command('coin unjam', /coin acceptor cleared/);
      await session.command('coin string', /coin on a string/);
      const faults = await driver.readBufferedCredit();
      expect(faults.counter).toBe(5);
      expect(faults.events.slice(0, 2)).toEqual([
        [0, 20],
        [0, 14],
      ]);
      expect(await session.command('bill 500', /bill 5\.00 € .*\n/)).toMatch(/handed back: the cabinet has not enabled bills/);
      bus.dispose();
    },
    LIMIT_MS,
  );

  it(
    'unplug makes the cabinet’s port vanish and plug brings it back on the same path; restart power-cycles a device',
    async () => {
      const session = await start('--no-io-board');
      const path = join(dir, 'bench', 'cctalk');
      const first = await coinDriver(path);
      await first.driver.enableCoins([4]);
      await first.driver.setMasterInhibit(true);
      await session.command('coin 100', /accepted/);
      const closed = new Promise<string>((resolve) => first.link.onClose(resolve));

      await session.command('unplug cctalk', /ccTalk bus unplugged\n/);
      await expect(closed).resolves.toMatch(/unplugged|error|closed/);
      expect(existsSync(path)).toBe(false);
      expect(await session.command('status', /replies: .*\n/)).toMatch(/ccTalk UNPLUGGED/);
      first.bus.dispose();

      await session.command('plug cctalk', /ccTalk bus plugged in at .*\n/);
      const second = await coinDriver(path);
      // The devices did not lose power with the cable: the coin is still in the buffer.
      expect((await second.driver.readBufferedCredit()).counter).toBe(1);

      await session.command('restart coin', /power cycled: coin acceptor\n/);
      expect((await second.driver.readBufferedCredit()).counter).toBe(0);
      second.bus.dispose();
    },
    LIMIT_MS,
  );

  it(
    'drives the I/O board: buttons and the key reach the cabinet’s board driver, its lamps show in status',
    async () => {
      const session = await start();
      const link = await open(join(dir, 'bench', 'io-board'));
      const board = new IoBoard(link, { deviceId: 'io-board' });
      const events: PanelEvent[] = [];
      board.onEvent((event) => events.push(event));
      board.start();
      try {
        const waitUntil = async (check: () => boolean): Promise<void> => {
          const deadline = Date.now() + 20_000;
          while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        };
        await waitUntil(() => board.switches().key !== null);
        expect(board.switches()).toEqual({ key: false, mainDoor: false, cashDoor: false });

        await session.command('press play', /play pressed/);
        await waitUntil(() => board.pressed('play'));
        expect(board.pressed('play')).toBe(true);
        await session.command('release play', /play released/);
        await waitUntil(() => !board.pressed('play'));
        expect(events.filter((e) => e.kind === 'button' && e.button === 'play').map((e) => e.kind === 'button' && e.pressed)).toEqual([true, false]);

        await session.command('key on', /attendant key on/);
        await session.command('door cash open', /cash door open/);
        await waitUntil(() => board.switches().key === true && board.switches().cashDoor === true);
        expect(board.switches()).toEqual({ key: true, mainDoor: false, cashDoor: true });

        board.setLamps({ play: 'flash', tower: 'on' });
        let status = '';
        const deadline = Date.now() + 20_000;
        while (!/lamps: play flash, tower on/.test(status) && Date.now() < deadline) status = await session.command('status', /replies: .*\n/);
        expect(status).toMatch(/lamps: play flash, tower on/);
        expect(status).toMatch(/switches: key ON, main door closed, cash door OPEN/);
      } finally {
        await board.stop();
      }
    },
    LIMIT_MS,
  );

  it(
    'sets line faults and hopper faults from the console',
    async () => {
      const session = await start('--no-io-board', '--faults', 'lost=1,corrupt=0');
      const { bus } = await coinDriver(join(dir, 'bench', 'cctalk'));
      const poll = (): Promise<number[]> => bus.send({ address: 2, header: 254 });
      // Every reply lost: the cabinet hears nothing, after its retries.
      await expect(poll()).rejects.toBeInstanceOf(CctalkNoReplyError);
      expect(await session.command('lost 0', /lost replies: 0 % on .*\n/)).toMatch(/coin acceptor, hopper, bill validator/);
      await expect(poll()).resolves.toEqual([]);
      expect(await session.command('status', /replies: .*\n/)).toMatch(/replies: 1 sent, [1-9]\d* lost, 0 corrupted/);

      await session.command('hopper empty', /hopper tube emptied \(2000 coins taken out\)/);
      expect(await session.command('status', /replies: .*\n/)).toMatch(/hopper: 0 coins in the tube/);
      await session.command('hopper refill 7', /7 coins in the tube/);
      await session.command('hopper jam 3', /hopper exit blocks after 3 more coins/);
      bus.dispose();
    },
    LIMIT_MS,
  );

  it(
    'refuses bad commands with a reason, goes on, and stops its devices at the end of input',
    async () => {
      const session = await start('--no-io-board');
      const path = join(dir, 'bench', 'cctalk');
      expect(existsSync(path)).toBe(true);
      session.send('coin 30');
      session.send('dance');
      session.send('press play');
      session.send('door side open');
      await session.command('status', /replies: .*\n/);
      expect(session.stderr).toContain('error: no 30 c coin in the coin table (10, 20, 50, 100, 200)');
      expect(session.stderr).toContain('error: unknown command "dance" (type help)');
      expect(session.stderr).toContain('error: no I/O board on this bench (started with --no-io-board)');
      expect(session.stderr).toContain('error: which door? main or cash (got "side")');
      // Refused commands in a script are a failure of the script.
      await expect(session.end()).resolves.toBe(1);
      expect(session.stdout).toMatch(/devices stopped\n$/);
      expect(existsSync(path)).toBe(false);
    },
    LIMIT_MS,
  );

  it(
    'will not take over the PTYs of another devices CLI on the same folder',
    async () => {
      await start('--no-io-board');
      const second = new CliSession(['--dir', join(dir, 'bench'), '--no-io-board']);
      await expect(second.exitCode).resolves.toBe(1);
      expect(second.stderr).toMatch(/already leads to a live PTY: is another `npm run devices` using/);
    },
    LIMIT_MS,
  );

  it('explains its options and refuses unknown ones', async () => {
    const help = new CliSession(['--help']);
    await expect(help.exitCode).resolves.toBe(0);
    expect(help.stdout).toContain('usage: npm run devices -- [options]');
    const wrong = new CliSession(['--faults', 'lost=2']);
    await expect(wrong.exitCode).resolves.toBe(2);
    expect(wrong.stderr).toContain('lost must be a rate 0..1 or a percentage 0%..100%, got "2"');
  });
});
