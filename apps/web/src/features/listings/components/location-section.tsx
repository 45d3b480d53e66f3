import { BD_DIVISIONS, findDistrict } from '@nestlane/shared/geo';
import type { LatLngTuple } from 'leaflet';
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizeDivision, localizePlace, useT } from '../../../i18n';
import type { AddPropertyFormInput } from '../lib/add-property-form';
import { listDistricts, listUpazilas, takesCityArea } from '../lib/place-options';
import { listingsMessages } from '../messages';
import { AreaSelect } from './area-select';
import { SelectField } from './field-controls';
import { FormSection } from './form-section';
import { findAreaLocalities, LocalitySelect } from './locality-select';

const LocationPickerMap = lazy(() => import('../../../components/location-picker-map'));

/** Where the map looks before a district is known: the middle of Bangladesh. */
const COUNTRY_CENTER: LatLngTuple = [23.685, 90.3563];
/** Six decimals: about a tenth of a metre, more than a listing needs. */
const COORDINATE_DECIMALS = 6;

/** A place's option: the value is its English name (the body's), the text its name in the language read. */
function toPlaceOptions(places: readonly { name: string }[]) {
  return places.map(({ name }) => ({ value: name, label: localizePlace(name) }));
}

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
  const [division, district, upozila, area, locality, latitude, longitude] = useWatch({
    control,
    name: ['division', 'district', 'upozila', 'area', 'locality', 'latitude', 'longitude'],
  });
  const chosenDistrict = findDistrict(division, district);
  const center: LatLngTuple = chosenDistrict ? [chosenDistrict.lat, chosenDistrict.lng] : COUNTRY_CENTER;
  // After the first submit the messages follow every change, as for typed fields.
  const setOptions = { shouldValidate: isSubmitted, shouldDirty: true };
  const t = useT(listingsMessages);

  function pickPosition(lat: number, lng: number) {
    setValue('latitude', lat.toFixed(COORDINATE_DECIMALS), setOptions);
    setValue('longitude', lng.toFixed(COORDINATE_DECIMALS), setOptions);
  }

  return (
    <FormSection title={t('listings.section.location')}>
      <div className="sm:col-span-2">
        <FormField
          label={t('listings.field.address')}
          autoComplete="street-address"
          error={errors.propertyLocation?.message}
          {...register('propertyLocation')}
        />
      </div>
      <SelectField
        label={t('listings.field.division')}
        options={BD_DIVISIONS.map(({ name }) => ({ value: name, label: localizeDivision(name) }))}
        placeholder={t('listings.place.chooseDivision')}
        value={division}
        error={errors.division?.message}
        {...register('division', {
          onChange: () => {
            setValue('district', '', setOptions);
            setValue('upozila', '', setOptions);
            setValue('area', '', setOptions);
            setValue('locality', '', setOptions);
          },
        })}
      />
      <SelectField
        label={t('listings.field.district')}
        options={toPlaceOptions(listDistricts(division))}
        placeholder={t(division ? 'listings.place.chooseDistrict' : 'listings.place.chooseDivisionFirst')}
        value={district}
        error={errors.district?.message}
        {...register('district', {
          onChange: () => {
            setValue('upozila', '', setOptions);
            setValue('area', '', setOptions);
            setValue('locality', '', setOptions);
          },
        })}
      />
      <SelectField
        label={t('listings.field.upazila')}
        options={toPlaceOptions(listUpazilas(division, district))}
        placeholder={t(district ? 'listings.place.chooseUpazila' : 'listings.place.chooseDistrictFirst')}
        value={upozila}
        error={errors.upozila?.message}
        {...register('upozila', {
          onChange: () => {
            setValue('area', '', setOptions);
            setValue('locality', '', setOptions);
          },
        })}
      />
      {/* The area takes the empty cell beside the upazila when it is the city's own ("Dhaka Metropolitan"). */}
      {takesCityArea(division, district, upozila) ? (
        <AreaSelect
          division={division}
          district={district}
          value={area}
          error={errors.area?.message}
          {...register('area', { onChange: () => setValue('locality', '', setOptions) })}
        />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      {/* A locality (decision 049) only where the chosen area has some: a row of its own. */}
      {findAreaLocalities(division, district, area).length > 0 && (
        <div className="sm:col-span-2">
          <LocalitySelect
            division={division}
            district={district}
            area={area}
            value={locality}
            error={errors.locality?.message}
            {...register('locality')}
          />
        </div>
      )}
      <FormField
        label={t('listings.field.latitude')}
        inputMode="decimal"
        error={errors.latitude?.message}
        {...register('latitude')}
      />
      <FormField
        label={t('listings.field.longitude')}
        inputMode="decimal"
        error={errors.longitude?.message}
        {...register('longitude')}
      />
      <div className="sm:col-span-2">
        <p className="mb-2 text-sm text-slate-700">{t('listings.map.hint')}</p>
        <Suspense fallback={<LoadingSpinner label={t('listings.map.loading')} className="h-72" />}>
          <LocationPickerMap
            center={center}
            position={toPosition(latitude, longitude)}
            onPick={pickPosition}
            label={t('listings.map.label')}
          />
        </Suspense>
      </div>
    </FormSection>
  );
}
