import { zodResolver } from '@hookform/resolvers/zod';
import type { WishlistItem } from '@nestlane/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { localizeMessage, useT } from '../../../i18n';
import { formatExactPriceRange } from '../../../lib/format-price';
import {
  createOfferFormSchema,
  findOfferDateBounds,
  type OfferFormInput,
  type OfferFormOutput,
} from '../lib/offer-form';
import { wishlistMessages } from '../messages';

type MakeOfferFormProps = {
  item: WishlistItem;
  buyer: { name: string; email: string };
  onSubmit: (values: OfferFormOutput) => Promise<void>;
};

/** Screen 13's form: the deal shown read-only, then the buyer's amount and date. */
export function MakeOfferForm({ item, buyer, onSubmit }: MakeOfferFormProps) {
  const t = useT(wishlistMessages);
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
      aria-label={t('wishlist.makeOffer')}
      onSubmit={handleSubmit(onSubmit)}
      className="grid min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
    >
      <div className="sm:col-span-2">
        <FormField label={t('wishlist.offer.propertyTitle')} value={item.propertyTitle} disabled readOnly />
      </div>
      <div className="sm:col-span-2">
        <FormField
          label={t('wishlist.offer.propertyLocation')}
          value={item.propertyLocation}
          disabled
          readOnly
        />
      </div>
      <FormField label={t('wishlist.offer.agentName')} value={item.agentName} disabled readOnly />
      <FormField
        label={t('wishlist.offer.priceRange')}
        value={formatExactPriceRange(item.minPrice, item.maxPrice)}
        disabled
        readOnly
      />
      <FormField label={t('wishlist.offer.buyerName')} value={buyer.name} disabled readOnly />
      <FormField label={t('wishlist.offer.buyerEmail')} type="email" value={buyer.email} disabled readOnly />
      <FormField
        label={t('wishlist.offer.amount')}
        type="number"
        inputMode="numeric"
        min={item.minPrice}
        max={item.maxPrice}
        step={1}
        error={errors.offerredPriceRange?.message && localizeMessage(errors.offerredPriceRange.message)}
        {...register('offerredPriceRange', { valueAsNumber: true })}
      />
      <FormField
        label={t('wishlist.offer.date')}
        type="date"
        min={dateBounds.min}
        max={dateBounds.max}
        error={errors.offerredDate?.message && localizeMessage(errors.offerredDate.message)}
        {...register('offerredDate')}
      />
      <button
        type="submit"
        className="btn-primary sm:col-span-2 sm:justify-self-start"
        disabled={isSubmitting}
      >
        {t('wishlist.offer.submit')}
      </button>
    </form>
  );
}
