import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import '../accounts.css';

type Props = { title: ReactNode; right?: ReactNode; children: ReactNode; className?: string };

/**
 * The account pages' frame: the shared page look (PageShell's classes and back rule) with a back button the
 * browser journeys can find by `nav-back`.
 */
export function AccountShell({ title, right, children, className }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className={className ? `page acc-page ${className}` : 'page acc-page'}>
      <NavBar
        className="page-nav"
        onBack={back}
        right={right}
        backArrow={
          <span className="acc-back" data-testid="nav-back" role="button" aria-label={t('common.back')}>
            <LeftOutline />
          </span>
        }
      >
        {title}
      </NavBar>
      <div className="page-body">{children}</div>
    </div>
  );
}
