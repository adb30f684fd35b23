import { DollarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { AdjustModal } from './adjust-modal';

/** "Manual adjustment" on the user's page (super and finance). */
export function AdjustButton({ userId, who }: { userId: number; who: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<DollarOutlined />} onClick={() => setOpen(true)} data-testid="user-adjust">
        Manual adjustment
      </Button>
      <AdjustModal userId={userId} who={who} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
