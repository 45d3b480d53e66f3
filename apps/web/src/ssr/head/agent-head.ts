/**
 * An agent's public profile (decision 032): the tab title the page sets (the agent's name), a share
 * card with their photo, and JSON-LD as Google documents profile pages: a ProfilePage whose mainEntity
 * is the Person.
 */
import { INTL_LOCALE, PRODUCT_NAME, type PublicAgent, pictureSizeUrl } from '@nestlane/shared';
import { currentLocale, formatNumber } from '../../i18n';
import { headText } from './messages';
import { formatHeadTitle, INDEXABLE, type PageHead, toAbsoluteUrl } from './page-head';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** A profile photo's share size: the page draws it at 128 px, a card a little larger. */
const PHOTO_WIDTH = 480;

/** The profile's address as the web app links it: the email URL-encoded ('@' is %40). */
export function agentProfileUrl(origin: string, email: string): string {
  return toAbsoluteUrl(origin, `/agentProfile/${encodeURIComponent(email)}`);
}

/** The spec's creation date ('Tue Jan 02 2024', Date.toDateString) as an ISO date, or undefined. */
export function readCreationDate(text: string): { iso: string; monthYear: string } | undefined {
  const match = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[1] ?? '') : -1;
  if (!match || month < 0) return undefined;
  return {
    iso: `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]}`,
    monthYear: `${MONTH_NAMES[month]} ${match[3]}`,
  };
}

/** 'December 2021' in English, 'ডিসেম্বর ২০২১' in Bangla: when the agent joined, in the page's language. */
function formatMonthYear(since: { iso: string; monthYear: string }): string {
  const locale = currentLocale();
  if (locale === 'en') return since.monthYear;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${since.iso}T00:00:00Z`));
}

export type AgentHeadOptions = {
  /** The page of the agent's listings the address asks for (?page=); page 1 has none. */
  page?: number;
};

/** The head of /agentProfile/:agentEmail for the agent GET /api/getAgentData/{email} answered. */
export function agentHead(origin: string, agent: PublicAgent, options: AgentHeadOptions = {}): PageHead {
  const page = options.page && options.page > 1 ? options.page : 1;
  const profileUrl = agentProfileUrl(origin, agent.email);
  const canonical = page > 1 ? `${profileUrl}?page=${page}` : profileUrl;
  const since = readCreationDate(agent.creationDate);
  const photo = agent.photo
    ? toAbsoluteUrl(origin, pictureSizeUrl(agent.photo, PHOTO_WIDTH) ?? agent.photo)
    : '';
  const about = since
    ? headText('head.agent.descriptionSince', { name: agent.name, since: formatMonthYear(since) })
    : headText('head.agent.description', { name: agent.name });
  const pageNote = page > 1 ? ` ${headText('head.pageNote', { page: formatNumber(page) })}` : '';
  const description = `${about}${pageNote}`;
  return {
    title: formatHeadTitle(agent.name),
    shareTitle: headText('head.agent.shareTitle', { name: agent.name }),
    description,
    canonical,
    ...(photo ? { image: { url: photo, alt: agent.name } } : {}),
    type: 'profile',
    robots: INDEXABLE,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        '@id': profileUrl,
        url: canonical,
        ...(since ? { dateCreated: since.iso } : {}),
        mainEntity: {
          '@type': 'Person',
          name: agent.name,
          url: profileUrl,
          ...(photo ? { image: photo } : {}),
          jobTitle: headText('head.agent.jobTitle'),
          worksFor: { '@type': 'Organization', name: PRODUCT_NAME, url: toAbsoluteUrl(origin, '/') },
        },
      },
    ],
  };
}
