import { type MapPoint, perMonth } from '@nestlane/shared';
import { DivIcon } from 'leaflet';
import { currentLocale, formatNumber, valueLabel } from '../../../i18n';
import { rentPeriod } from '../../../lib/format-price';
import { propertiesText } from '../messages';
import { formatShortPrice } from './format-map-price';

/**
 * Markers are real buttons inside Leaflet's icon (the icon itself is not focusable: keyboard: false), so
 * Tab reaches them, Enter and Space press them, and their name is their text. Built as elements with
 * textContent, never HTML strings.
 */
function createButton(className: string, visibleText: string, name: string, dataset: Record<string, string>) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  Object.assign(button.dataset, dataset);
  const visible = document.createElement('span');
  visible.setAttribute('aria-hidden', 'true');
  visible.textContent = visibleText;
  const spoken = document.createElement('span');
  spoken.className = 'sr-only';
  spoken.textContent = name;
  button.append(visible, spoken);
  return button;
}

const MARKER_BUTTON =
  'absolute -translate-x-1/2 -translate-y-full cursor-pointer whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-bold shadow-md transition hover:z-10 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2';
const MARKER_COLORS = 'border-slate-300 bg-white text-ink hover:border-brand-strong';
const SELECTED_COLORS = 'border-brand-stronger bg-brand-strong text-white';
/** The listing whose card in the list is hovered or focused (issue 27): dark, larger, above the rest. */
const HIGHLIGHTED_COLORS = 'z-20 scale-125 border-white bg-ink text-white ring-2 ring-brand-strong';

/** What a marker says to a screen reader: what it shows (its card, once pressed, names the home). */
export function describePoint(point: MapPoint): string {
  const values = {
    listedFor: valueLabel('listedFor', point.listedFor),
    price: formatShortPrice(point.minPrice),
  };
  return point.listedFor === 'For Rent'
    ? propertiesText('properties.map.pointNameRent', { ...values, period: rentPeriod() })
    : propertiesText('properties.map.pointName', values);
}

/** A listing: a price pin whose tip is on the spot. */
export function createPointIcon(point: MapPoint, isSelected: boolean, isHighlighted = false): DivIcon {
  const price = formatShortPrice(point.minPrice);
  const colors = isSelected ? SELECTED_COLORS : isHighlighted ? HIGHLIGHTED_COLORS : MARKER_COLORS;
  const button = createButton(
    `${MARKER_BUTTON} ${colors}`,
    point.listedFor === 'For Rent' ? perMonth(price, currentLocale()) : price,
    describePoint(point),
    { pointId: point.id },
  );
  button.setAttribute('aria-pressed', String(isSelected));
  if (isHighlighted) button.dataset.highlighted = 'true';
  return new DivIcon({ html: button, className: 'search-map-icon', iconSize: [0, 0] });
}

/** Several listings too close to tell apart at this zoom: a round count that zooms in when pressed. */
export function createClusterIcon(count: number, isHighlighted = false): DivIcon {
  const size = count < 10 ? 'size-9' : count < 100 ? 'size-11' : 'size-13';
  const colors = isHighlighted ? 'scale-125 bg-ink ring-2 ring-brand-strong' : 'bg-brand-strong';
  const button = createButton(
    `absolute ${size} -translate-x-1/2 -translate-y-1/2 cursor-pointer rounded-full border-4 border-white/80 ${colors} text-sm font-bold text-white shadow-md hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2`,
    formatNumber(count),
    propertiesText('properties.map.cluster', { count: formatNumber(count) }),
    { clusterCount: String(count), ...(isHighlighted ? { highlighted: 'true' } : {}) },
  );
  return new DivIcon({ html: button, className: 'search-map-icon', iconSize: [0, 0] });
}
