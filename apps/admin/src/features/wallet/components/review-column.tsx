import { Popconfirm, Space, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApproveButton, RejectButton } from './decision-buttons';

type Approve<T> =
  /** Approve after a confirmation; its OK button is `<prefix>-approve-ok`. */
  | { confirm: (row: T) => { title: string; description: string; onConfirm: () => Promise<unknown> } }
  /** Approve in a dialog of the caller's own. */
  | { onClick: (row: T) => void };

type Options<T> = {
  /** The column's title, in the operator's language. */
  title: string;
  /** Prefix of the test ids: `<prefix>-approve-<id>`, `<prefix>-reject-<id>`. */
  prefix: string;
  width: number;
  approve: Approve<T>;
  onReject: (row: T) => void;
};

/** The "Decision" column of a review queue: Approve above Reject. */
export function reviewColumn<T extends { id: number }>({ title, prefix, width, approve, onReject }: Options<T>) {
  const column: TableColumnType<T> = {
    title,
    key: 'actions',
    width,
    render: (_, row) => (
      <Space direction="vertical" size={6}>
        {'confirm' in approve ? (
          <ApproveConfirm prefix={prefix} id={row.id} {...approve.confirm(row)} />
        ) : (
          <ApproveButton data-testid={`${prefix}-approve-${row.id}`} onClick={() => approve.onClick(row)} />
        )}
        <RejectButton data-testid={`${prefix}-reject-${row.id}`} onClick={() => onReject(row)} />
      </Space>
    ),
  };
  return column;
}

type ConfirmProps = {
  prefix: string;
  id: number;
  title: string;
  description: string;
  onConfirm: () => Promise<unknown>;
};

function ApproveConfirm({ prefix, id, title, description, onConfirm }: ConfirmProps) {
  const { t } = useTranslation('wallet');
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t('queue.approve')}
      okButtonProps={{ 'data-testid': `${prefix}-approve-ok` } as Record<string, string>}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <ApproveButton data-testid={`${prefix}-approve-${id}`} />
    </Popconfirm>
  );
}
