import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

type Props = { title: ReactNode; right?: ReactNode; children: ReactNode; className?: string };

/** A non-tab page: the navigation bar with back, then the content. */
export function PageShell({ title, right, children, className }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    // react-router keeps the history index; with no page behind this one (a shared link), go home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className={className ? `page ${className}` : 'page'}>
      {/* NavBar's back area is a role=button with only an icon: the labelled icon gives it its name. */}
      <NavBar
        className="page-nav"
        onBack={back}
        right={right}
        backArrow={<LeftOutline role="img" aria-label={t('common.back')} />}
      >
        {title}
      </NavBar>
      <div className="page-body">{children}</div>
    </div>
  );
}
