import { Trans } from '@lingui/react';
import {
  MAX_SAVED_SEARCH_NAME,
  SAVED_SEARCH_ALERT_CHOICES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchAlert,
  savedSearchPath,
} from '@nestlane/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches';
import { savedSearchesMessages } from '../messages';
import { describeSavedQuery } from './describe-saved-query';

/** One saved search: its filters in words, Open (the search page with them), its alert, Rename, Delete. */
export function SavedSearchCard({ savedSearch }: { savedSearch: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [isRenaming, setIsRenaming] = useState(false);
  const [name, setName] = useState(savedSearch.name);
  const [error, setError] = useState<string>();
  const ids = useId();
  const titleId = `${ids}-title`;
  const t = useT(savedSearchesMessages);
  const phrases = describeSavedQuery(savedSearch.query);

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError(SAVED_SEARCH_MESSAGES.nameRequired);
      return;
    }
    try {
      await update.mutateAsync({ id: savedSearch._id, name });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    setIsRenaming(false);
  }

  function changeAlert(alert: SavedSearchAlert) {
    void runAction(
      () => update.mutateAsync({ id: savedSearch._id, alert }),
      t('savedSearches.alertChanged', { name: savedSearch.name, alert: t(`savedSearches.alert.${alert}`) }),
    );
  }

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {isRenaming ? (
        <form onSubmit={(event) => void rename(event)} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="min-w-0 grow">
            <label htmlFor={`${ids}-name`} className="mb-1.5 block text-sm font-bold text-ink">
              {t('savedSearches.newName')}
            </label>
            <input
              id={`${ids}-name`}
              value={name}
              maxLength={MAX_SAVED_SEARCH_NAME}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              className="field"
            />
          </div>
          <button
            type="submit"
            className="btn-primary px-4 py-2 text-sm"
            aria-busy={update.isPending || undefined}
          >
            {t('savedSearches.saveName')}
          </button>
          <button
            type="button"
            className="btn-outline px-4 py-2 text-sm"
            onClick={() => {
              setIsRenaming(false);
              setName(savedSearch.name);
              setError(undefined);
            }}
          >
            {t('savedSearches.cancel')}
          </button>
          {error && (
            <p id={`${ids}-error`} role="alert" className="w-full text-sm font-medium text-red-700">
              {localizeMessage(error)}
            </p>
          )}
        </form>
      ) : null}
      <h2 id={titleId} className={`text-xl font-bold break-words text-ink ${isRenaming ? 'sr-only' : ''}`}>
        {savedSearch.name}
      </h2>
      <p className="mt-2 text-sm break-words text-slate-700">
        {phrases.length > 0 ? phrases.join(' · ') : t('savedSearches.everyListing')}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link to={savedSearchPath(savedSearch.query)} className="btn-primary px-4 py-2 text-sm">
          <Trans
            id="savedSearches.open"
            values={{ name: savedSearch.name }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </Link>
        <label className="flex items-center gap-2 text-sm font-bold text-ink">
          {t('savedSearches.alerts')}
          <select
            value={savedSearch.alert}
            onChange={(event) => changeAlert(event.target.value as SavedSearchAlert)}
            aria-label={t('savedSearches.alertsFor', { name: savedSearch.name })}
            className="field w-auto py-2"
          >
            {SAVED_SEARCH_ALERT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`savedSearches.alert.${choice}`)}
              </option>
            ))}
          </select>
        </label>
        {!isRenaming && (
          <button
            type="button"
            className="btn-outline px-4 py-2 text-sm"
            aria-label={t('savedSearches.renameLabel', { name: savedSearch.name })}
            onClick={() => setIsRenaming(true)}
          >
            {t('savedSearches.rename')}
          </button>
        )}
        <ConfirmDeleteButton
          label={t('savedSearches.deleteLabel', { name: savedSearch.name })}
          description={t('savedSearches.deleteDescription', { name: savedSearch.name })}
          isPending={remove.isPending}
          onConfirm={() =>
            void runAction(() => remove.mutateAsync(savedSearch._id), t('savedSearches.deleted'))
          }
        />
      </div>
    </article>
  );
}
