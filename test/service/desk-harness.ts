/**
 * What a test of the service menu does to a cabinet, as its users would: send an intent and
 * expect it taken or read its refusal, read the menu's view, and wait for the devices' next
 * reading (a key turned, a door opened). The cabinet is reached through a getter because the
 * tests boot a new one after a power cut.
 */
import type { Cabinet } from '../../main/cabinet/cabinet';
import type { Intent, IntentResult, ServiceView } from '../../main/ipc/contract';

export interface DeskHarness {
  send(intent: Intent): Promise<IntentResult>;
  ok(intent: Intent): Promise<void>;
  refusal(intent: Intent): Promise<string>;
  service(): ServiceView;
  until(what: string, condition: () => boolean): Promise<void>;
}

export function deskHarness(cabinet: () => Cabinet): DeskHarness {
  const send = (intent: Intent): Promise<IntentResult> => cabinet().handleIntent(intent);
  return {
    send,
    ok: async (intent) => expect(await send(intent)).toEqual({ ok: true }),
    refusal: async (intent) => {
      const result = await send(intent);
      if (result.ok) throw new Error(`${intent.type} was accepted`);
      return result.error.message;
    },
    service: () => {
      const view = cabinet().view().service;
      if (!view) throw new Error('the service menu is closed');
      return view;
    },
    until: async (what, condition) => {
      const deadline = Date.now() + 5000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await cabinet().pollDevices().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
