import { zodResolver } from '@hookform/resolvers/zod';
import type { WishlistItem } from '@nestlane/shared';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { localizeMessage, useT } from '../../../i18n';
import { formatExactPriceRange } from '../../../lib/format-price';
import { findOfferDraft, keepOfferDraft } from '../lib/offer-draft';
import {
  createOfferFormSchema,
  findOfferDateBounds,
  type OfferFormInput,
  type OfferFormOutput,
} from '../lib/offer-form';
import { wishlistMessages } from '../messages';

type MakeOfferFormProps = {
  item: WishlistItem;
  /** The signed-in buyer; `id` is whose offer is kept across a session's end. */
  buyer: { id: string; name: string; email: string };
  onSubmit: (values: OfferFormOutput) => Promise<void>;
};

/**
 * Screen 13's form: the deal shown read-only, then the buyer's amount and date. What is filled in is kept
 * in this tab until the offer is made, so a session that ends meanwhile (sign-in, then back here) loses
 * nothing (decision 065).
 */
export function MakeOfferForm({ item, buyer, onSubmit }: MakeOfferFormProps) {
  const t = useT(wishlistMessages);
  const resolver = useMemo(
    () => zodResolver(createOfferFormSchema({ minPrice: item.minPrice, maxPrice: item.maxPrice })),
    [item.minPrice, item.maxPrice],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormInput, unknown, OfferFormOutput>({
    resolver,
    defaultValues: findOfferDraft(item._id, buyer.id),
  });
  useEffect(() => {
    const watching = watch((values) => keepOfferDraft(item._id, buyer.id, values));
    return () => watching.unsubscribe();
  }, [watch, item._id, buyer.id]);
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
