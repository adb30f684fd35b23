import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

type Props = { visible: boolean; title: ReactNode; onClose: () => void; children: ReactNode; testId?: string };

/** A bottom sheet with a title and a close button, for the language and fiat pickers. */
export function PickerPopup({ visible, title, onClose, children, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="picker-popup" destroyOnClose>
      <div className="picker-popup-head" data-testid={testId}>
        <span>{title}</span>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          <CloseOutline />
        </button>
      </div>
      <div className="picker-popup-body">{children}</div>
    </Popup>
  );
}
