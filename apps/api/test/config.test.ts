import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { buildContentSecurityPolicy, findTileSource } from '../src/plugins/security';

const directories: string[] = [];
function makeDataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'nestlane-config-'));
  directories.push(directory);
  return directory;
}

afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('gives the embedded mode by default', () => {
    const dataDir = makeDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      dataDir,
      databaseLocation: join(dataDir, 'pg'),
      uploadsDir: join(dataDir, 'uploads'),
      demo: true,
      logLevel: 'info',
      stripe: undefined,
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(config.webDistDir.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('keeps a demo on this machine and opens production to the network, unless HOST says otherwise', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: makeDataDir() }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, DEMO: 'true' }).host).toBe('localhost');
    expect(loadConfig({ DATA_DIR: makeDataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, HOST: ' ' }).host).toBe('0.0.0.0');
  });

  it('generates the auth secret once and keeps it in DATA_DIR', () => {
    const dataDir = makeDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('writes no secret for a memory:// database', () => {
    const dataDir = makeDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'memory://' });
    expect(config.databaseLocation).toBe('memory://');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('turns the demo off in production and reads explicit switches', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, DATA_DIR: makeDataDir() }).demo).toBe(
      false,
    );
    expect(loadConfig({ DEMO: 'false', DATA_DIR: makeDataDir() }).demo).toBe(false);
    expect(loadConfig({ DEMO: '1', NODE_ENV: 'production', AUTH_SECRET: secret }).demo).toBe(true);
  });

  it('switches payments to Stripe when its keys are set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db.example.test/nestlane',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      AUTH_SECRET: 'y'.repeat(32),
      PUBLIC_URL: 'https://nestlane.example/',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: undefined,
    });
    expect(config.databaseLocation).toBe('postgres://db.example.test/nestlane');
    expect(config.publicUrl).toBe('https://nestlane.example');
  });

  it('fails naming every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        DEMO: 'maybe',
        LOG_LEVEL: 'loud',
        STRIPE_SECRET_KEY: 'sk_live_1',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'DEMO',
      'LOG_LEVEL',
      'AUTH_SECRET',
      'STRIPE_PUBLISHABLE_KEY',
    ]) {
      expect(message).toContain(name);
    }
    expect((caught as ConfigError).problems).toHaveLength(6);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows the map tile host taken from MAP_TILE_URL', () => {
    expect(findTileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(findTileSource('https://tiles.example.test/{z}/{x}/{y}.png')).toBe('https://tiles.example.test');
    expect(findTileSource('https://a.{s}.example.test/{z}.png')).toBe('https:');
    expect(findTileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });

  it("opens Stripe.js's script, frame and API hosts only when Stripe is the provider", () => {
    const sandbox = buildContentSecurityPolicy(loadConfig({ DATA_DIR: makeDataDir() }));
    expect(sandbox['script-src']).toEqual(["'self'"]);
    expect(sandbox['connect-src']).toEqual(["'self'"]);
    expect(sandbox).not.toHaveProperty('frame-src');

    const stripe = buildContentSecurityPolicy(
      loadConfig({
        DATA_DIR: makeDataDir(),
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    );
    expect(stripe['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(stripe['frame-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(stripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    // Nothing else opens: still no inline script, no plugins, no framing of our pages.
    const { 'script-src': _script, 'connect-src': _connect, 'frame-src': _frame, ...rest } = stripe;
    const { 'script-src': _s, 'connect-src': _c, ...sandboxRest } = sandbox;
    expect(rest).toEqual(sandboxRest);
  });

  it('upgrades insecure requests only behind https', () => {
    const mapTileUrl = '/tiles/{z}/{x}/{y}.png';
    expect(buildContentSecurityPolicy({ mapTileUrl, publicUrl: 'http://localhost:3000' })).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
    expect(buildContentSecurityPolicy({ mapTileUrl, publicUrl: 'https://nestlane.example' })).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
