import { MESSAGES, PRODUCT_NAME } from '@nestlane/shared';
import Building2 from 'lucide-react/icons/building-2';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Mail from 'lucide-react/icons/mail';
import { useParams } from 'react-router';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { PropertyCard } from '../../../components/property-card';
import { SectionHeading } from '../../../components/section-heading';
import { localizeMessage, useT, valueLabel } from '../../../i18n';
import { useScrollToTopOnOpen } from '../../../lib/motion';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAgentData } from '../api/get-agent-data';
import { useAgentProperties } from '../api/get-agent-properties';
import { formatAgentSince } from '../lib/format-agent-since';
import { agentsMessages } from '../messages';

/** One row of cards on a wide screen: their pictures load at once, the largest paint among them. */
const ABOVE_FOLD_CARDS = 4;

export function AgentProfilePage() {
  const t = useT(agentsMessages);
  const { agentEmail = '' } = useParams();
  const { data: agent } = useAgentData(agentEmail);
  const [page, setPage] = usePageParam();
  const properties = useAgentProperties(agentEmail, page);
  usePageTitle(agent.name);

  useScrollToTopOnOpen();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <section
        aria-labelledby="agent-name"
        className="mx-auto mb-16 flex max-w-3xl flex-col items-center gap-6 rounded-3xl border border-slate-200 bg-gradient-to-b from-brand-soft to-white p-8 text-center sm:flex-row sm:text-left"
      >
        <img
          src={agent.photo}
          alt={agent.name}
          width={128}
          height={128}
          className="size-32 shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-white shadow-md"
        />
        <div className="space-y-2">
          <p className="inline-block rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wider text-white uppercase">
            {valueLabel('role', agent.role)}
          </p>
          <h1 id="agent-name" className="text-3xl font-extrabold text-ink">
            {agent.name}
          </h1>
          <ul className="space-y-1.5 text-slate-700">
            <li className="flex items-center justify-center gap-2 sm:justify-start">
              <CalendarDays aria-hidden="true" className="size-4 text-brand-text" />
              {t('agents.profile.since', { date: formatAgentSince(agent.creationDate) })}
            </li>
            <li className="flex items-center justify-center gap-2 sm:justify-start">
              <Building2 aria-hidden="true" className="size-4 text-brand-text" />
              {PRODUCT_NAME}
            </li>
            <li className="flex items-center justify-center gap-2 sm:justify-start">
              <Mail aria-hidden="true" className="size-4 text-brand-text" />
              <a href={`mailto:${agent.email}`} className="hover:text-brand-text hover:underline">
                {agent.email}
              </a>
            </li>
          </ul>
        </div>
      </section>

      <SectionHeading
        id="agent-properties"
        title={t('agents.profile.listingsTitle')}
        subtitle={t('agents.profile.listingsSubtitle')}
      />
      {/* Paged like the dashboard's lists: 12 cards at a time, the page kept in ?page=. */}
      <PagedList
        query={properties}
        what={t('agents.profile.listingsWhat')}
        emptyText={localizeMessage(MESSAGES.noProperties)}
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-3 xl:grid-cols-4">
            {rows.map((property, index) => (
              <PropertyCard key={property._id} property={property} isAboveFold={index < ABOVE_FOLD_CARDS} />
            ))}
          </div>
        )}
      </PagedList>
    </div>
  );
}
