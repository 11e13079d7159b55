import type { Locator, Page } from '@playwright/test';
import { E2E_PORTS } from './ports';
import { hasSecondFactor, nextCode } from './second-factor';
import { formSignInStarts, reuseSignIn } from './sessions';

/** What the journeys need of the platform besides the browser: the local mailbox and sign-in. */

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo#2024pass';
export const mailUrl = `http://127.0.0.1:${E2E_PORTS.mail}`;
export const dynamoEndpoint = `http://127.0.0.1:${E2E_PORTS.dynamodb}`;
/** The origin the API is called at: the platform's own, or the one E2E_BASE_URL names (playwright.config.ts). */
export const apiUrl = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORTS.app}`;

export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  at: number;
}

export async function mailbox(to: string): Promise<StoredMail[]> {
  const res = await fetch(`${mailUrl}/store`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(to));
}

/**
 * Signs `page` in as `email`, landing on the role's home page as the sign-in form does.
 * It takes over a sign-in an earlier journey left (support/sessions.ts) when there is
 * one, so a second factor is not asked again and again; `{ form: true }` (or none left
 * to share) signs in through the /login page, as a person would: for the journeys about
 * the sign-in itself.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, options: { form?: boolean } = {}): Promise<void> {
  if (!options.form && (await reuseSignIn(page, email, password))) return;
  formSignInStarts(page.context(), email, password);
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  if (hasSecondFactor(email)) {
    // An account enrolled where the journeys run (support/second-factor.ts): the code step follows.
    const code = page.getByLabel('Код підтвердження');
    await code.waitFor();
    await code.fill(await nextCode(email));
    await page.getByRole('button', { name: 'Підтвердити' }).click();
  }
  await page.waitForURL(/\/admin\//);
}

/**
 * An appeals list's row of one appeal, found by its number: the number's link is named
 * '<number>: …' in the admin list and the executor history (rows show the phone masked).
 */
export function appealRow(scope: Page | Locator, appealId: number | string): Locator {
  // The inner locator of `has` is matched inside each row: built from the page, not the scope.
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  return scope.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^${appealId}: `) }) });
}
