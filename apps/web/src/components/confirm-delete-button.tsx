import { commonText } from '../lib/common-text';
import { ConfirmDialog } from './confirm-dialog';

type ConfirmDeleteButtonProps = {
  /** The button's accessible name, naming what goes: 'Delete Lakeside Home'. */
  label: string;
  /** One line in the 'Are you sure?' dialog saying what will happen. */
  description: string;
  isPending: boolean;
  onConfirm: () => void;
  /** Size and spacing where the button stands. */
  className?: string;
};

/** The red Delete of the dashboard's cards (listings, wish-list, reviews): 'Are you sure?' first (spec §5). */
export function ConfirmDeleteButton({
  label,
  description,
  isPending,
  onConfirm,
  className = 'px-5 py-2 text-sm',
}: ConfirmDeleteButtonProps) {
  return (
    <ConfirmDialog
      description={description}
      confirmLabel={commonText('common.confirmDelete.confirm')}
      onConfirm={onConfirm}
      trigger={
        <button
          type="button"
          aria-label={label}
          disabled={isPending}
          className={`inline-flex items-center justify-center rounded-lg bg-red-700 font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
        >
          {commonText('common.confirmDelete.button')}
        </button>
      }
    />
  );
}
