import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/site-nav';
import { isInternal } from '../lib/format';

export interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
}

/**
 * A link from the content: on-site paths and the landing's anchors go through the
 * router; anything else (a phone, mail, another site) is an ordinary link that
 * hands the other site no referrer.
 */
export function SiteLink({ href, className, children, ...rest }: SiteLinkProps) {
  if (href.startsWith('#')) {
    return (
      <AppLink to={`/${href}`} className={className} {...rest}>
        {children}
      </AppLink>
    );
  }
  if (isInternal(href)) {
    return (
      <AppLink to={href} className={className} {...rest}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

export const buttonLink =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const primaryButton = `${buttonLink} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${buttonLink} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
