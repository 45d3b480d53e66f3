import { findCurrentMonth, type Property } from '@nestlane/shared';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useMarkRented } from '../api/mark-rented';
import { useRelistProperty } from '../api/relist-property';
import { listingsMessages } from '../messages';

const buttonClass = 'btn-outline w-full py-2 text-sm';

/**
 * A rental's place on the market (decision 048), under the agent's own card: Mark rented while it is
 * available (after 'Are you sure?': it leaves search), Relist from a month once rented. A sale is
 * marked sold by its purchase through Nestlane, so it has neither.
 */
export function MarketActions({ property }: { property: Property }) {
  if (property.marketState === 'rented') return <RelistForm property={property} />;
  if (property.listedFor === 'For Rent' && property.marketState === 'available') {
    return <MarkRentedButton property={property} />;
  }
  return null;
}

function MarkRentedButton({ property }: { property: Property }) {
  const t = useT(listingsMessages);
  const markRented = useMarkRented();
  const title = property.propertyTitle;
  return (
    <ConfirmDialog
      description={t('listings.market.markRentedDescription', { title })}
      confirmLabel={t('listings.market.markRentedConfirm')}
      onConfirm={() =>
        void runAction(
          () => markRented.mutateAsync({ propertyId: property._id }),
          t('listings.market.markedRented', { title }),
        )
      }
      trigger={
        <button
          type="button"
          aria-label={t('listings.market.markRentedLabel', { title })}
          disabled={markRented.isPending}
          className={buttonClass}
        >
          {t('listings.market.markRented')}
        </button>
      }
    />
  );
}

function RelistForm({ property }: { property: Property }) {
  const t = useT(listingsMessages);
  const relist = useRelistProperty();
  const inputId = useId();
  const currentMonth = findCurrentMonth();
  const [month, setMonth] = useState(currentMonth);
  const title = property.propertyTitle;

  function submit(event: FormEvent) {
    event.preventDefault();
    void runAction(
      () => relist.mutateAsync({ propertyId: property._id, availableFrom: month }),
      t('listings.market.relisted', { title }),
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('listings.market.relistLabel', { title })}
      className="flex flex-col gap-2"
    >
      <p className="text-sm text-slate-700">{t('listings.market.rentedNote')}</p>
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="flex flex-1 flex-col gap-1 text-sm font-semibold text-ink">
          {t('listings.market.availableFrom')}
          <input
            id={inputId}
            type="month"
            required
            min={currentMonth}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" disabled={relist.isPending} className="btn-primary py-2 text-sm">
          {t('listings.market.relist')}
        </button>
      </div>
    </form>
  );
}
