import List from 'lucide-react/icons/list';
import MapIcon from 'lucide-react/icons/map';
import type { RefObject } from 'react';
import { useT } from '../../../i18n';
import { propertiesMessages } from '../messages';

const CHOICES = [
  { value: 'list', label: 'properties.view.list', Icon: List },
  { value: 'map', label: 'properties.view.map', Icon: MapIcon },
] as const;

/** List | Map: two toggle buttons, the pressed one is the view shown. */
export function ViewSwitch({
  view,
  onChange,
  className = '',
  mapButtonRef,
}: {
  view: 'list' | 'map';
  onChange: (view: 'list' | 'map') => void;
  className?: string;
  /** The Map button, for focus to come back to when a phone's map closes. */
  mapButtonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT(propertiesMessages);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form's fieldset
    <div
      role="group"
      aria-label={t('properties.view.label')}
      className={`inline-flex rounded-xl border border-slate-200 bg-slate-100 p-1 ${className}`}
    >
      {CHOICES.map(({ value, label, Icon }) => (
        <button
          key={value}
          ref={value === 'map' ? mapButtonRef : undefined}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex items-center gap-1.5 rounded-lg px-3.5 py-1.5 text-sm font-bold ${
            view === value ? 'bg-white text-brand-text shadow-sm' : 'text-slate-700'
          }`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(label)}
        </button>
      ))}
    </div>
  );
}
