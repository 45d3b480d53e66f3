/** The <head> of the server-rendered public pages (issue 13, decision 032). Pure functions, no React. */

export {
  ALL_PROPERTIES_PAGE_NAME,
  allPropertiesPageName,
  describeSearchPage,
} from '../../lib/search-page-title';
export { type AgentHeadOptions, agentHead, agentProfileUrl } from './agent-head';
export { allPropertiesHead, LAST_SEARCH_PAGE } from './all-properties-head';
export { formatHeadTitle, type HeadImage, type PageHead } from './page-head';
export { LISTING_PRICE_CURRENCY, propertyHead, propertyUrl } from './property-head';
export { escapeHtml, renderHeadTags, serializeJsonLd } from './render-head-tags';
export { failedPageHead, homeHead, notFoundHead } from './site-heads';
