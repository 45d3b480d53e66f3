import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PropertyCard } from '../../../components/property-card';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useAddedProperties } from '../api/get-added-properties';
import { ListingActions } from '../components/listing-actions';

/** Dashboard screen 5 (agent): every listing the agent added, whatever its status, newest first. */
export function AddedPropertiesPage() {
  usePageTitle('My Added Properties');
  const { user } = useCurrentUser();
  const properties = useAddedProperties(user?.email);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">My Added Properties</h1>
      {properties.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {properties.isError && (
        <LoadError
          what="your properties"
          error={properties.error}
          onRetry={() => void properties.refetch()}
        />
      )}
      {properties.isSuccess && properties.data.length === 0 && (
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-lg text-slate-700">You have not added any properties yet.</p>
          <Link to="/dashboard/addProperty" className="btn-primary mt-5">
            Add Property
          </Link>
        </div>
      )}
      {properties.isSuccess && properties.data.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {properties.data.map((property) => (
            <li key={property._id}>
              <PropertyCard
                property={property}
                headingLevel={2}
                actions={<ListingActions property={property} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
