import { UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';

/** The user's head portrait, or a neutral icon when there is none or it fails to load. */
export function Avatar({ src, size = 56, testId }: { src?: string | null; size?: number; testId?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  return (
    <span className="acc-avatar" style={{ width: size, height: size }} data-testid={testId}>
      {show ? <img src={src} alt="" onError={() => setFailed(src)} /> : <UserOutline fontSize={size * 0.55} />}
    </span>
  );
}
