import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

type Props = { what: string; onConfirm: () => Promise<unknown>; testId?: string };

/** A delete action that always asks first. */
export function DeleteButton({ what, onConfirm, testId }: Props) {
  return (
    <Popconfirm
      title={`Delete ${what}?`}
      description="This cannot be undone."
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button size="small" danger type="link" icon={<DeleteOutlined />} data-testid={testId}>
        Delete
      </Button>
    </Popconfirm>
  );
}
