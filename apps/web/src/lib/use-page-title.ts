import { PRODUCT_NAME } from '@nestlane/shared';
import { useEffect } from 'react';

/** Sets the tab title to 'Nestlane || {page}' while the page is shown. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}

export function formatPageTitle(page: string): string {
  return `${PRODUCT_NAME} || ${page}`;
}
