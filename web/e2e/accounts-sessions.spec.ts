import { expect, test } from '@playwright/test';
import { createActiveAccount } from './support/accounts';
import { signIn } from './support/platform';

/**
 * 'Вийти на всіх пристроях' in the profile menu ends the person's
 * sign-in on every device: the other browser's next call is refused and it lands on /login.
 */
test('"Вийти на всіх пристроях" signs the person out in the other browser too', async ({ browser }) => {
  test.setTimeout(180_000);
  const account = await createActiveAccount('e2e-everywhere');
  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  try {
    const onPhone = await phone.newPage();
    const onLaptop = await laptop.newPage();
    await signIn(onPhone, account.email, account.password);
    await signIn(onLaptop, account.email, account.password);

    await onLaptop.getByRole('button', { name: new RegExp(`${account.name} ${account.last_name}`) }).click();
    await onLaptop.getByRole('menuitem', { name: 'Вийти на всіх пристроях' }).click();
    await expect(onLaptop).toHaveURL(/\/login$/);

    // The phone still holds its access token and refresh cookie: both are refused now, the token
    // within 30 s (a function instance checks the account at most every 20 s: lib/session-epoch.ts).
    // On the sign-in page, told the session ended, and sent back where it was after signing in.
    await expect(async () => {
      await onPhone.reload();
      await expect(onPhone).toHaveURL(/\/login\?ended=session&next=%2Fadmin%2F/, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
  } finally {
    await phone.close();
    await laptop.close();
  }
});
