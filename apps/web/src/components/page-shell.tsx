import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

type Props = { title: ReactNode; right?: ReactNode; children: ReactNode; className?: string };

/** A non-tab page: the navigation bar with back, then the content. */
export function PageShell({ title, right, children, className }: Props) {
  const navigate = useNavigate();
  const back = () => {
    // react-router keeps the history index; with no page behind this one (a shared link), go home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <NavBar className="page-nav" onBack={back} right={right} backArrow>
        {title}
      </NavBar>
      <div className="page-body">{children}</div>
    </div>
  );
}
