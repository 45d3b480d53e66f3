import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { WithI18n } from '../test-i18n';
import { PropertyGallery } from './property-gallery';

const PROPERTY = {
  propertyTitle: 'Lake View Flat',
  propertyImage: '/uploads/images/cover.webp',
  gallery: [
    { url: '/uploads/images/kitchen.webp', alt: 'The kitchen' },
    { url: 'https://example.com/garden.jpg', alt: '' },
  ],
};

function shownPicture() {
  return within(screen.getByRole('dialog')).getAllByRole('img')[0];
}

/** A finger's sideways move, as a browser reports it (both lists carry the touch). */
function swipe(element: HTMLElement, fromX: number, toX: number) {
  const at = (clientX: number) => [{ clientX, clientY: 200 }];
  fireEvent.touchStart(element, { touches: at(fromX), changedTouches: at(fromX) });
  fireEvent.touchEnd(element, { touches: [], changedTouches: at(toX) });
}

async function openViewerAt(name: string) {
  const user = userEvent.setup();
  render(<PropertyGallery property={PROPERTY} />, { wrapper: WithI18n });
  const opener = screen.getByRole('button', { name });
  await user.click(opener);
  // The viewer's code loads on the first press.
  await screen.findByRole('dialog');
  return { user, opener };
}

describe('PropertyGallery', () => {
  it('shows the cover and the other pictures with their srcset, and words a missing description', () => {
    render(<PropertyGallery property={PROPERTY} />, { wrapper: WithI18n });
    const cover = screen.getByRole('img', { name: 'Lake View Flat — photo 1 of 3' });
    expect(cover).toHaveAttribute(
      'srcset',
      '/uploads/images/cover-480w.webp 480w, /uploads/images/cover-960w.webp 960w, /uploads/images/cover-1600w.webp 1600w',
    );
    expect(cover).toHaveAttribute('sizes');
    expect(screen.getByRole('img', { name: 'The kitchen' })).toHaveAttribute('loading', 'lazy');
    // Another site's picture has no sizes here: no srcset.
    expect(screen.getByRole('img', { name: 'Lake View Flat — photo 3 of 3' })).not.toHaveAttribute('srcset');
  });

  it('keeps the title as a lone cover’s description', () => {
    render(<PropertyGallery property={{ ...PROPERTY, gallery: [] }} />, { wrapper: WithI18n });
    expect(screen.getByRole('img', { name: 'Lake View Flat' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'More photos' })).not.toBeInTheDocument();
  });

  it('opens the viewer at the chosen picture, turns with the arrow keys round and round, and counts', async () => {
    const { user } = await openViewerAt('Open photo 2 of 3 full screen');
    expect(screen.getByRole('dialog', { name: 'Lake View Flat' })).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(shownPicture()).toHaveAccessibleName('The kitchen');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(shownPicture()).toHaveAttribute('src', '/uploads/images/cover.webp');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('turns with a sideways swipe, not with a short touch', async () => {
    await openViewerAt('Open photo 1 of 3 full screen');
    const stage = screen.getByTestId('gallery-viewer-stage');
    swipe(stage, 300, 100);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    swipe(stage, 100, 110);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    swipe(stage, 100, 300);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the picture that opened it', async () => {
    const { user, opener } = await openViewerAt('Open photo 3 of 3 full screen');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('PropertyGallery in Bangla', () => {
  it('words the pictures, the buttons and the count in Bangla with Bangla digits', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    render(<PropertyGallery property={PROPERTY} />, { wrapper: WithI18n });
    expect(screen.getByRole('region', { name: 'ছবি' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lake View Flat — ৩টির মধ্যে ১ নম্বর ছবি' })).toBeInTheDocument();
    expect(screen.getByText('৩টি ছবি')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'আরও ছবি' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '৩টির মধ্যে ২ নম্বর ছবি পূর্ণ পর্দায় দেখুন' }));
    await screen.findByRole('dialog');
    expect(screen.getByText('২ / ৩')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পরের ছবি' }));
    expect(screen.getByText('৩ / ৩')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আগের ছবি' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });
});
