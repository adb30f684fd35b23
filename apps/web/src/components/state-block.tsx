import type { ReactNode } from 'react';

/**
 * The picture, title and line of an empty or error state. antd-mobile's ErrorBlock drew the same with four large
 * illustrations (about 10 KB gzip) that every screen's first load carried; these are two small line icons.
 */
export function StateBlock({
  kind,
  title,
  description,
}: {
  kind: 'empty' | 'error';
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="state-block">
      <svg className="state-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        {kind === 'empty' ? (
          <path d="M8 28 14 12h20l6 16v10H8zM8 28h10l2 4h8l2-4h10" />
        ) : (
          <>
            <circle cx="24" cy="24" r="17" />
            <path d="M24 15v12M24 32v1" />
          </>
        )}
      </svg>
      <div className="state-title">{title}</div>
      {description ? <div className="state-description">{description}</div> : null}
    </div>
  );
}
