import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the server, sanitized again on the client before it reaches the DOM. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
