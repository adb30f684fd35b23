import { type ButtonProps, Popconfirm, Switch } from 'antd';

type Props = {
  checked: boolean;
  editable: boolean;
  loading: boolean;
  /** The question asked before switching off, and what it means for orders already open. */
  confirm: { title: string; description: string; ok: string };
  onChange: (on: boolean) => void;
  testId: string;
};

/**
 * A product switch: switching on is one click; switching off takes seconds options away from users (a pair, or
 * every user of a country), so it is asked first, as the market instruments' switch does.
 */
export function GuardedSwitch({ checked, editable, loading, confirm, onChange, testId }: Props) {
  return (
    <Popconfirm
      title={confirm.title}
      description={confirm.description}
      okText={confirm.ok}
      okButtonProps={{ danger: true, 'data-testid': `${testId}-off-ok` } as ButtonProps}
      disabled={!checked || !editable}
      onConfirm={() => onChange(false)}
    >
      <Switch
        size="small"
        checked={checked}
        disabled={!editable}
        loading={loading}
        onChange={(on) => on && onChange(true)}
        data-testid={testId}
      />
    </Popconfirm>
  );
}
