// Starts the real binary on a fresh demo database and a headless system Chromium, for the
// browser tests. Builds nothing: `make test-browser` builds bin/huntline first.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startSMTP } from './smtpsink.mjs';

export const ADMIN_EMAIL = 'admin@huntline.test';
export const ADMIN_PASSWORD = 'Demo-Pass-2024';
// The password a demo user chooses at the first sign-in the flows make.
export const NEW_PASSWORD = 'Chosen-Pass-2025';
export const OUTPUT = 'test-output';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(base, server) {
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) throw new Error(`huntline serve exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('huntline serve did not answer /health within 10 s');
}

// HUNTLINE_NOW (RFC 3339) runs the whole system at that moment: the demo data, the server and
// every browser context read one clock that starts there and keeps running.
const shift = process.env.HUNTLINE_NOW ? Date.parse(process.env.HUNTLINE_NOW) - Date.now() : 0;
if (Number.isNaN(shift)) throw new Error(`HUNTLINE_NOW: "${process.env.HUNTLINE_NOW}" is not a time`);
/** The moment the system is at: the wall clock moved by HUNTLINE_NOW. */
export const now = () => new Date(Date.now() + shift);
const clockArgs = () => (shift ? ['--now', now().toISOString()] : []);

// start answers {base, browser, smtp, close}: a seeded server sending its mail to a test SMTP
// server (smtp.messages), and a browser with a fresh profile.
export async function start() {
  const dir = mkdtempSync(join(tmpdir(), 'huntline-e2e-'));
  const db = `sqlite:${join(dir, 'huntline.db')}`;
  execFileSync('bin/huntline', ['seed', '--db', db, '--demo', '--admin-password', ADMIN_PASSWORD, ...clockArgs()], { stdio: 'ignore' });
  const smtp = await startSMTP();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('bin/huntline', ['serve', '--db', db, '--addr', `127.0.0.1:${port}`, ...clockArgs()], {
    stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, HUNTLINE_SMTP_URL: smtp.url },
  });
  process.on('exit', () => server.kill('SIGTERM')); // never leave the server behind
  let serverLog = '';
  server.stderr.on('data', (d) => (serverLog += d));
  await waitForHealth(base, server);
  mkdirSync(OUTPUT, { recursive: true });
  const browser = await launchChromium();
  if (shift) moveBrowserClock(browser);
  return {
    base,
    browser,
    smtp,
    serverLog: () => serverLog,
    async close() {
      // A browser that crashed on the way out must not fail a run whose flows passed.
      await browser.close().catch((e) => console.log(`note: chromium close: ${e.message.split('\n')[0]}`));
      server.kill('SIGTERM');
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Every context the flows open reads the moved clock (it keeps running, timers fire as usual).
function moveBrowserClock(browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.clock.install({ time: now() });
    return context;
  };
}

// Chromium on a busy 2-CPU machine has been seen to crash at start-up once: try twice.
async function launchChromium() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnce();
    } catch (e) {
      if (attempt >= 2) throw e;
      console.log(`note: chromium did not start (${e.message.split('\n')[0]}), trying again`);
    }
  }
}

function launchOnce() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    // Without the networking flags Chromium floods a closed network with refused connections.
    // launch() gives the browser a fresh temporary --user-data-dir of its own.
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
