import { mediaUrl } from '../api/content-client';
import type { Media } from '../api/types';

/** The logo from the content, else the built-in mark (nothing fetched from elsewhere). */
export function SiteLogo({ logo, size = 40 }: { logo?: Media | null; size?: number }) {
  const src = mediaUrl(logo?.url);
  if (src) return <img src={src} alt="" width={size} height={size} className="shrink-0 rounded-lg" />;
  return (
    <svg aria-hidden="true" viewBox="0 0 96 96" width={size} height={size} className="shrink-0">
      <rect width="96" height="96" rx="24" fill="#5b21b6" />
      <path d="M48 74S22 59 22 41a13 13 0 0 1 26-5 13 13 0 0 1 26 5c0 18-26 33-26 33z" fill="#fff" />
      <path d="M36 44h24" stroke="#5b21b6" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
