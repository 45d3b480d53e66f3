/**
 * Every listing fact as a labelled row of the property page's Key facts block (decision 047). Here, with
 * its labels in this feature's catalog, not beside the card's facts in lib/, so the first page's code does
 * not carry them.
 */
import type { Property } from '@nestlane/shared';
import { localizeDigits, type MessageIdOf, type MessageValues, translate } from '../../../i18n';
import { factValueLabel, formatFloor, formatLandSize, formatMonth } from '../../../lib/listing-facts-text';
import { propertyDetailMessages } from '../messages';

type FactLabelId = MessageIdOf<typeof propertyDetailMessages> & `propertyDetail.fact.${string}`;
const text = (id: MessageIdOf<typeof propertyDetailMessages>, values?: MessageValues) =>
  translate(propertyDetailMessages, id, values);

export type FactRow = { label: string; value: string };

/** Every fact the listing says, labelled, for the property page (rental facts only for a rental). */
export function readFactRows(property: Property, formatTaka: (amount: number) => string): FactRow[] {
  const rows: [FactLabelId, string | undefined][] = [
    ['propertyDetail.fact.floor', formatFloor(property)],
    ['propertyDetail.fact.facing', property.facing ? factValueLabel('facing', property.facing) : undefined],
    [
      'propertyDetail.fact.lift',
      property.hasLift === null
        ? undefined
        : text(property.hasLift ? 'propertyDetail.fact.yes' : 'propertyDetail.fact.no'),
    ],
    ['propertyDetail.fact.gas', property.gas ? factValueLabel('gas', property.gas) : undefined],
    [
      'propertyDetail.fact.powerBackup',
      property.powerBackup ? factValueLabel('powerBackup', property.powerBackup) : undefined,
    ],
    [
      'propertyDetail.fact.parking',
      property.parkingSpaces === null ? undefined : localizeDigits(property.parkingSpaces),
    ],
    [
      'propertyDetail.fact.balconies',
      property.balconies === null ? undefined : localizeDigits(property.balconies),
    ],
    [
      'propertyDetail.fact.furnishing',
      property.furnishing ? factValueLabel('furnishing', property.furnishing) : undefined,
    ],
    [
      'propertyDetail.fact.construction',
      property.construction ? factValueLabel('construction', property.construction) : undefined,
    ],
    [
      'propertyDetail.fact.handover',
      property.handoverMonth ? formatMonth(property.handoverMonth) : undefined,
    ],
    [
      'propertyDetail.fact.advance',
      property.advanceMonths === null
        ? undefined
        : text('propertyDetail.fact.advanceMonths', { count: property.advanceMonths }),
    ],
    [
      'propertyDetail.fact.serviceCharge',
      property.serviceCharge === null ? undefined : formatTaka(property.serviceCharge),
    ],
    [
      'propertyDetail.fact.availableFrom',
      property.availableFrom ? formatMonth(property.availableFrom) : undefined,
    ],
    [
      'propertyDetail.fact.tenantType',
      property.tenantType ? factValueLabel('tenantType', property.tenantType) : undefined,
    ],
    ['propertyDetail.fact.land', formatLandSize(property)],
  ];
  return rows
    .filter((row): row is [FactLabelId, string] => row[1] !== undefined)
    .map(([label, value]) => ({ label: text(label), value }));
}
