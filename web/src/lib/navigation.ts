/**
 * Lets code outside React (the API client) navigate through the router.
 * The router registers itself at start; before that, a full page load is used.
 */
type Navigate = (to: string) => Promise<void> | void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Resolves once the new screen is shown (the router navigates with flushSync). */
export async function navigateTo(to: string): Promise<void> {
  await navigateImpl(to);
}
