import { expect, test } from '@playwright/test';
import { routeExpectations } from '@tend/web/testing/route-expectations';
import { openPath, navigateInApp, settledPath } from '../fixtures/navigation';
import { storageStateOf, testUsers, type TestUser } from '../fixtures/users';

/**
 * Issue 3 "Done when": for every persona (and nobody signed in, the demo characters and a
 * freshly registered practice), every route of the table ends where spec 2.1–2.6 says.
 * Every twentieth route is a full page load; the rest are in-app navigations.
 */
const anonymous: TestUser = { id: 'anonymous', kind: 'anon' };
const rows = routeExpectations.filter((row) => !row.serverOnly);

// Therapist demo characters follow the therapist rows (unit-tested); the browser run keeps the suite short.
const users = [anonymous, ...testUsers.filter((user) => user.kind !== 'demoTherapist')];

for (const user of users) {
  test.describe(`guard table as ${user.id} (${user.kind})`, () => {
    if (user !== anonymous) test.use({ storageState: storageStateOf(user.id) });

    test('every route ends where the table says', async ({ page }) => {
      // Some eighty routes, each rendered: about a minute on the 2-core machine with the other worker busy.
      test.setTimeout(150_000);
      await openPath(page, '/');
      const mismatches: string[] = [];
      for (const [index, row] of rows.entries()) {
        const expected = row.to[user.kind];
        let actual: string;
        if (row.pageForwards) {
          await page.goto(row.path);
          await page.waitForURL((url) => url.pathname !== row.path);
          actual = await settledPath(page);
        } else {
          actual = index % 20 === 0 ? await openPath(page, row.path) : await navigateInApp(page, row.path);
        }
        if (actual !== expected) mismatches.push(`${row.path} → ${actual} (expected ${expected})`);
      }
      expect(mismatches).toEqual([]);
    });
  });
}
