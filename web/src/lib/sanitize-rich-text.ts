import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES, RICH_TEXT_ALLOWED_SCHEMES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_REL } from '@dosyt/core/content/sanitize-policy';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | undefined;

/** An instance of its own: hooks other screens add to the shared DOMPurify do not apply here. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', RICH_TEXT_LINK_REL);
      node.setAttribute('target', '_blank');
    }
  });
  return purifier;
}

const ALLOWED_URI = new RegExp(`^(?:${RICH_TEXT_ALLOWED_SCHEMES.join('|')}):`, 'i');

/**
 * Rich text (reports, comments) cleaned in the browser with the allow-list the
 * server used before storing it (core's sanitize policy): the same answer twice, so
 * a gap in one place is not a hole.
 */
export function sanitizeRichText(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}
