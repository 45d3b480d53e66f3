import { MESSAGES } from '@nestlane/shared';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizeMessage, useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAgentRequests } from '../api/get-agent-requests';
import { AgentRequestsTable } from '../components/agent-requests-table';
import { peopleMessages } from '../messages';

/** Dashboard screen 16 (admin): pending agent applications, each decided with Make Agent. */
export function AgentRequestPage() {
  const t = useT(peopleMessages);
  usePageTitle(t('people.agentRequest.title'));
  const requests = useAgentRequests();
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('people.agentRequest.title')}</h1>
      {requests.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {requests.isError && (
        <LoadError
          what={t('people.agentRequest.loadWhat')}
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      )}
      {requests.isSuccess &&
        (requests.data.length === 0 ? (
          <EmptyState text={localizeMessage(MESSAGES.noAgentRequest)} />
        ) : (
          <AgentRequestsTable requests={requests.data} />
        ))}
    </section>
  );
}
