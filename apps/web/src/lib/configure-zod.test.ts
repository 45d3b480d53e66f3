import { describe, expect, it, vi } from 'vitest';

describe('configure-zod', () => {
  it('turns zod’s eval-based parsers off, so a strict CSP reports no violation', async () => {
    vi.resetModules();
    await import('./configure-zod');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);

    const evalSpy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), rooms: z.number() });
    expect(schema.parse({ name: 'Flat', rooms: 3 })).toEqual({ name: 'Flat', rooms: 3 });
    expect(evalSpy).not.toHaveBeenCalled();
  });
});
