import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ReasonModal } from '../../../shared/components/reason-modal';
import { type UserProfile, useSetUserLock } from '../api/users';

/** Lock or unlock, always with a reason (the server requires one and audits it). */
export function LockButton({ user }: { user: UserProfile }) {
  const setLock = useSetUserLock();
  const [open, setOpen] = useState(false);
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
        {lock ? 'Lock account' : 'Unlock account'}
      </Button>
      <ReasonModal
        title={open ? `${lock ? 'Lock' : 'Unlock'} ${who}` : null}
        description={
          lock ? 'The user is signed out everywhere and cannot sign in until unlocked.' : 'The user can sign in again.'
        }
        okText={lock ? 'Lock' : 'Unlock'}
        danger={lock}
        onSubmit={(reason) => setLock.mutateAsync({ id: user.id, lock, reason })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
