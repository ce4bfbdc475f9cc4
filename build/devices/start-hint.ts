/**
 * What `npm run devices` prints once the devices are up: where they are, and the exact command
 * that starts the cabinet against them. A PTY is point to point, so unlike a real one-wire ccTalk
 * bus it does not echo the cabinet's own bytes back: the cabinet must be told the echo is off.
 */
import type { CabinetConfig } from '../../config/cabinet-config';

/** The start flag that says the ccTalk port does not echo. */
export const ECHO_OFF_FLAG = '--cctalk-echo off';

export interface StartHintInput {
  readonly cctalkPath: string;
  readonly ioPath: string | null;
  readonly config: CabinetConfig;
  readonly configFile: string | null;
}

export function startHint(input: StartHintInput): string {
  const { config } = input;
  const a = config.devices.cctalk.addresses;
  const lines = [
    'Devices ready:',
    `  ccTalk bus (${config.devices.cctalk.checksum} checksum): coin acceptor @${a.coinAcceptor}, hopper @${a.hopper}` +
      `${config.devices.cctalk.billValidator ? `, bill validator @${a.billValidator}` : ''} at ${input.cctalkPath}`,
    input.ioPath ? `  I/O board at ${input.ioPath}` : '  no I/O board (--no-io-board)',
    '',
    'Start the cabinet against them (in another terminal):',
    `  npm start -- --cctalk-port ${input.cctalkPath}${input.ioPath ? ` --io-port ${input.ioPath}` : ''} ${ECHO_OFF_FLAG}`,
  ];
  if (!input.ioPath) lines.push('  The cabinet\'s config must then say devices.ioBoard.enabled false, or it refuses to start without devices.ioBoard.port.');
  if (input.configFile) lines.push(`  Give the cabinet the same coin and bill tables: copy ${input.configFile} to cabinet-config.json in its data folder.`);
  lines.push('', 'Type help for the commands; Ctrl-C or end of input stops the devices.');
  return lines.join('\n');
}
