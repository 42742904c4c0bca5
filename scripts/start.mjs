#!/usr/bin/env node
/**
 * `npm start`: the emulators with demo data, then the Vite dev server. Prints the app URL, the demo
 * accounts and every sign-in link the Auth emulator issues. Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import { bin, onExit, printSignInLinks, ROOT, seedDemoData, startEmulators, stopAll } from './emulators.mjs';

const APP_URL = 'http://127.0.0.1:5173';

let vite;
onExit(() => {
  if (vite && vite.exitCode === null) {
    try {
      process.kill(-vite.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  stopAll();
});

try {
  const env = await startEmulators();
  seedDemoData(env);
  vite = spawn(bin('vite'), ['--port', '5173', '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  vite.on('exit', (code) => {
    console.error(`[start] Vite stopped (${code}).`);
    process.exit(code ?? 1);
  });
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(APP_URL).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  printSignInLinks();
  console.log(
    `\n  Compe is running: ${APP_URL}\n  Sign in with a demo e-mail above; the sign-in link appears here.\n  Ctrl-C stops everything.\n`,
  );
} catch (error) {
  console.error(error);
  process.exit(1);
}
