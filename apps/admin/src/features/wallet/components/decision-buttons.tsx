import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

const WIDTH = 92;

/** The approve button of a review row (wrap it in the confirmation, or pass `onClick` to open one). */
export function ApproveButton(props: ButtonProps & { 'data-testid': string }) {
  const { t } = useTranslation('wallet');
  return (
    <Button size="small" type="primary" icon={<CheckOutlined />} style={{ width: WIDTH }} {...props}>
      {t('queue.approve')}
    </Button>
  );
}

export function RejectButton(props: ButtonProps & { 'data-testid': string }) {
  const { t } = useTranslation('wallet');
  return (
    <Button size="small" danger icon={<CloseOutlined />} style={{ width: WIDTH }} {...props}>
      {t('queue.reject')}
    </Button>
  );
}
