import { FURNISHINGS, parseTakaAmount } from '@nestlane/shared';
import { useId } from 'react';
import { localizeDigits, useT } from '../../../i18n';
import { factValueLabel } from '../../../lib/listing-facts-text';
import { GAS_FILTER_VALUES, PARKING_FILTER_VALUES, TENANT_FILTER_VALUES } from '../lib/fact-search-filters';
import type { FilterChanges, PropertySearch } from '../lib/search-filters';
import { propertiesMessages } from '../messages';
import { ChoiceRow, RangeFields } from './filter-fields';

/**
 * A free minimum and maximum price, typed as people say them ('85 lakh', '1.2 crore', '৮৫ লাখ'; decision
 * 045), beside the Taka bands.
 */
export function PriceRange({
  min,
  max,
  onChange,
}: {
  min: number | undefined;
  max: number | undefined;
  onChange: (changes: FilterChanges) => void;
}) {
  const t = useT(propertiesMessages);
  return (
    <RangeFields
      legend={t('properties.sheet.price')}
      fields={[
        { name: 'minPrice', label: t('properties.sheet.minPrice') },
        { name: 'maxPrice', label: t('properties.sheet.maxPrice') },
      ]}
      values={{ minPrice: min, maxPrice: max }}
      parse={(text) => (text.trim() === '' ? '' : parseTakaAmount(text)?.toString())}
      invalidMessage={t('properties.sheet.priceInvalid')}
      inputProps={{ autoComplete: 'off', maxLength: 40, placeholder: t('properties.sheet.priceHint') }}
      onChange={onChange}
    />
  );
}

/**
 * The facts' filters (decision 047), by mode: who may rent and "available by" a month only for rent;
 * furnishing, gas, lift and parking for both.
 */
export function FactFilterFields({
  filters,
  onChange,
}: {
  filters: PropertySearch;
  onChange: (changes: FilterChanges) => void;
}) {
  const t = useT(propertiesMessages);
  const monthId = useId();
  const any = { value: '', label: t('properties.sheet.any') };
  const isRent = filters.listedFor === 'For Rent';
  return (
    <>
      {isRent && (
        <ChoiceRow
          legend={t('properties.sheet.tenantType')}
          choices={[
            any,
            ...TENANT_FILTER_VALUES.map((value) => ({ value, label: factValueLabel('tenantType', value) })),
          ]}
          value={filters.tenantType}
          onChange={(tenantType) => onChange({ tenantType })}
        />
      )}
      <ChoiceRow
        legend={t('properties.sheet.furnishing')}
        choices={[
          any,
          ...FURNISHINGS.map((value) => ({ value, label: factValueLabel('furnishing', value) })),
        ]}
        value={filters.furnishing}
        onChange={(furnishing) => onChange({ furnishing })}
      />
      <ChoiceRow
        legend={t('properties.sheet.gas')}
        choices={[any, ...GAS_FILTER_VALUES.map((value) => ({ value, label: factValueLabel('gas', value) }))]}
        value={filters.gas}
        onChange={(gas) => onChange({ gas })}
      />
      <ChoiceRow
        legend={t('properties.sheet.parking')}
        choices={[
          any,
          ...PARKING_FILTER_VALUES.map((count) => ({
            value: String(count),
            label: t('properties.sheet.atLeast', { count: localizeDigits(count) }),
          })),
        ]}
        value={String(filters.minParking ?? '')}
        onChange={(minParking) => onChange({ minParking })}
      />
      <label className="flex items-center gap-2 text-sm font-bold text-ink">
        <input
          type="checkbox"
          checked={filters.hasLift}
          onChange={(event) => onChange({ hasLift: event.target.checked ? 'true' : '' })}
          className="size-4 accent-brand-strong"
        />
        {t('properties.sheet.lift')}
      </label>
      {isRent && (
        <div>
          <label htmlFor={monthId} className="mb-1 block text-sm font-bold text-ink">
            {t('properties.sheet.availableBy')}
          </label>
          <input
            id={monthId}
            type="month"
            value={filters.availableBy}
            onChange={(event) => onChange({ availableBy: event.target.value })}
            className="field"
          />
        </div>
      )}
    </>
  );
}
