import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { AccountShell } from '../components/account-shell';
import { AreaList } from '../components/area-list';
import { useAreaPick } from '../lib/area-store';

/** #/pages/common/area: pick a calling code; the forms start from the last pick. */
export default function AreaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const areaCode = useAreaPick((s) => s.areaCode);
  const setAreaCode = useAreaPick((s) => s.setAreaCode);
  return (
    <AccountShell title={t('accounts.title.area')}>
      <AreaList
        selected={areaCode}
        onPick={(code) => {
          setAreaCode(code);
          const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (idx > 0) navigate(-1);
        }}
      />
    </AccountShell>
  );
}
