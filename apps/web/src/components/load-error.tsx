import { localizeMessage } from '../i18n';
import { commonText } from '../lib/common-text';

/** A list that could not load says so and offers another try (no silent empty table). */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
      <p className="font-semibold">
        {commonText('common.loadError.message', { what, error: localizeMessage(error.message) })}
      </p>
      <button type="button" className="btn-outline mt-4" onClick={onRetry}>
        {commonText('common.loadError.retry')}
      </button>
    </div>
  );
}
