import { zodResolver } from '@hookform/resolvers/zod';
import type { WishlistItem } from '@nestlane/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { formatPriceRange } from '../../../lib/format-price';
import {
  createOfferFormSchema,
  findOfferDateBounds,
  type OfferFormInput,
  type OfferFormOutput,
} from '../lib/offer-form';

type MakeOfferFormProps = {
  item: WishlistItem;
  buyer: { name: string; email: string };
  onSubmit: (values: OfferFormOutput) => Promise<void>;
};

/** Screen 13's form: the deal shown read-only, then the buyer's amount and date. */
export function MakeOfferForm({ item, buyer, onSubmit }: MakeOfferFormProps) {
  const resolver = useMemo(
    () => zodResolver(createOfferFormSchema({ minPrice: item.minPrice, maxPrice: item.maxPrice })),
    [item.minPrice, item.maxPrice],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormInput, unknown, OfferFormOutput>({ resolver });
  const dateBounds = useMemo(() => findOfferDateBounds(), []);

  return (
    <form
      noValidate
      aria-label="Make An Offer"
      onSubmit={handleSubmit(onSubmit)}
      className="grid min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
    >
      <div className="sm:col-span-2">
        <FormField label="Property Title" value={item.propertyTitle} disabled readOnly />
      </div>
      <div className="sm:col-span-2">
        <FormField label="Property Location" value={item.propertyLocation} disabled readOnly />
      </div>
      <FormField label="Agent Name" value={item.agentName} disabled readOnly />
      <FormField
        label="Price Range"
        value={formatPriceRange(item.minPrice, item.maxPrice)}
        disabled
        readOnly
      />
      <FormField label="Buyer Name" value={buyer.name} disabled readOnly />
      <FormField label="Buyer Email" type="email" value={buyer.email} disabled readOnly />
      <FormField
        label="Offered Amount"
        type="number"
        inputMode="numeric"
        min={item.minPrice}
        max={item.maxPrice}
        step={1}
        error={errors.offerredPriceRange?.message}
        {...register('offerredPriceRange', { valueAsNumber: true })}
      />
      <FormField
        label="Offered Date"
        type="date"
        min={dateBounds.min}
        max={dateBounds.max}
        error={errors.offerredDate?.message}
        {...register('offerredDate')}
      />
      <button
        type="submit"
        className="btn-primary sm:col-span-2 sm:justify-self-start"
        disabled={isSubmitting}
      >
        Offer Now
      </button>
    </form>
  );
}
