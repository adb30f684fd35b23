import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from './delete-button';

type RowActionsProps = {
  editable: boolean;
  onOpen: () => void;
  openTestId?: string;
  /** Omit for rows that cannot be deleted. */
  remove?: { what: string; onConfirm: () => Promise<unknown>; testId?: string };
};

/** Edit + delete for editors; a read-only role gets "View" only. */
export function RowActions({ editable, onOpen, openTestId, remove }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button
        size="small"
        type="link"
        icon={editable ? <EditOutlined /> : <EyeOutlined />}
        onClick={onOpen}
        data-testid={openTestId}
      >
        {editable ? t('common.edit') : t('common.view')}
      </Button>
      {editable && remove && <DeleteButton what={remove.what} onConfirm={remove.onConfirm} testId={remove.testId} />}
    </Space>
  );
}

export function CreateButton({
  editable,
  onClick,
  testId,
  label,
}: {
  editable: boolean;
  onClick: () => void;
  testId: string;
  label?: string;
}) {
  const { t } = useTranslation();
  if (!editable) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {label ?? t('common.create')}
    </Button>
  );
}
