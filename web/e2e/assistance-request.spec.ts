import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, apiGet, apiSend, apiToken, createActiveAccount, deactivateAccount, POLTAVA_COMMUNITY_ID, POLTAVA_REGION_ID } from './support/accounts';
import { signIn } from './support/platform';
import { expectNoSeriousViolations } from './support/axe';

/**
 * A USER's own new type of help waits for an admin: the users screen shows it in the row's actions
 * as waiting, and the admin's 'Підтвердити' makes it theirs.
 */
test('an admin sees a USER’s own request for a new type of help on the users screen and approves it', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await createActiveAccount('e2e-assistance', 'Start#2024ab', [1]);
  try {
    // The person adds 'Юридична консультація' (2) in their own profile.
    const token = await apiToken(account.email, account.password);
    await apiSend('PUT', `/api/users/profile/${account.id}`, token, {
      name: account.name,
      last_name: account.last_name,
      phone: '380671112233',
      responsability: 'Практична психологиня',
      institution: 'Полтавський центр соціальних служб',
      assistance_id: [1, 2],
      region_id: POLTAVA_REGION_ID,
      community_id: POLTAVA_COMMUNITY_ID,
    });

    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/settings/users');
    const row = page.getByRole('row').filter({ hasText: account.email });
    const request = row.getByTestId('assistance-request');
    await expect(request).toContainText('Функціонал очікує підтвердження');
    await expect(request).toContainText('Юридична консультація');
    await expectNoSeriousViolations(page, 'users screen with a waiting request');

    await request.getByRole('button', { name: /Підтвердити функціонал/ }).click();
    await expect(page.getByText('Функціонал підтверджено')).toBeVisible();
    await expect(row.getByTestId('assistance-request')).toHaveCount(0);
    const carried = await apiGet<{ assistance_id: Array<{ id: number }> }>(`/api/users/profile/${account.id}`, await apiToken(ADMIN_EMAIL));
    expect(carried.assistance_id.map((a) => a.id)).toEqual([1, 2]);
  } finally {
    await deactivateAccount(account.email);
  }
});
