import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { what: string; onConfirm: () => Promise<unknown>; testId?: string };

/** A delete action that always asks first. */
export function DeleteButton({ what, onConfirm, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('common.deleteWhat', { what })}
      description={t('common.cannotUndo')}
      okText={t('common.delete')}
      okButtonProps={{ danger: true }}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button size="small" danger type="link" icon={<DeleteOutlined />} data-testid={testId}>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}
