import { describe, expect, it } from 'vitest';
import { chatSocketUrl, chatUrls } from './chat-urls';

describe('chat URLs', () => {
  it('opens the socket on the site host, wss under https, with the token in the query', () => {
    expect(chatSocketUrl('a.b+c', { protocol: 'https:', host: 'dosyt.org.ua' })).toBe('wss://dosyt.org.ua/ws/?token=a.b%2Bc');
    expect(chatSocketUrl('t', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/?token=t');
  });

  it('asks for the room by its region id and for a direct conversation by the other user', () => {
    expect(chatUrls.messages(2, 'region-53')).toBe('/api/chats/2/region-53');
    expect(chatUrls.messages(3, 'direct')).toBe('/api/chats/3/direct');
    expect(chatUrls.stats(53)).toBe('/api/chats/count/date/53');
  });
});
