/** Public surface of the ccTalk transport layer's pure parts (no serial port here). */
export { CctalkFrameError, type CctalkFrameErrorCode } from './frame-error';
export { simpleChecksum, crc16Xmodem } from './checksum';
export { encodeFrame, decodeFrame, checksumValid, MAX_DATA_LENGTH, FRAME_OVERHEAD, type CctalkFrame, type ChecksumMode } from './frame';
export { CctalkReceiver, INTER_BYTE_TIMEOUT_MS, type ReceivedFrame, type ReceiverStats } from './receiver';
export { Header, Address, type HeaderName } from './headers';
export { parseBufferedCredit, BUFFERED_CREDIT_EVENTS, BUFFERED_CREDIT_REPLY_LENGTH, type CreditEvent, type BufferedCreditReply } from './buffered-credit';
