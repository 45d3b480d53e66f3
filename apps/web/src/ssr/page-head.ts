import { LOCALE_QUERY_PARAM, type Locale } from '@nestlane/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';
import { agentDataQueryOptions } from '../features/agents/api/get-agent-data';
import { propertyDetailQueryOptions } from '../features/property-detail/api/get-property-detail';
import {
  agentHead,
  allPropertiesHead,
  failedPageHead,
  homeHead,
  notFoundHead,
  type PageHead,
  propertyHead,
  renderHeadTags,
} from './head';

type PageHeadInput = {
  context: StaticHandlerContext;
  queryClient: QueryClient;
  origin: string;
  url: string;
  locale: Locale;
};

function findPageHead({ context, queryClient, origin, url }: PageHeadInput): PageHead {
  const pageUrl = new URL(url, origin);
  const match = context.matches.at(-1);
  if (!match || context.statusCode === 404) return notFoundHead(origin);
  if (context.statusCode >= 500) return failedPageHead(origin);
  const { route, params } = match;
  if (route.index) return homeHead(origin);
  if (route.path === 'allProperties') return allPropertiesHead(origin, pageUrl.searchParams);
  if (route.path === 'propertyDetail/:id') {
    const property = queryClient.getQueryData(propertyDetailQueryOptions(params.id ?? '').queryKey);
    if (property) return propertyHead(origin, property);
  }
  if (route.path === 'agentProfile/:agentEmail') {
    const agent = queryClient.getQueryData(agentDataQueryOptions(params.agentEmail ?? '').queryKey);
    const page = Number(pageUrl.searchParams.get('page'));
    if (agent) return agentHead(origin, agent, Number.isInteger(page) ? { page } : {});
  }
  return notFoundHead(origin);
}

/**
 * The <head> tags of a server-rendered page: its title, description, share tags and JSON-LD. No picture
 * preload: the page's largest picture is an <img fetchpriority="high"> in the HTML, which the browser finds at
 * once (decision 033).
 */
export function buildPageHead(input: PageHeadInput): string {
  return renderHeadTags(inLocale(findPageHead(input), input.locale));
}

/** The page's address in Bangla: its English address with `?lang=bn`. */
function addressInBangla(address: string): string {
  const url = new URL(address);
  url.searchParams.set(LOCALE_QUERY_PARAM, 'bn');
  return url.href;
}

/**
 * One page, two languages (decision 040): the English page keeps its plain address, the Bangla one adds
 * `?lang=bn`; each names itself canonical and both name each other (hreflang), English the default.
 */
function inLocale(head: PageHead, locale: Locale): PageHead {
  if (!head.canonical) return { ...head, locale };
  const alternates = { en: head.canonical, bn: addressInBangla(head.canonical) };
  return { ...head, locale, canonical: alternates[locale], alternates };
}
