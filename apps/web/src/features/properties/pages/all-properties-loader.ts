import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * The search page's loader, in the route table (app/routes.tsx), so it starts with the navigation. Its
 * work (the URL's filters, the price words, the first page's prefetch: all-properties-load.ts) comes as
 * a chunk of its own, fetched beside the page's code, not in the first page's bundle (decision 041).
 */
export function createAllPropertiesLoader(queryClient: QueryClient) {
  return async function allPropertiesLoader(args: LoaderFunctionArgs) {
    const { loadAllProperties } = await import('./all-properties-load');
    return loadAllProperties(queryClient, args);
  };
}
