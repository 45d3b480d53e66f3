import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const OPEN_STREET_MAP = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const apps: TestApp[] = [];

afterEach(async () => {
  for (const testApp of apps.splice(0)) await testApp.close();
});

async function readMapSettings(env: Record<string, string>) {
  const testApp = await buildTestApp(env);
  apps.push(testApp);
  const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
  const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  return {
    mapTileUrl: (config.json() as { mapTileUrl: string }).mapTileUrl,
    imageSources: /img-src ([^;]*)/.exec(String(health.headers['content-security-policy']))?.[1],
  };
}

describe('MAP_TILE_URL', () => {
  it('turns tiles off with none: the browser gets no URL and the policy allows no tile host', async () => {
    expect(await readMapSettings({ MAP_TILE_URL: 'none' })).toEqual({
      mapTileUrl: '',
      imageSources: "'self' data: blob:",
    });
    expect(loadConfig({ DATABASE_URL: 'memory://', MAP_TILE_URL: ' NONE ' }).mapTileUrl).toBe('');
  });

  it('takes a tile server and allows its host', async () => {
    expect(await readMapSettings({ MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png' })).toEqual({
      mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
      imageSources: "'self' data: blob: https://tiles.example.test",
    });
  });

  it('keeps OpenStreetMap when unset or empty', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).mapTileUrl).toBe(OPEN_STREET_MAP);
    expect(loadConfig({ DATABASE_URL: 'memory://', MAP_TILE_URL: '  ' }).mapTileUrl).toBe(OPEN_STREET_MAP);
  });
});
