import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MAX_GALLERY_IMAGES } from '@nestlane/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type GalleryItem, toGalleryBody, toGalleryItems } from '../lib/gallery-items';
import { GalleryField } from './gallery-field';

let latest: GalleryItem[] = [];

function Harness({ initial }: { initial: GalleryItem[] }) {
  const [items, setItems] = useState(initial);
  latest = items;
  // The translations the app provides around every page (app/providers.tsx), in the test's language.
  return (
    <I18nProvider i18n={i18n}>
      <GalleryField items={items} onChange={setItems} />
    </I18nProvider>
  );
}

const EXISTING = [
  { url: '/uploads/images/a.webp', alt: 'Front door' },
  { url: '/uploads/images/b.webp', alt: '' },
  { url: '/uploads/images/c.webp', alt: 'Roof' },
];

function urls() {
  return latest.map((item) => ('url' in item ? item.url : item.file.name));
}

describe('GalleryField', () => {
  it('adds several chosen pictures after the existing ones', async () => {
    const user = userEvent.setup();
    render(<Harness initial={toGalleryItems(EXISTING.slice(0, 1))} />);
    const files = [
      new File(['x'], 'kitchen.png', { type: 'image/png' }),
      new File(['y'], 'bath.png', { type: 'image/png' }),
    ];
    await user.upload(screen.getByLabelText('Add gallery pictures'), files);
    expect(urls()).toEqual(['/uploads/images/a.webp', 'kitchen.png', 'bath.png']);
    expect(
      within(screen.getByRole('list', { name: 'Gallery pictures' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('reorders with the keyboard: Move up / Move down keep focus on the moved picture', async () => {
    const user = userEvent.setup();
    render(<Harness initial={toGalleryItems(EXISTING)} />);
    expect(screen.getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down photo 3' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move down photo 1' }).focus();
    await user.keyboard('{Enter}');
    expect(urls()).toEqual(['/uploads/images/b.webp', '/uploads/images/a.webp', '/uploads/images/c.webp']);
    expect(screen.getByRole('button', { name: 'Move down photo 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(urls()).toEqual(['/uploads/images/b.webp', '/uploads/images/c.webp', '/uploads/images/a.webp']);
    // At the end, Move down is disabled: focus stays in the row, on Move up.
    expect(screen.getByRole('button', { name: 'Move up photo 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(urls()).toEqual(['/uploads/images/b.webp', '/uploads/images/a.webp', '/uploads/images/c.webp']);
    expect(screen.getByLabelText(/Photo 2 description/)).toHaveValue('Front door');
  });

  it('removes a picture and edits a description', async () => {
    const user = userEvent.setup();
    render(<Harness initial={toGalleryItems(EXISTING)} />);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(urls()).toEqual(['/uploads/images/a.webp', '/uploads/images/c.webp']);
    const description = screen.getByLabelText(/Photo 2 description/);
    await user.clear(description);
    await user.type(description, 'The roof terrace');
    expect(latest[1]?.alt).toBe('The roof terrace');
  });

  it(`takes no more than ${MAX_GALLERY_IMAGES} pictures`, async () => {
    const user = userEvent.setup();
    const full = Array.from({ length: MAX_GALLERY_IMAGES - 1 }, (_, n) => ({
      url: `/uploads/images/p${n}.webp`,
      alt: '',
    }));
    render(<Harness initial={toGalleryItems(full)} />);
    const files = [
      new File(['x'], 'one.png', { type: 'image/png' }),
      new File(['y'], 'two.png', { type: 'image/png' }),
    ];
    await user.upload(screen.getByLabelText('Add gallery pictures'), files);
    expect(latest).toHaveLength(MAX_GALLERY_IMAGES);
    expect(screen.getByLabelText(`The gallery is full (${MAX_GALLERY_IMAGES} pictures)`)).toBeDisabled();
  });

  it('uploads chosen files on submit, in order, keeping the pictures the listing has', async () => {
    const items: GalleryItem[] = [
      ...toGalleryItems([{ url: '/uploads/images/a.webp', alt: 'Hall ' }]),
      { key: 'new', file: new File(['x'], 'kitchen.png'), alt: '' },
    ];
    const uploaded: string[] = [];
    const body = await toGalleryBody(items, async (file) => {
      uploaded.push(file.name);
      return '/uploads/images/new.webp';
    });
    expect(uploaded).toEqual(['kitchen.png']);
    expect(body).toEqual([
      { url: '/uploads/images/a.webp', alt: 'Hall' },
      { url: '/uploads/images/new.webp', alt: '' },
    ]);
  });
});

describe('GalleryField in Bangla', () => {
  it('names the pictures and their buttons in Bangla, numbered in Bangla digits', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    render(<Harness initial={toGalleryItems(EXISTING)} />);
    expect(screen.getByText('কভার ছবির পরে আরও সর্বোচ্চ ২০টি ছবি, এই ক্রমে দেখানো হবে।')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'গ্যালারির ছবি' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'ছবি ১ ওপরে সরান' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ছবি ৩ নিচে সরান' })).toBeDisabled();
    const second = screen.getByLabelText('ছবি ২-এর বিবরণ (ঐচ্ছিক)');
    expect(second).toHaveAttribute('placeholder', 'ছবি ২');

    await user.click(screen.getByRole('button', { name: 'ছবি ২ সরিয়ে দিন' }));
    expect(urls()).toEqual(['/uploads/images/a.webp', '/uploads/images/c.webp']);
    expect(screen.getByLabelText('গ্যালারিতে ছবি যোগ করুন')).toBeEnabled();
  });

  it('says the gallery is full in Bangla digits', async () => {
    await activateLocale('bn');
    const full = Array.from({ length: MAX_GALLERY_IMAGES }, (_, n) => ({
      url: `/uploads/images/p${n}.webp`,
      alt: '',
    }));
    render(<Harness initial={toGalleryItems(full)} />);
    expect(screen.getByLabelText('গ্যালারি পূর্ণ (২০টি ছবি)')).toBeDisabled();
  });
});
