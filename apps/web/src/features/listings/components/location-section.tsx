import { BD_DIVISIONS, findDistrict } from '@nestlane/shared/geo';
import type { LatLngTuple } from 'leaflet';
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { LoadingSpinner } from '../../../components/loading-spinner';
import type { AddPropertyFormInput } from '../lib/add-property-form';
import { listDistricts, listUpazilas, takesCityArea } from '../lib/place-options';
import { AreaSelect } from './area-select';
import { SelectField } from './field-controls';
import { FormSection } from './form-section';

const LocationPickerMap = lazy(() => import('../../../components/location-picker-map'));

/** Where the map looks before a district is known: the middle of Bangladesh. */
const COUNTRY_CENTER: LatLngTuple = [23.685, 90.3563];
/** Six decimals: about a tenth of a metre, more than a listing needs. */
const COORDINATE_DECIMALS = 6;

const DIVISION_OPTIONS = BD_DIVISIONS.map((division) => ({
  value: division.name,
  label: `${division.name} Division`,
}));

function toPosition(latitude: string | undefined, longitude: string | undefined): LatLngTuple | null {
  if (!latitude?.trim() || !longitude?.trim()) return null;
  const position: LatLngTuple = [Number(latitude), Number(longitude)];
  return position.every(Number.isFinite) ? position : null;
}

/**
 * Address, the linked place selects (a district list holds only the chosen division's districts, an
 * upazila list only the chosen district's; a changed parent empties its children, so the agent chooses
 * each level rather than inheriting its first option),
 * and the coordinates, typed or picked on a map centred on the chosen district.
 */
export function LocationSection() {
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<AddPropertyFormInput>();
  const [division, district, upozila, area, latitude, longitude] = useWatch({
    control,
    name: ['division', 'district', 'upozila', 'area', 'latitude', 'longitude'],
  });
  const chosenDistrict = findDistrict(division, district);
  const center: LatLngTuple = chosenDistrict ? [chosenDistrict.lat, chosenDistrict.lng] : COUNTRY_CENTER;
  // After the first submit the messages follow every change, as for typed fields.
  const setOptions = { shouldValidate: isSubmitted, shouldDirty: true };

  function pickPosition(lat: number, lng: number) {
    setValue('latitude', lat.toFixed(COORDINATE_DECIMALS), setOptions);
    setValue('longitude', lng.toFixed(COORDINATE_DECIMALS), setOptions);
  }

  return (
    <FormSection title="Location">
      <div className="sm:col-span-2">
        <FormField
          label="Address"
          autoComplete="street-address"
          error={errors.propertyLocation?.message}
          {...register('propertyLocation')}
        />
      </div>
      <SelectField
        label="Division"
        options={DIVISION_OPTIONS}
        placeholder="Choose a division"
        value={division}
        error={errors.division?.message}
        {...register('division', {
          onChange: () => {
            setValue('district', '', setOptions);
            setValue('upozila', '', setOptions);
            setValue('area', '', setOptions);
          },
        })}
      />
      <SelectField
        label="District"
        options={listDistricts(division).map(({ name }) => ({ value: name, label: name }))}
        placeholder={division ? 'Choose a district' : 'Choose a division first'}
        value={district}
        error={errors.district?.message}
        {...register('district', {
          onChange: () => {
            setValue('upozila', '', setOptions);
            setValue('area', '', setOptions);
          },
        })}
      />
      <SelectField
        label="Upazila"
        options={listUpazilas(division, district).map(({ name }) => ({ value: name, label: name }))}
        placeholder={district ? 'Choose an upazila' : 'Choose a district first'}
        value={upozila}
        error={errors.upozila?.message}
        {...register('upozila', {
          onChange: () => setValue('area', '', setOptions),
        })}
      />
      {/* The area takes the empty cell beside the upazila when it is the city's own ("Dhaka Metropolitan"). */}
      {takesCityArea(division, district, upozila) ? (
        <AreaSelect
          division={division}
          district={district}
          value={area}
          error={errors.area?.message}
          {...register('area')}
        />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <FormField
        label="Latitude"
        inputMode="decimal"
        error={errors.latitude?.message}
        {...register('latitude')}
      />
      <FormField
        label="Longitude"
        inputMode="decimal"
        error={errors.longitude?.message}
        {...register('longitude')}
      />
      <div className="sm:col-span-2">
        <p className="mb-2 text-sm text-slate-700">
          Click the map to set the latitude and longitude, or type them above.
        </p>
        <Suspense fallback={<LoadingSpinner label="Loading map" className="h-72" />}>
          <LocationPickerMap
            center={center}
            position={toPosition(latitude, longitude)}
            onPick={pickPosition}
            label="Map of the property's location"
          />
        </Suspense>
      </div>
    </FormSection>
  );
}
