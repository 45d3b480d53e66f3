import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconSprite, SpriteIcon, type SpriteIconName } from './icon-sprite';

const NAMES: SpriteIconName[] = [
  'bath',
  'badge-check',
  'bed-double',
  'circle-x',
  'clock',
  'map-pin',
  'ruler',
];

describe('IconSprite and SpriteIcon', () => {
  it('draws each icon once as a symbol, which every SpriteIcon of that name shows', () => {
    const { container } = render(
      <>
        <IconSprite />
        {NAMES.map((name) => (
          <SpriteIcon key={name} name={name} className="size-4" />
        ))}
      </>,
    );
    const sprite = container.querySelector('svg');
    expect(sprite).toHaveAttribute('aria-hidden', 'true');
    for (const name of NAMES) {
      const symbol = sprite?.querySelector(`symbol#icon-${name}`);
      expect(symbol?.querySelector('path, circle')).not.toBeNull();
      const icon = [...container.querySelectorAll(`svg.lucide-${name}`)].find(
        (svg) => !svg.closest('symbol'),
      );
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelector('use')).toHaveAttribute('href', `#icon-${name}`);
    }
  });
});
