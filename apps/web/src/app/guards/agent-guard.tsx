import { RequireAccess } from './require-access';

const AGENT = ['agent'] as const;

/** Signed-in agents only (a fraud-marked agent is no longer one). */
export function AgentGuard() {
  return <RequireAccess roles={AGENT} />;
}
