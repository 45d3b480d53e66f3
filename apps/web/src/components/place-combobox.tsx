import type { PlaceLevel, PlaceMatch } from '@nestlane/shared/geo/places';
import MapPin from 'lucide-react/icons/map-pin';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { currentLocale } from '../i18n';
import { commonText } from '../lib/common-text';
import { useAdoptEarlyValue } from '../lib/use-adopt-early-value';

const MAX_SUGGESTIONS = 8;

const LEVEL_NAMES = {
  division: 'common.place.level.division',
  district: 'common.place.level.district',
  upazila: 'common.place.level.upazila',
  area: 'common.place.level.area',
  locality: 'common.place.level.locality',
} as const satisfies Record<PlaceLevel, string>;

type FindPlaces = (text: string, options?: { limit?: number }) => PlaceMatch[];
let placesModule: Promise<FindPlaces> | undefined;

/** The place index (every division, district, upazila and city area) loads on the first keystroke only. */
function loadFindPlaces(): Promise<FindPlaces> {
  placesModule ??= import('@nestlane/shared/geo/places').then((module) => module.findPlaces);
  return placesModule;
}

type PlaceComboboxProps = {
  label: string;
  /** Shown only when the label is visually hidden (the home search bar). */
  isLabelHidden?: boolean;
  onChoose: (place: PlaceMatch) => void;
  className?: string;
  /** The text box's look where it sits among other fields (the home search bar's); 'field' by default. */
  inputClassName?: string;
};

/**
 * The "where" box: type any place in English or Bangla ("gulsh", "গুলশান", "Savar", "mirpur10", "Dhanmondy")
 * and choose one.
 * The ARIA 1.2 combobox with a listbox popup: arrows move the active option (aria-activedescendant, focus
 * stays in the box), Enter chooses it, Escape closes the list and then clears the text. The text is
 * cleared once a place is chosen: the caller shows the choice (a chip).
 */
export function PlaceCombobox({
  label,
  isLabelHidden = false,
  onChoose,
  className = '',
  inputClassName = 'field h-12',
}: PlaceComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<PlaceMatch[]>([]);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isOpen, setIsOpen] = useState(false);
  const latestText = useRef('');
  // A reader of Bangla sees each place by its Bangla name first, its English one under it.
  const isBangla = currentLocale() === 'bn';

  function changeText(typed: string) {
    setText(typed);
    setIsOpen(true);
  }
  // Typed before the page was hydrated (a server-rendered search page): looked up like any typing.
  const fieldRef = useAdoptEarlyValue(text, (typed) => {
    changeText(typed);
    void loadFindPlaces();
  });

  useEffect(() => {
    latestText.current = text;
    if (text.trim() === '') {
      setMatches([]);
      return;
    }
    void loadFindPlaces().then((findPlaces) => {
      // An older keystroke's answer must not replace a newer one.
      if (latestText.current !== text) return;
      setMatches(findPlaces(text, { limit: MAX_SUGGESTIONS }));
      setActiveIndex(-1);
    });
  }, [text]);

  const isExpanded = isOpen && matches.length > 0;

  function choose(place: PlaceMatch) {
    onChoose(place);
    setText('');
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function moveActive(step: number) {
    if (matches.length === 0) return;
    setIsOpen(true);
    setActiveIndex((index) => {
      if (!isExpanded) return step > 0 ? 0 : matches.length - 1;
      return (index + step + matches.length) % matches.length;
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const active = matches[activeIndex];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && isExpanded) {
      // Enter with the list open picks a place; it never submits the surrounding form.
      event.preventDefault();
      const place = active ?? matches[0];
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      if (isExpanded) {
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    }
  }

  const trimmed = text.trim();
  const status =
    trimmed === ''
      ? ''
      : matches.length === 0
        ? commonText('common.place.noMatch')
        : commonText('common.place.found', { count: matches.length });

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-bold text-ink'}>
        {label}
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={fieldRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isExpanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={commonText('common.place.placeholder')}
          maxLength={60}
          onChange={(event) => changeText(event.target.value)}
          onFocus={() => void loadFindPlaces()}
          onBlur={() => setIsOpen(false)}
          onKeyDown={handleKeyDown}
          className={`${inputClassName} pl-11`}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={commonText('common.place.listLabel', { label })}
        hidden={!isExpanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-xl"
      >
        {matches.map((place, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the combobox pattern keeps focus in the box; aria-activedescendant points here
          // biome-ignore lint/a11y/useKeyWithClickEvents: the box's own keys (arrows, Enter) choose an option
          <div
            key={`${place.level}-${place.locality?.id ?? place.area?.id ?? place.upazila?.id ?? place.district?.id ?? place.division.id}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps focus in the box: the click chooses, the box never blurs first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 ${
              index === activeIndex ? 'bg-brand-soft text-brand-text' : 'text-ink hover:bg-slate-50'
            }`}
          >
            <span className="min-w-0">
              <span lang={isBangla ? 'bn' : 'en'} className="block font-semibold">
                {isBangla ? place.bnLabel : place.label}
                {place.alias && (
                  <span lang="en" className="font-normal text-slate-600">
                    {' '}
                    ({place.alias})
                  </span>
                )}
              </span>
              <span lang={isBangla ? 'en' : 'bn'} className="block text-sm text-slate-600">
                {isBangla ? place.label : place.bnLabel}
              </span>
            </span>
            <span className="shrink-0 text-xs font-semibold text-slate-600">
              {commonText(LEVEL_NAMES[place.level])}
            </span>
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {isOpen ? status : ''}
      </p>
    </div>
  );
}
