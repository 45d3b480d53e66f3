import { MESSAGES } from '@nestlane/shared';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAgentRequests } from '../api/get-agent-requests';
import { AgentRequestsTable } from '../components/agent-requests-table';

/** Dashboard screen 16 (admin): pending agent applications, each decided with Make Agent. */
export function AgentRequestPage() {
  usePageTitle('Agent Request');
  const requests = useAgentRequests();
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Agent Request</h1>
      {requests.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {requests.isError && (
        <LoadError what="the agent requests" error={requests.error} onRetry={() => void requests.refetch()} />
      )}
      {requests.isSuccess &&
        (requests.data.length === 0 ? (
          <EmptyState text={MESSAGES.noAgentRequest} />
        ) : (
          <AgentRequestsTable requests={requests.data} />
        ))}
    </section>
  );
}
