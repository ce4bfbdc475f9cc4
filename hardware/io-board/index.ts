/** Public surface of the cabinet I/O board: panel vocabulary, protocol codec, driver and emulator. */
export {
  PANEL_BUTTONS,
  PANEL_SWITCHES,
  INPUT_BITS,
  LAMPS,
  isPanelButton,
  inputBit,
  type PanelButton,
  type PanelSwitch,
  type PanelInput,
  type Lamp,
  type LampState,
  type PanelEvent,
} from './panel-types';
export * from './io-protocol';
export { IoFrameError, type IoFrameErrorCode } from './io-frame-error';
export { encodeIoFrame, decodeIoFrame, ioFrameValid, type IoFrame } from './io-frame';
export { IoFrameReceiver, type ReceivedIoFrame, type IoReceiverStats } from './io-receiver';
export {
  encodeIdentity,
  parseIdentity,
  encodeInputReport,
  parseInputReport,
  encodeLamps,
  parseLamps,
  lampPayloadLength,
  allLamps,
  encodeNak,
  parseNak,
  INPUT_REPORT_LENGTH,
  type IoBoardIdentity,
  type InputReport,
} from './io-payloads';
export { InputDebouncer, type DebouncedChange } from './input-debouncer';
export { IoBoard, type IoBoardOptions, type IoBoardState, type IoBoardStats, type IoBoardHealth } from './io-board';
export { EmulatedIoBoard, type EmulatedIoBoardOptions, type IoReplyLog } from './emulated-io-board';
