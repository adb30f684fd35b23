import { SafetyOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetTwoFactor } from '../api/users';

/** The user's two-step verification, and (for roles that edit users) the reset a user asks for after losing it. */
export function TwoFactorTag({ on }: { on: boolean | undefined }) {
  const { t } = useTranslation('accounts');
  if (on === undefined) return null;
  return (
    <Tag color={on ? 'green' : 'default'} icon={<SafetyOutlined />} data-testid="user-2fa">
      {t(on ? 'twoFactor.on' : 'twoFactor.off')}
    </Tag>
  );
}

export function TwoFactorResetButton({ userId }: { userId: number }) {
  const { t } = useTranslation('accounts');
  const reset = useResetTwoFactor();
  return (
    <Popconfirm
      title={t('twoFactor.resetTitle')}
      description={t('twoFactor.resetNote')}
      okText={t('twoFactor.reset')}
      okButtonProps={{ danger: true, loading: reset.isPending }}
      onConfirm={() => reset.mutateAsync(userId).catch(() => undefined)}
    >
      <Button danger data-testid="user-2fa-reset">
        {t('twoFactor.reset')}
      </Button>
    </Popconfirm>
  );
}
