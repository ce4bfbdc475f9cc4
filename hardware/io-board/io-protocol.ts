/**
 * Constants of the cabinet I/O board protocol (docs/devices-io-board.md is the full text).
 * The protocol is ours: a point-to-point RS-232/USB link, so unlike ccTalk there are no
 * addresses and no echo, only a sync byte, a sequence number to pair replies with commands, and
 * a CRC strong enough that a corrupted reply can never become a phantom button press.
 */

/** 115200 8N1: a poll and its reply take ~1.5 ms, so 20 ms polling leaves the line mostly idle (at 9600 it would be ~17 ms). */
export const IO_BAUD_RATE = 115200;

/** Bumped when a command or payload changes shape; the driver refuses a board speaking another version. */
export const IO_PROTOCOL_VERSION = 1;

/** First byte of every frame: where the receiver resynchronises after garbage. */
export const SYNC = 0xa5;

/** Payload bytes per frame at most; keeps a garbage length byte from holding the receiver long. */
export const MAX_PAYLOAD = 64;

/** Sync, length, command, sequence, CRC high, CRC low. */
export const FRAME_OVERHEAD = 6;

/**
 * More than this between two bytes of one frame drops the partial frame. Larger than a USB
 * serial adapter's latency timer (16 ms on FTDI parts), which can split a frame into two reads.
 */
export const INTER_BYTE_TIMEOUT_MS = 50;

/** Host → board commands. */
export const IoCommand = {
  IDENTIFY: 0x01,
  READ_INPUTS: 0x02,
  SET_LAMPS: 0x03,
} as const;
export type IoCommandCode = (typeof IoCommand)[keyof typeof IoCommand];

/** A reply carries its command's code with this bit set; a board never answers a frame that has it. */
export const REPLY_FLAG = 0x80;

/** The board's refusal: payload `[refused command][IoNakCode]`. */
export const NAK = 0xff;

export const IoNakCode = {
  UNKNOWN_COMMAND: 0x01,
  /** The payload length does not fit the command. */
  BAD_LENGTH: 0x02,
  /** A field holds a reserved value (e.g. lamp state 3). */
  BAD_VALUE: 0x03,
} as const;
export type IoNakCodeValue = (typeof IoNakCode)[keyof typeof IoNakCode];

/** The board turns every lamp off when no SET_LAMPS has arrived for this long: a dead host must not leave PLAY lit. */
export const LAMP_WATCHDOG_MS = 2000;

/** The host restates the lamps at least this often, four times inside the watchdog, so one or two lost frames never darken the panel. */
export const LAMP_REFRESH_MS = 500;

/** Board flashing: 2 Hz, lit for the first half of each period. */
export const FLASH_PERIOD_MS = 500;

/** The inputs the cabinet needs (INPUT_BITS) and its lamps (LAMPS); a board reporting fewer is refused. */
export const REQUIRED_INPUTS = 11;
export const REQUIRED_LAMPS = 9;
