import { ChatScreen } from '../../../features/chat/components/chat-screen';
import { markOffline } from '../../../features/presence/api/mark-offline';
import { markOnline } from '../../../features/presence/api/mark-online';

/** Presence calls are best effort: a failure is only logged. */
const report = (call: (userId: number) => Promise<unknown>) => (userId: number) => {
  call(userId).catch((error: unknown) => console.warn('Presence update failed', error));
};

/** /admin/chat: region chat, ADMIN and USER. Composes the chat with presence (online on socket open, offline on drop). */
export function Component() {
  return <ChatScreen onOnline={report(markOnline)} onOffline={report(markOffline)} />;
}
