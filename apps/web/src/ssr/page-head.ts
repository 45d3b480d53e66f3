import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';
import { agentDataQueryOptions } from '../features/agents/api/get-agent-data';
import { propertyDetailQueryOptions } from '../features/property-detail/api/get-property-detail';
import {
  agentHead,
  allPropertiesHead,
  homeHead,
  notFoundHead,
  type PageHead,
  propertyHead,
  renderHeadTags,
} from './head';

type PageHeadInput = { context: StaticHandlerContext; queryClient: QueryClient; origin: string; url: string };

function findPageHead({ context, queryClient, origin, url }: PageHeadInput): PageHead {
  const pageUrl = new URL(url, origin);
  const match = context.matches.at(-1);
  if (!match || context.statusCode === 404) return notFoundHead(origin);
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
  return renderHeadTags(findPageHead(input));
}
