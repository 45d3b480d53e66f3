import type { Property } from '@nestlane/shared';
import { searchProperties } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * Issue 12's gallery (decision 028) on a 360 px phone: the property page shows the cover and the other
 * pictures in fixed boxes, the full-screen viewer turns by swipe and arrow keys, counts "2 / N", and
 * Escape closes it, giving focus back to the picture that opened it.
 */
test('a visitor on a phone opens the gallery viewer, swipes, uses the arrows and closes it with Escape @phone', async ({
  page,
  request,
}) => {
  const { properties } = await searchProperties(request, { limit: '1' });
  const listed = properties[0];
  if (!listed) throw new Error('the demo data has no verified property');
  const property = (await (await request.get(`/api/detailProperty/${listed._id}`)).json()) as Property;
  const total = 1 + (property.gallery?.length ?? 0);
  expect(total).toBeGreaterThan(2);

  // The cover is fetched once, at the width the phone needs: the loader's preload carries the srcset too.
  const coverBase = property.propertyImage.replace(/\.webp$/, '');
  const coverFetches: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(coverBase)) coverFetches.push(path);
  });
  await page.goto(`/propertyDetail/${property._id}`);
  await expect(page.getByRole('heading', { level: 1, name: property.propertyTitle })).toBeVisible();
  const photos = page.getByRole('region', { name: 'Photos' });
  const cover = photos.getByRole('button', { name: `Open photo 1 of ${total} full screen` });
  await expect(cover).toBeVisible();
  // The browser picks the cover's size from its srcset: a width made for the screen, not the original.
  await expect(cover.getByRole('img')).toHaveAttribute('srcset', /-480w\.webp 480w, .*-960w\.webp 960w/);
  await expect
    .poll(() => cover.getByRole('img').evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/-(480|960|1600)w\.webp$/);
  await expect
    .poll(() => cover.getByRole('img').evaluate((image: HTMLImageElement) => image.complete))
    .toBe(true);
  const shownCover = new URL(
    await cover.getByRole('img').evaluate((image: HTMLImageElement) => image.currentSrc),
  ).pathname;
  expect(coverFetches).toEqual([shownCover]);
  await expect(photos.getByRole('list', { name: 'More photos' }).getByRole('listitem')).toHaveCount(
    total - 1,
  );

  await cover.click();
  const viewer = page.getByRole('dialog', { name: property.propertyTitle });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // A finger swipes right to left across the picture: the next one.
  const stage = await viewer.getByTestId('gallery-viewer-stage').boundingBox();
  if (!stage) throw new Error('the viewer has no picture area');
  const y = stage.y + stage.height / 2;
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 180, y }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 60, y }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
  const second = property.gallery?.[0];
  await expect(viewer.getByRole('img', { name: second?.alt || undefined })).toHaveAttribute(
    'src',
    second?.url ?? '',
  );

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`3 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(cover).toBeFocused();
  await expectNoAxeViolations(page);
});
