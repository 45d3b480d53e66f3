/** The property-detail feature's public module: what other features may use. */
export { propertyDetailQueryOptions } from './api/get-property-detail';
