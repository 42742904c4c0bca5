#!/usr/bin/env node
/**
 * Starts the local backend: Firestore, Auth, Functions and an SMTP catcher (maildev).
 *
 *   node scripts/emulators.mjs                 start, seed demo data, print sign-in links; Ctrl-C stops
 *   node scripts/emulators.mjs --no-seed       the same with an empty database
 *   node scripts/emulators.mjs exec -- <cmd>   start (no seed), run <cmd>, stop, exit with its code
 *
 * Firestore: firebase-tools would download its JAR and needs Java 21. Where the machine ships
 * Google's emulator (google-cloud-cli-firestore-emulator, Java 17 is enough) we start that JAR
 * ourselves and firebase-tools runs only Auth and Functions; elsewhere firebase-tools runs all of
 * them, Storage included (docs/development.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const PROJECT_ID = 'demo-compe';
export const PORTS = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  storage: 9199,
  smtp: 1025,
  mailWeb: 1080,
};
const HOST = '127.0.0.1';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MACHINE_FIRESTORE =
  process.env.FIRESTORE_EMULATOR_BIN ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const children = [];
export { ROOT, bin };
const log = (msg) => process.stdout.write(`[emulators] ${msg}\n`);

// EMULATOR_LOGS_DIR: where several runs at once (each in its own network namespace) keep apart.
const LOGS = process.env.EMULATOR_LOGS_DIR ?? path.join(ROOT, '.emulator-logs');

/**
 * Starts a service with its output in .emulator-logs/<name>.log. Not a pipe: a caller blocked in
 * spawnSync (npm test) cannot drain one, and a full pipe freezes the emulator mid-test.
 */
function start(name, command, args, env = {}) {
  mkdirSync(LOGS, { recursive: true });
  const logFile = path.join(LOGS, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true, // own process group, so stopping it also stops the JVM and workers it forks
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const entry = { name, child, logFile, output: () => readFileSync(logFile, 'utf8') };
  children.push(entry);
  return entry;
}

export function stopAll() {
  for (const { name, child } of children.splice(0).reverse()) {
    try {
      // The Firestore JVM ignores SIGTERM while busy and would outlive us; it holds nothing to save.
      process.kill(-child.pid, name === 'firestore' ? 'SIGKILL' : 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

async function waitFor(name, check, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const entry = children.find((c) => c.name === name);
    if (entry && entry.child.exitCode !== null) {
      throw new Error(`${name} exited early (${entry.logFile}):\n${entry.output().slice(-4000)}`);
    }
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const entry = children.find((c) => c.name === name);
  throw new Error(
    `${name} did not answer in ${timeoutMs} ms (${entry?.logFile}):\n${entry?.output().slice(-4000)}`,
  );
}

const answers = (url, expect) => async () => {
  const res = await fetch(url);
  return expect ? (await res.text()).includes(expect) : res.status < 500;
};

/** How long a run that is stopping (the one before, in `npm run bench`) may take to let go of its ports. */
const PORTS_RELEASE_MS = 15_000;

/** Refuses to start over something already listening: its answers would not be ours. */
async function assertPortsFree() {
  const { createServer } = await import('node:net');
  const takenPorts = async () => {
    const taken = [];
    for (const [name, port] of Object.entries(PORTS)) {
      const free = await new Promise((resolve) => {
        const server = createServer()
          .once('error', () => resolve(false))
          .once('listening', () => server.close(() => resolve(true)))
          .listen(port, HOST);
      });
      if (!free) taken.push(`${name} ${port}`);
    }
    return taken;
  };
  const since = Date.now();
  let taken = await takenPorts();
  while (taken.length && Date.now() - since < PORTS_RELEASE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    taken = await takenPorts();
  }
  if (taken.length) {
    throw new Error(
      `ports already in use (${taken.join(', ')}): stop the other emulators (npm start / npm test) first`,
    );
  }
}

export async function startEmulators() {
  await assertPortsFree();
  const useMachineJar = existsSync(MACHINE_FIRESTORE);
  const env = {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
  };
  spawnSync(process.execPath, [path.join(ROOT, 'functions', 'build.mjs')], { stdio: 'inherit' });

  if (useMachineJar) {
    log(`Firestore: ${MACHINE_FIRESTORE}`);
    start('firestore', MACHINE_FIRESTORE, [
      'start',
      `--host=${HOST}`,
      `--port=${PORTS.firestore}`,
      `--rules=${path.join(ROOT, 'firestore.rules')}`,
      `--project_id=${PROJECT_ID}`,
      // Where it delivers document events: the Firestore triggers (functions/src/reminder).
      `--functions_emulator=${HOST}:${PORTS.functions}`,
    ]);
  }
  const only = useMachineJar ? 'auth,functions' : 'auth,functions,firestore,storage';
  const firebase = start(
    'firebase',
    bin('firebase'),
    ['emulators:start', '--project', PROJECT_ID, '--only', only],
    {
      ...env,
      // The Functions emulator runs each request in its own Node process, up to 50 at once by
      // default; on a 2-CPU machine 50 cold processes loading firebase-admin together miss the
      // emulator's load timeout ("Failed to load function"). Eight workers take turns instead,
      // as requests queue for the instances of a deployed function.
      FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '8',
    },
  );
  start('maildev', bin('maildev'), [
    '--ip',
    HOST,
    '--smtp',
    String(PORTS.smtp),
    '--web',
    String(PORTS.mailWeb),
    '--silent',
  ]);

  await Promise.all([
    waitFor(useMachineJar ? 'firestore' : 'firebase', answers(`http://${HOST}:${PORTS.firestore}/`, 'Ok')),
    waitFor('firebase', async () => firebase.output().includes('All emulators ready')),
    waitFor('maildev', answers(`http://${HOST}:${PORTS.mailWeb}/email`)),
  ]);
  if (useMachineJar) await registerFirestoreTriggers();
  log(
    `ready: Firestore ${PORTS.firestore}, Auth ${PORTS.auth}, Functions ${PORTS.functions}, SMTP ${PORTS.smtp} (inbox http://${HOST}:${PORTS.mailWeb})`,
  );
  if (!useMachineJar) log(`Storage ${PORTS.storage}`);
  return env;
}

/**
 * firebase-tools registers the Firestore triggers only with a Firestore emulator it runs itself
 * ("function ignored because the firestore emulator does not exist"); with the machine's JAR we do
 * what it would: each trigger the Functions emulator loaded is registered with Firestore, which then
 * posts the events to --functions_emulator. The key is `<id>-<generation>`, 0 until a reload.
 */
async function registerFirestoreTriggers() {
  const { backends = [] } = await (await fetch(`http://${HOST}:${PORTS.functions}/backends`)).json();
  const triggers = backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => trigger.eventTrigger?.eventType?.startsWith('google.cloud.firestore.document.'));
  for (const { id, eventTrigger } of triggers) {
    const filters = eventTrigger.eventFilters ?? {};
    const pattern = eventTrigger.eventFilterPathPatterns?.document;
    const body = {
      eventType: eventTrigger.eventType,
      database: filters.database ?? '(default)',
      namespace: filters.namespace ?? '(default)',
      document: pattern
        ? { value: pattern, matchType: 'PATH_PATTERN' }
        : { value: filters.document, matchType: 'EXACT' },
    };
    const response = await fetch(
      `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(`${id}-0`)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    if (!response.ok)
      throw new Error(`Firestore refused the trigger ${id}: ${response.status} ${await response.text()}`);
  }
  if (triggers.length) log(`Firestore triggers: ${triggers.map((trigger) => trigger.id).join(', ')}`);
}

/** Prints each sign-in link the Auth emulator issues, so nobody needs a mailbox locally. */
export function printSignInLinks(intervalMs = 1000) {
  const seen = new Set();
  const url = `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`;
  const timer = setInterval(async () => {
    try {
      const { oobCodes = [] } = await (await fetch(url)).json();
      for (const code of oobCodes) {
        if (seen.has(code.oobCode)) continue;
        seen.add(code.oobCode);
        if (code.requestType === 'EMAIL_SIGNIN') log(`sign-in link for ${code.email}:\n  ${code.oobLink}`);
      }
    } catch {
      /* emulator stopping */
    }
  }, intervalMs);
  return () => clearInterval(timer);
}

/** Writes the demo data of scripts/seed.ts into the running emulators. */
export function seedDemoData(env) {
  const seed = spawnSync(bin('tsx'), [path.join(ROOT, 'scripts', 'seed.ts')], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (seed.status !== 0) throw new Error('seeding failed');
}

export function onExit(handler) {
  process.on('exit', handler);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      handler();
      process.exit(130);
    });
  }
}

async function main() {
  const args = process.argv.slice(2);
  onExit(stopAll);
  if (args[0] === 'exec') {
    const command = args.slice(args.indexOf('--') + 1);
    const env = await startEmulators();
    // Not spawnSync: a blocked event loop would never run the signal handlers, and a stopped run
    // would leave the emulators and their workers behind.
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...env },
      shell: command.length === 1,
    });
    const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
    stopAll();
    process.exit(status);
  }
  const env = await startEmulators();
  if (!args.includes('--no-seed')) seedDemoData(env);
  printSignInLinks();
  log('running — Ctrl-C stops everything');
  await new Promise(() => {});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    stopAll();
    process.exit(1);
  });
}
