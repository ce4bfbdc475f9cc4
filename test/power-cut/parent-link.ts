/**
 * The wire between a power-cut test and the cabinet child it kills. The coin acceptor lives in
 * the test process (the device does not lose its buffer when the cabinet's computer dies); the
 * child reads it as it would read a ccTalk acceptor, through this request/response link.
 */
import type { BufferedCredit } from '../../hardware/coin-acceptor/coin-acceptor-link';

export type ChildRequest =
  | { readonly op: 'read'; readonly id: number }
  | { readonly op: 'inhibit'; readonly id: number; readonly accept: boolean };

export type ChildNotice = { readonly op: 'ready' } | { readonly op: 'settled'; readonly settled: boolean };

export type ParentReply = { readonly op: 'reply'; readonly id: number; readonly credit?: BufferedCredit };

export type ParentCommand = { readonly op: 'report-settled' } | { readonly op: 'stop-playing' };
