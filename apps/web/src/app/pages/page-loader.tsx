import { LoadingSpinner } from '../../components/loading-spinner';

/** Shown while the first route's code or data loads (the root route's HydrateFallback). */
export function PageLoader() {
  return <LoadingSpinner className="min-h-screen" />;
}
