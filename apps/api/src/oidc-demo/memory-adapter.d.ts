// oidc-provider's own in-memory adapter factory (lib/adapters/memory_adapter.js), which its types do not cover.
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { Adapter } from 'oidc-provider';
  export function createMemoryAdapter(clockTolerance?: number): (name: string) => Adapter;
}
