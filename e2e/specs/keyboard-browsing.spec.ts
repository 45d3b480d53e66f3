import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { waitUntilReactOwns } from '../support/hydration';
import { findFaintFocusRings, tabTo } from '../support/keyboard';

// Keyboard only: every step is a key press, and focus is checked after each one. These tests change
// nothing, and run beside specs that publish nothing either (the Playwright config's 'desktop' project):
// a listing published meanwhile would move the search results under the focus (keyboard.spec.ts's agent
// journey, which publishes one, runs in 'shared-state').
test.describe.configure({ timeout: 120_000 });

test('a visitor opens All Properties, pages the results and opens a property, by keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // The first load leaves focus where the browser puts it.
  await expect(page.locator('body')).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  const allProperties = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'All Properties' });
  await tabTo(page, allProperties);
  await waitUntilReactOwns(allProperties);
  await page.keyboard.press('Enter');
  const heading = main.getByRole('heading', { level: 1, name: 'All Property' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Nestlane || All Property');

  // Typing in a filter changes only the search params: focus stays in the field.
  const search = main.getByRole('searchbox');
  await tabTo(page, search);
  await page.keyboard.type('a');
  await expect(page).toHaveURL(/search=a/);
  await expect(search).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/search=/);

  // A page of results: focus and view go up to the results.
  const results = main.getByRole('region', { name: 'Results' });
  await tabTo(page, results.getByRole('button', { name: 'Page 2' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(results).toBeFocused();
  await expect(results.getByRole('article').first()).toBeInViewport();
  // Next moves one page on: focus is already up at the results.
  const pager = results.getByRole('navigation', { name: 'Pagination' });
  await tabTo(page, pager.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=3/);
  await expect(results).toBeFocused();
  // The last page's own button (the pager always shows it) goes to the end, where Next is disabled: the
  // demo's ~200 listings make a walk by Next through every page slow, and it tests nothing more.
  await tabTo(page, pager.getByRole('button', { name: /^Page \d+$/ }).last());
  await page.keyboard.press('Enter');
  await expect(results).toBeFocused();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Read once there: specs running beside this one may publish a listing, and a page, meanwhile.
  const lastPage = Number(
    await pager
      .getByRole('button', { name: /^Page \d+$/ })
      .last()
      .textContent(),
  );
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&|$)`));

  // The next Tab stops are the results' own: a card's agent, then the same card's View Detail. The card is
  // the one that holds focus, not the first by place: a listing published meanwhile by a spec running beside
  // this one moves the cards, and focus moves with its own card.
  await page.keyboard.press('Tab');
  const focusedCard = results.getByRole('article').filter({ has: page.locator(':focus') });
  await expect(focusedCard.getByRole('link').first()).toBeFocused();
  const card = await focusedCard.elementHandle();
  if (!card) throw new Error('focus is in no result card');
  const isViewDetailOfCard = () =>
    card.evaluate(
      (article) =>
        article.contains(document.activeElement) &&
        document.activeElement?.textContent?.trim() === 'View Detail',
    );
  for (let press = 0; press < 2 && !(await isViewDetailOfCard()); press += 1)
    await page.keyboard.press('Tab');
  expect(await isViewDetailOfCard(), "the card's View Detail within 2 Tab presses").toBe(true);
  const title = await card.evaluate((article) => article.querySelector('h2, h3')?.textContent ?? '');
  expect(title).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeFocused();
});

test("a link in the phone's dashboard drawer takes focus to the new page's heading, not back to the menu button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/myProfile');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open dashboard menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Dashboard' });
  await tabTo(page, drawer.getByRole('link', { name: 'Manage Users' }));
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Manage Users' })).toBeFocused();
  await expect(menuButton).not.toBeFocused();
});

test('every control on All Properties and Manage Users shows a focus ring of at least 3:1', async ({
  page,
}) => {
  await page.goto('/allProperties');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await findFaintFocusRings(page, 40)).toEqual([]);

  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/manageUsers');
  await expect(page.getByRole('table', { name: 'All users' })).toBeVisible();
  expect(await findFaintFocusRings(page, 40)).toEqual([]);
});
