#!/usr/bin/env node
/**
 * `npm run test:deploy`: deploy/nestlane@.service and deploy/nestlane.env.example do what docs/deploy.md
 * says, on the compiled server (`npm run build` first). There is no systemd running here, so the check
 * plays its part:
 *  1. the unit, instantiated for a port and moved from /opt, /etc and /var/lib into this checkout and a
 *     temporary folder, passes `systemd-analyze verify` with nothing to say (an unknown key, a missing
 *     program or a bad value fails);
 *  2. its ExecStart is run as systemd would run it: the working directory, Environment= lines with %i
 *     expanded, then the EnvironmentFile (the example as shipped), nothing else but PATH;
 *  3. the instance becomes ready (GET /api/ready), then the unit's KillSignal stops it with exit 0 within
 *     TimeoutStopSec, which Restart=on-failure leaves stopped;
 *  4. started again on the same state directory it is ready again and keeps an account made before;
 *     a kill by SIGKILL is a failure, which Restart=on-failure restarts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnvironmentFile } from './environment-file.mjs';
import { freePort } from './processes.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const UNIT = join(ROOT, 'deploy/nestlane@.service');
const ENV_EXAMPLE = join(ROOT, 'deploy/nestlane.env.example');
const READY_DEADLINE_MS = 5 * 60_000;

function fail(message) {
  console.error(`✗ ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

function check(condition, message) {
  if (!condition) fail(message);
  console.log(`✓ ${message}`);
}

/** The unit's [Service] keys (a key given twice keeps every value, in order). */
function readUnit(text) {
  const sections = new Map();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      sections.set(section, new Map());
      continue;
    }
    const at = line.indexOf('=');
    const key = line.slice(0, at).trim();
    const values = sections.get(section).get(key) ?? [];
    values.push(line.slice(at + 1).trim());
    sections.get(section).set(key, values);
  }
  return sections;
}

async function waitForReady(origin, instance) {
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      fail(`the instance exited (${instance.child.exitCode}):\n${instance.log.join('')}`);
    try {
      const response = await fetch(`${origin}/api/ready`);
      if (response.status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`not ready after ${READY_DEADLINE_MS / 1000} s:\n${instance.log.join('')}`);
}

function seconds(value) {
  const match = /^(\d+)(s|min)?$/.exec(value);
  if (!match) fail(`cannot read the duration '${value}'`);
  return Number(match[1]) * (match[2] === 'min' ? 60 : 1);
}

const workDir = mkdtempSync(join(tmpdir(), 'nestlane-deploy-check-'));
const children = [];
try {
  const port = await freePort();
  const stateRoot = join(workDir, 'var-lib-nestlane');
  const etc = join(workDir, 'etc-nestlane');
  mkdirSync(etc);
  copyFileSync(ENV_EXAMPLE, join(etc, 'nestlane.env'));
  const { username } = userInfo();
  // Where the unit expects the install, here: this checkout, a temporary /etc and /var/lib, this user.
  const moved = readFileSync(UNIT, 'utf8')
    .replaceAll('/opt/nestlane', ROOT.replace(/\/$/, ''))
    .replaceAll('/etc/nestlane', etc)
    .replaceAll('/var/lib/nestlane', stateRoot)
    .replace(/^User=.*$/m, `User=${username}`)
    .replace(/^Group=.*$/m, `Group=${username}`);
  const instanceFile = join(workDir, `nestlane@${port}.service`);
  writeFileSync(instanceFile, moved);

  const verify = spawnSync('systemd-analyze', ['verify', instanceFile], { encoding: 'utf8' });
  const said = `${verify.stdout ?? ''}${verify.stderr ?? ''}${verify.error?.message ?? ''}`.trim();
  check(
    verify.status === 0 && said === '',
    `systemd-analyze verify accepts nestlane@${port}.service with nothing to say${said ? `, but it said:\n${said}` : ''}`,
  );

  const service = readUnit(moved.replaceAll('%i', String(port))).get('Service');
  const get = (key) => service.get(key)?.at(-1);
  check(get('Restart') === 'on-failure', 'Restart=on-failure: a crash restarts, a clean stop does not');
  check(
    Number(get('LimitNOFILE')) >= 65_536,
    `LimitNOFILE=${get('LimitNOFILE')}: room for 65 536 open files`,
  );
  const environment = Object.fromEntries(
    (service.get('Environment') ?? []).map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  const fromFile = parseEnvironmentFile(readFileSync(get('EnvironmentFile'), 'utf8'));
  check(
    !('PORT' in fromFile) && !('DATA_DIR' in fromFile),
    'the environment file leaves PORT and DATA_DIR to the unit',
  );
  const env = { PATH: process.env.PATH ?? '', ...environment, ...fromFile };
  check(
    env.PORT === String(port) && env.NODE_ENV === 'production',
    `the instance gets PORT=${port} and NODE_ENV=production`,
  );
  // systemd makes the StateDirectory before it starts the service.
  mkdirSync(env.DATA_DIR, { recursive: true });
  const [program, ...args] = get('ExecStart').split(/\s+/);
  const stopTimeoutMs = seconds(get('TimeoutStopSec')) * 1000;
  const killSignal = get('KillSignal');

  const start = () => {
    const instance = { log: [] };
    instance.child = spawn(program, args, {
      cwd: get('WorkingDirectory'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(instance.child);
    for (const stream of [instance.child.stdout, instance.child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text) => instance.log.push(text));
    }
    instance.exited = new Promise((resolve) =>
      instance.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return instance;
  };
  const origin = `http://127.0.0.1:${port}`;

  const first = start();
  await waitForReady(origin, first);
  check(true, `ExecStart (${get('ExecStart')}) is ready at ${origin}/api/ready`);
  // The sign-up comes from a page of the public address, as a browser's would behind the proxy.
  const pageOrigin = env.PUBLIC_URL;
  const email = `deploy-check-${port}@nestlane.test`;
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: pageOrigin },
    body: JSON.stringify({ email, password: 'Deploy@123', name: 'Deploy Check' }),
  });
  check(signUp.status === 200, `an account is made (${signUp.status})`);

  const stoppedAt = Date.now();
  first.child.kill(killSignal);
  const stop = await Promise.race([
    first.exited,
    new Promise((resolve) => setTimeout(() => resolve('timeout'), stopTimeoutMs)),
  ]);
  if (stop === 'timeout') {
    first.child.kill('SIGKILL');
    fail(`${killSignal} did not stop the instance within TimeoutStopSec (${stopTimeoutMs / 1000} s)`);
  }
  check(
    stop.code === 0 && stop.signal === null,
    `${killSignal} stops it with exit 0 in ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s (TimeoutStopSec ${stopTimeoutMs / 1000} s): Restart=on-failure leaves it stopped`,
  );

  const second = start();
  await waitForReady(origin, second);
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: pageOrigin },
    body: JSON.stringify({ email, password: 'Deploy@123' }),
  });
  check(
    signIn.status === 200,
    `started again on the same state directory, the account signs in (${signIn.status})`,
  );
  second.child.kill('SIGKILL');
  const killed = await second.exited;
  check(
    killed.signal === 'SIGKILL',
    'a SIGKILL is a failure to systemd (killed by a signal), so Restart=on-failure starts it again',
  );
} catch (error) {
  if (!process.exitCode) {
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
}
