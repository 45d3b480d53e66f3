#!/usr/bin/env node
/**
 * The README's run command as a newcomer meets it (CI runs this after the tests): `npm start`
 * in this checkout with a clean environment (nothing but PATH and HOME), until the demo answers.
 * Then, in Debian's Chromium: the home page shows the demo, the demo admin signs in at
 * http://localhost:3000 and at http://127.0.0.1:3000, a new account signs up at 127.0.0.1. The
 * demo is stopped and started again: the account is still there and the demo data was not
 * seeded twice. A failure prints the server's last lines.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect as playwrightExpect } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from '../e2e/chromium-path.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The README promises port 3000 with nothing set: the smoke test uses exactly that.
const PORT = 3000;
const ORIGINS = [`http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`];
const ADMIN = { email: 'admin@nestlane.test', password: 'Admin@123' };
const START_DEADLINE_MS = 10 * 60_000;
const POLL_MS = 500;

/**
 * The e2e suite's ceiling for an expectation (e2e/playwright.config.ts). CI runs this beside the API tier
 * and the fault tests, where a sign-in, the toaster's lazily loaded code and its first render took longer
 * than Playwright's default 5 s. A ceiling, not a wait: each expectation passes as soon as it holds.
 */
const expect = playwrightExpect.configure({ timeout: 30_000 });

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: stop what listens there first.`)));
    probe.listen(port, () => probe.close(resolve));
  });
}

/** `npm start` in its own process group, so stopping it stops the build and the server too. */
function startDemo(home) {
  const log = [];
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: home },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => log.push(...text.split('\n')));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, log, exited };
}

async function waitForHealth(demo) {
  const deadline = Date.now() + START_DEADLINE_MS;
  let hasExited = false;
  demo.exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('`npm start` exited before the demo answered');
    try {
      const response = await fetch(`${ORIGINS[0]}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet: the web app is still building or the database is being seeded.
    }
    await pause(POLL_MS);
  }
  throw new Error(`the demo did not answer /api/health within ${START_DEADLINE_MS / 60_000} minutes`);
}

/** How long a stopped demo may take to finish its requests and close (the server's own deadline is 15 s). */
const STOP_DEADLINE_MS = 30_000;

/**
 * Stops the whole process group and waits until every process in it is gone: npm exits at once, while
 * the server first finishes what it serves (decision 050), answering on connections already open. Until
 * it is gone, a health check on a kept-alive connection could be answered by the old server.
 */
async function stopDemo(demo) {
  try {
    process.kill(-demo.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await demo.exited;
  const deadline = Date.now() + STOP_DEADLINE_MS;
  while (Date.now() < deadline) {
    try {
      process.kill(-demo.child.pid, 0);
    } catch {
      return;
    }
    await pause(POLL_MS);
  }
  throw new Error(`the stopped demo was still running after ${STOP_DEADLINE_MS / 1000} s`);
}

async function countVerifiedListings() {
  const response = await fetch(`${ORIGINS[0]}/api/getVerifiedProperties?limit=1`);
  return Number(response.headers.get('x-total-count'));
}

async function signIn(browser, origin, account) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/signIn');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign In SuccessFull')).toBeVisible();
  return { context, page };
}

async function checkFirstRun(browser, account) {
  const visitor = await browser.newContext({ baseURL: ORIGINS[0] });
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.getByRole('heading', { name: 'Best For You' })).toBeVisible();
  await expect(home.getByRole('navigation', { name: 'Main' }).getByText(/^Demo:/)).toBeVisible();
  await visitor.close();
  console.log('✓ / shows the home page and says it is a demo');

  for (const origin of ORIGINS) {
    const { context, page } = await signIn(browser, origin, ADMIN);
    await page.goto('/dashboard/myProfile');
    await expect(page.getByText('You are a : admin')).toBeVisible();
    await context.close();
    console.log(`✓ the demo admin signs in at ${origin}`);
  }

  const context = await browser.newContext({ baseURL: ORIGINS[1] });
  const page = await context.newPage();
  await page.goto('/signUp');
  const form = page.getByRole('main');
  await form.getByLabel('Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign UP' }).click();
  await expect(page.getByText('Sign Up Successfully')).toBeVisible();
  await context.close();
  console.log(`✓ a new account signs up at ${ORIGINS[1]}`);
}

async function run() {
  const executablePath = testBrowserPath();
  if (!executablePath)
    throw new Error("Chromium was not found: install Debian's chromium or set CHROMIUM_PATH");
  await assertPortFree(PORT);
  const home = mkdtempSync(join(tmpdir(), 'nestlane-smoke-home-'));
  const account = { name: 'Smoke Test', email: `smoke.${Date.now()}@example.com`, password: 'Smoke@123' };
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  let demo;
  try {
    const nodeVersion = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
    console.log(`▶ npm start (clean environment: PATH and HOME only; the node on PATH is ${nodeVersion})`);
    demo = startDemo(home);
    await waitForHealth(demo);
    console.log(`✓ ${ORIGINS[0]}/api/health answers`);
    await checkFirstRun(browser, account);
    const listings = await countVerifiedListings();
    await stopDemo(demo);
    console.log('✓ stopped');

    console.log('▶ npm start again, on the same data');
    demo = startDemo(home);
    await waitForHealth(demo);
    const { context } = await signIn(browser, ORIGINS[0], account);
    await context.close();
    console.log('✓ the new account is still there after a restart');
    const listingsAfterRestart = await countVerifiedListings();
    if (listingsAfterRestart !== listings) {
      throw new Error(
        `the demo data changed on restart: ${listings} verified listings, then ${listingsAfterRestart}`,
      );
    }
    console.log(`✓ the demo data was seeded once (${listings} verified listings before and after)`);
  } catch (error) {
    console.error(`\n✖ The README's run command failed: ${error instanceof Error ? error.message : error}`);
    if (demo) console.error(`Last lines of \`npm start\`:\n${demo.log.slice(-30).join('\n')}`);
    process.exitCode = 1;
  } finally {
    if (demo) await stopDemo(demo);
    await browser.close();
    rmSync(home, { recursive: true, force: true });
  }
}

await run();
