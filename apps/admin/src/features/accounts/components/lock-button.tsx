import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../shared/components/reason-modal';
import { type UserProfile, useSetUserLock } from '../api/users';

/** Lock or unlock, always with a reason (the server requires one and audits it). */
export function LockButton({ user }: { user: UserProfile }) {
  const setLock = useSetUserLock();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('accounts');
  const lock = !user.locked;
  const who = user.email || user.mobile || `#${user.id}`;
  return (
    <>
      <Button
        danger={lock}
        icon={lock ? <LockOutlined /> : <UnlockOutlined />}
        onClick={() => setOpen(true)}
        data-testid={lock ? 'user-lock' : 'user-unlock'}
      >
        {lock ? t('lock.lockAccount') : t('lock.unlockAccount')}
      </Button>
      <ReasonModal
        title={open ? t(lock ? 'lock.lockTitle' : 'lock.unlockTitle', { who }) : null}
        description={lock ? t('lock.lockNote') : t('lock.unlockNote')}
        okText={lock ? t('lock.lock') : t('lock.unlock')}
        danger={lock}
        onSubmit={(reason) => setLock.mutateAsync({ id: user.id, lock, reason })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
