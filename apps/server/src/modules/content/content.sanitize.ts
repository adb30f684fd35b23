import sanitizeHtml from 'sanitize-html';

/** The HTML allowed in content (docs/api-foundation.md). Applied when saved and again when served. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'i',
    'strong',
    'em',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'img',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Titles and summaries are plain text: any markup is removed. Ampersands and quotes are decoded back (the
 * clients render text escaped); `&lt;`/`&gt;` stay encoded so no tag can be rebuilt from the result.
 */
export function cleanText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
