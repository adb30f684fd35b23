import { Button, Popup } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './confirm-sheet.css';
import type { ConfirmRequest } from './confirm';

/** The confirmation as a bottom sheet: the question, then confirm and cancel within the thumb's reach. */
export default function ConfirmSheet({ request }: { request: ConfirmRequest }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup visible position="bottom" onMaskClick={() => request.resolve(false)} bodyClassName="confirm-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="confirm-sheet">
        <div id={titleId} className="confirm-sheet-body">
          {request.title ? <div className="confirm-sheet-title">{request.title}</div> : null}
          <div className="confirm-sheet-content">{request.content}</div>
        </div>
        <div className="confirm-sheet-actions">
          <Button
            block
            size="large"
            color={request.danger ? 'danger' : 'primary'}
            onClick={() => request.resolve(true)}
            data-testid="confirm-ok"
          >
            {t('common.confirm')}
          </Button>
          <Button block size="large" fill="none" onClick={() => request.resolve(false)} data-testid="confirm-cancel">
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
