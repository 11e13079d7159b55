import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_REL } from '@dosyt/core/content/sanitize-policy';
import { useMemo } from 'react';
import { mediaUrl } from '../api/content-client';

let hooked = false;

/** Links get rel; an image is shown only from the site or the content service (no third-party request). */
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', RICH_TEXT_LINK_REL);
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      const src = mediaUrl(node.getAttribute('src'));
      if (src) {
        node.setAttribute('src', src);
        node.setAttribute('loading', 'lazy');
      } else node.remove();
    }
  });
}

/**
 * A post's body: cleaned again in the browser with the same allow-list the server used. A server
 * render without a DOM (the cloud's, functions/src/pages/handler.ts) cannot run DOMPurify: it
 * writes the HTML as the server stored it, cleaned with that allow-list on write.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => {
    if (!DOMPurify.isSupported) return html;
    installHooks();
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
      ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES],
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
    });
  }, [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
