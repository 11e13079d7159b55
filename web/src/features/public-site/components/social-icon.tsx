import type { ReactNode } from 'react';

/** Inline brand-neutral marks for social links (no icon fonts, nothing fetched). */
const PATHS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v7h4v-7h3l.5-4H14V9c0-.6.4-1 1-1z',
  instagram: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  telegram:
    'M21.5 3.5 2.8 10.7c-1 .4-1 1.8.1 2.1l4.6 1.4 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.4 4.8 3.5c.6.4 1.4.1 1.6-.6L23 4.8c.2-.9-.7-1.6-1.5-1.3zM9.6 14.4l8.2-7.3-6.6 8.6-.3 2.7z',
  viber:
    'M12 2C6.6 2 3 5 3 10.2c0 3 1.2 5 3 6.3V21l3.4-2.7c.8.2 1.7.3 2.6.3 5.4 0 9-3 9-8.2S17.4 2 12 2zm3.8 12.3c-.4.6-1.3.9-2 .6-2.3-.9-4.2-2.8-5.1-5.1-.3-.7 0-1.6.6-2l.7-.5c.4-.3.9-.2 1.2.2l.9 1.3c.3.4.2.9-.1 1.2l-.4.3c.5 1 1.3 1.8 2.3 2.3l.3-.4c.3-.4.8-.4 1.2-.1l1.3.9c.4.3.5.8.2 1.2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
};

export function SocialIcon({ name, className }: { name: string; className?: string }) {
  const path = PATHS[name] ?? PATHS.link;
  const outline = !PATHS[name] || name === 'link';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      className={className}
      fill={outline ? 'none' : 'currentColor'}
      stroke={outline ? 'currentColor' : 'none'}
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d={path} />
    </svg>
  );
}

/** A 20 px line icon in the current text colour, hidden from assistive technology (its link names itself). */
function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function PhoneIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </LineIcon>
  );
}

export function MailIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </LineIcon>
  );
}
