// Lint rules that hold the layers apart (see docs/architecture.md):
//   engine/    imports nothing from other layers and no I/O or platform module: it stays pure;
//   renderer/  imports nothing from main/ but the IPC contract, and nothing from engine/ or Node;
//   main/, hardware/ never import the renderer;
//   main/hosts/electron/ never imports the web host or ws (IPC only).
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['fs', 'path', 'os', 'crypto', 'child_process', 'net', 'http', 'https', 'worker_threads', 'events', 'stream', 'util', 'timers', 'process', 'buffer'];
const platformModules = ['electron', 'better-sqlite3', 'serialport', '@serialport/*', 'three', 'three/*', 'howler', 'ws'];

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness only through the engine Rng.' },
      ],
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['node:*', ...nodeBuiltins], message: 'engine/ is pure: no Node modules.' },
        { group: platformModules, message: 'engine/ is pure: no devices, storage, display or sound.' },
        { group: ['**/main/**', '**/renderer/**', '**/hardware/**', '**/config/**'], message: 'engine/ imports nothing from other layers.' },
      ]),
    },
  },
  {
    files: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/renderer/**', '**/hardware/**'], message: 'engine tests stay within the engine (the contract is allowed).' },
      ]),
    },
  },
  {
    files: ['renderer/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)main/(?!ipc/contract$)', message: 'renderer/ may import only main/ipc/contract from main.' },
        { group: ['**/engine/**', '**/hardware/**', '**/config/**'], message: 'renderer/ sees only view models from the contract.' },
        { group: ['node:*', ...nodeBuiltins, 'electron', 'better-sqlite3', 'serialport'], message: 'renderer/ runs in Chromium: no Node or Electron modules.' },
      ]),
    },
  },
  {
    files: ['main/**/*.ts', 'hardware/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/renderer/**'], message: 'main/ and hardware/ never import the renderer.' }]),
    },
  },
  {
    // The Electron host reaches its window over IPC only (the preload's window.cabinet): it never
    // serves the web host or opens its socket, so the screen secret has no part in it.
    files: ['main/hosts/electron/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/renderer/**'], message: 'main/ and hardware/ never import the renderer.' },
        { regex: '(^|/)hosts/web/|^\\.\\./web/|^ws$', message: 'the Electron host talks to its window over IPC only: no web host, no WebSocket.' },
      ]),
    },
  },
  {
    files: ['hardware/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/renderer/**', '**/main/cabinet/**', '**/main/hosts/**'], message: 'hardware/ drivers do not know the cabinet.' },
      ]),
    },
  },
  {
    // A game's folder is private (DESIGN.md "Games as modules"): the cabinet, its store and
    // service menu, and the renderer's shell reach games only through the registries
    // (engine/games/index.ts, main/cabinet/game-registry.ts, renderer/games/index.ts).
    files: ['main/cabinet/**/*.ts', 'main/service/**/*.ts', 'main/store/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/renderer/**'], message: 'main/ and hardware/ never import the renderer.' },
        { regex: '(^|/)games/(?!index$|game-module$|settings$)[a-z0-9-]+(/|$)', message: "a game's folder is private: reach it through the registries (engine/games/index.ts, main/games/settings.ts)." },
      ]),
    },
  },
  {
    files: ['renderer/shell/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)main/(?!ipc/contract$)', message: 'renderer/ may import only main/ipc/contract from main.' },
        { group: ['**/engine/**', '**/hardware/**', '**/config/**'], message: 'renderer/ sees only view models from the contract.' },
        { group: ['node:*', ...nodeBuiltins, 'electron', 'better-sqlite3', 'serialport'], message: 'renderer/ runs in Chromium: no Node or Electron modules.' },
        { regex: '(^|/)games/(?!index$)[a-z0-9-]+(/|$)', message: "the shell never names a game: reach games through renderer/games/index.ts." },
      ]),
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly' } },
  },
);
