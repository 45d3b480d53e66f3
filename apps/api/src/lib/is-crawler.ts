import { isbot } from 'isbot';

/**
 * Crawlers, link previewers and scripts are not people looking at a listing (decision 039): isbot's
 * list of user agents, and a request that names no user agent at all.
 */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}
