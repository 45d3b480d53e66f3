import BadgeCheck from 'lucide-react/icons/badge-check';
import Bath from 'lucide-react/icons/bath';
import BedDouble from 'lucide-react/icons/bed-double';
import XCircle from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import Ruler from 'lucide-react/icons/ruler';
import type { ComponentType } from 'react';

/**
 * The icons a property card repeats (decision 033, "Mobile performance"): drawn once in the page, in
 * <IconSprite>, and shown by reference with <SpriteIcon>. Inline, a search page's twelve cards carried 84
 * icons, 40% of its HTML and of its elements, all parsed, laid out and hydrated.
 */
export type SpriteIconName =
  | 'bath'
  | 'badge-check'
  | 'bed-double'
  | 'circle-x'
  | 'clock'
  | 'map-pin'
  | 'ruler';

const SPRITE_ICONS: Record<SpriteIconName, ComponentType> = {
  bath: Bath,
  'badge-check': BadgeCheck,
  'bed-double': BedDouble,
  'circle-x': XCircle,
  clock: Clock,
  'map-pin': MapPin,
  ruler: Ruler,
};

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** The symbols, once per page (AppRoot renders it on every page, on the server and in the browser). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute overflow-hidden">
      {Object.entries(SPRITE_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One of the sprite's icons, decorative (aria-hidden), sized and coloured by its class like a lucide icon. */
export function SpriteIcon({ name, className = '' }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={`lucide lucide-${name} ${className}`}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
