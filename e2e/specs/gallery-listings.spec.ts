import { join } from 'node:path';
import { MESSAGES, pictureSizeUrl } from '@nestlane/shared';
import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

/**
 * Issue 12's gallery from the agent's side (decision 028). It adds a verified listing, so it runs with the
 * specs that change what others read (its name ends in listings.spec.ts: the shared-state project).
 */
const PICTURES = join(import.meta.dirname, '../../apps/web/public/images/take-a-look');

test('an agent adds pictures to a listing’s gallery, describes and reorders them, and visitors see them in order', async ({
  page,
  browser,
}) => {
  const title = `Gallery Flat ${Date.now().toString(36)}`;
  await signInThroughApi(page, DEMO_ACCOUNTS.agent);
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  const id = await createVerifiedListing(page.request, admin.page.request, title);
  await admin.close();

  await page.goto(`/dashboard/updateProperty/${id}`);
  const form = page.getByRole('form', { name: 'Update Property' });
  await form
    .getByLabel('Add gallery pictures')
    .setInputFiles([join(PICTURES, 'kitchen.webp'), join(PICTURES, 'living-room.webp')]);
  const pictures = form.getByRole('list', { name: 'Gallery pictures' }).getByRole('listitem');
  await expect(pictures).toHaveCount(2);
  await form.getByLabel(/Photo 2 description/).fill('The living room');
  // By keyboard: the living room moves up and focus follows it.
  await form.getByRole('button', { name: 'Move up photo 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel(/Photo 1 description/)).toHaveValue('The living room');
  await expect(form.getByRole('button', { name: 'Move down photo 1' })).toBeFocused();
  await form.getByLabel('Property Picture').setInputFiles(join(PICTURES, 'bedroom.webp'));
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByText(MESSAGES.propertyUpdated)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/addedProperties');

  // Visitors see the cover, then the living room, then the kitchen; every upload has its sizes.
  const detail = await (await page.request.get(`/api/detailProperty/${id}`)).json();
  expect(detail.gallery.map((picture: { alt: string }) => picture.alt)).toEqual(['The living room', '']);
  for (const url of [
    detail.propertyImage,
    ...detail.gallery.map((picture: { url: string }) => picture.url),
  ]) {
    const size = await page.request.get(pictureSizeUrl(url, 480) ?? '');
    expect(size.status(), url).toBe(200);
    expect(size.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  await page.goto(`/propertyDetail/${id}`);
  const more = page.getByRole('list', { name: 'More photos' });
  await expect(more.getByRole('img')).toHaveCount(2);
  await expect(more.getByRole('img').first()).toHaveAccessibleName('The living room');
  await expect(more.getByRole('img').last()).toHaveAccessibleName(`${title} — photo 3 of 3`);
});
