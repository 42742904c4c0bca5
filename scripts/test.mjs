#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, build, then the four groups — unit/component (Vitest, jsdom), rules
 * (Firestore emulator), functions (Auth + Functions + Firestore emulators, maildev) and browser
 * journeys (Playwright driving Debian's Chromium against the built app on the emulators). The
 * emulators are started and stopped here. Each group is reported with its counts; a group that ran
 * no test fails the run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, ROOT, startEmulators, stopAll, onExit } from './emulators.mjs';

const REPORTS = path.join(ROOT, '.reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
onExit(stopAll);

const results = [];
const started = Date.now();

function run(label, command, args, env = {}) {
  const t0 = Date.now();
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: (Date.now() - t0) / 1000 };
}

function step(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  results.push({ group: label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds, step: true });
  return ok;
}

function vitestGroup(project, env = {}) {
  const out = path.join(REPORTS, `${project}.json`);
  const { seconds } = run(
    `${project} tests`,
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  results.push({
    group: project,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (report.numFailedTestSuites ?? 0) : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    seconds,
  });
}

function e2eGroup(env) {
  const out = path.join(REPORTS, 'e2e.json');
  const { seconds } = run('e2e tests', bin('playwright'), ['test', '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
  });
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const stats = report?.stats;
  results.push({
    group: 'e2e',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats ? stats.unexpected : 1,
    skipped: stats?.skipped ?? 0,
    seconds,
  });
}

const prepared =
  step('typecheck', 'npm', ['run', '--silent', 'typecheck']) &&
  step('lint', 'npm', ['run', '--silent', 'lint']) &&
  step('build', bin('vite'), ['build', '--logLevel', 'warn']);

if (prepared) {
  vitestGroup('unit');
  const env = await startEmulators();
  try {
    vitestGroup('rules', env);
    vitestGroup('functions', env);
    e2eGroup(env);
  } finally {
    stopAll();
  }
}

const groups = results.filter((r) => !r.step);
const pad = (v, n) => String(v).padEnd(n);
console.log('\n=== npm test summary ===');
console.log(`${pad('group', 12)}${pad('passed', 8)}${pad('failed', 8)}${pad('skipped', 9)}seconds`);
for (const r of results) {
  const label = r.step ? `${r.group} ${r.failed ? 'FAILED' : 'ok'}` : r.group;
  if (r.step) console.log(`${pad(label, 36)}${r.seconds.toFixed(1)}`);
  else
    console.log(
      `${pad(r.group, 12)}${pad(r.passed, 8)}${pad(r.failed, 8)}${pad(r.skipped, 9)}${r.seconds.toFixed(1)}`,
    );
}
const empty = groups.filter((g) => g.passed + g.failed === 0).map((g) => g.group);
if (empty.length) console.log(`groups that ran no test: ${empty.join(', ')}`);
const passed = groups.reduce((n, g) => n + g.passed, 0);
const failed = groups.reduce((n, g) => n + g.failed, 0) + results.filter((r) => r.step && r.failed).length;
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && empty.length === 0 && groups.length === 4 ? 0 : 1);
