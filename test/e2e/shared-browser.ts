/**
 * One Chromium for every end-to-end suite. The jest global setup starts it as a Playwright
 * browser server and hands its address to the suites through the environment; each suite
 * connects (a new page or context of its own, nothing shared but the process) instead of
 * starting a Chromium of its own, which on this 2-core machine costs seconds and memory per
 * suite. A suite run without the global setup (a quick run of one file) starts its own.
 */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The environment variable that carries the shared browser's WebSocket address to the suites. */
export const SHARED_BROWSER_ENV = 'CABINET_E2E_BROWSER';
/** Where the global setup leaves the server for the global teardown. */
export const SHARED_BROWSER_GLOBAL = '__cabinetSharedBrowser';

/** Software WebGL (the cabinet's Three.js stage) without a GPU, sound without a user gesture, no background traffic. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--autoplay-policy=no-user-gesture-required',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For the global setup: the shared browser server (its address goes into the environment). */
export async function startSharedBrowser(): Promise<BrowserServer> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
  return server;
}

/**
 * The shared browser when the global setup started one, else a Chromium of the suite's own.
 * `close()` on the shared one only disconnects this suite (its pages and contexts go with it).
 */
export async function openBrowser(): Promise<Browser> {
  const endpoint = process.env[SHARED_BROWSER_ENV];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
}
