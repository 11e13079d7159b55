import { PlaceholderPage } from '../placeholder-page';

/** /admin/chat: region chat, ADMIN and USER (placeholder). */
export function Component() {
  return <PlaceholderPage title="Chat" />;
}
