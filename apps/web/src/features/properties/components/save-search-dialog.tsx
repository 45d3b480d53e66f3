import {
  MAX_SAVED_SEARCH_NAME,
  SAVED_SEARCH_ALERT_CHOICES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchAlert,
} from '@nestlane/shared';
import { type FormEvent, useState } from 'react';
import { ChoiceRadios } from '../../../components/choice-radios';
import { FormField } from '../../../components/form-field';
import * as Dialog from '../../../components/modal-dialog';
import { localizeMessage, useT } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { toSavedQuery, useSaveSearch } from '../api/save-search';
import { propertiesMessages } from '../messages';

/** The alert choices' names (SAVED_SEARCH_ALERT_LABELS in English). */
const ALERT_LABELS = {
  instant: 'properties.saveSearch.alert.instant',
  daily: 'properties.saveSearch.alert.daily',
  off: 'properties.saveSearch.alert.off',
} as const satisfies Record<SavedSearchAlert, string>;

type SaveSearchDialogProps = { params: URLSearchParams; suggestedName: string; onClose: () => void };

/**
 * Names the search page's filters and chooses its alert (instant, a daily digest, or none). A refusal
 * (the limit, a name too long) is shown in the dialog, which stays open; saved, it closes with a toast.
 */
export function SaveSearchDialog({ params, suggestedName, onClose }: SaveSearchDialogProps) {
  const [name, setName] = useState(suggestedName.slice(0, MAX_SAVED_SEARCH_NAME));
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const [error, setError] = useState<string>();
  const save = useSaveSearch();
  const t = useT(propertiesMessages);
  const alertChoices = SAVED_SEARCH_ALERT_CHOICES.map((value) => ({ value, label: t(ALERT_LABELS[value]) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (name.trim() === '') {
      setError(localizeMessage(SAVED_SEARCH_MESSAGES.nameRequired));
      return;
    }
    try {
      await save.mutateAsync({ name, alert, query: toSavedQuery(params) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    toast.success(localizeMessage(SAVED_SEARCH_MESSAGES.saved));
    onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-black/40" />
        <Dialog.Content className="fixed inset-0 z-[110] m-auto h-fit w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-2xl font-extrabold text-ink">
            {t('properties.saveSearch.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('properties.saveSearch.description')}
          </Dialog.Description>
          <form className="mt-5 space-y-5" onSubmit={(event) => void submit(event)} noValidate>
            <FormField
              label={t('properties.saveSearch.name')}
              error={error}
              value={name}
              maxLength={MAX_SAVED_SEARCH_NAME}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
            <ChoiceRadios
              legend={t('properties.saveSearch.alerts')}
              choices={alertChoices}
              value={alert}
              onChange={setAlert}
              look="pills"
            />
            <div className="flex flex-col-reverse justify-end gap-3 sm:flex-row">
              <Dialog.Close asChild>
                <button type="button" className="btn-outline">
                  {t('properties.saveSearch.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary" aria-busy={save.isPending || undefined}>
                {t('properties.saveSearch.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
