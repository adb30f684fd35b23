import { DollarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdjustModal } from './adjust-modal';

function Adjust({ userId, who }: { userId: number; who: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('wallet');
  return (
    <>
      <Button icon={<DollarOutlined />} onClick={() => setOpen(true)} data-testid="user-adjust">
        {t('adjust.button')}
      </Button>
      <AdjustModal userId={userId} who={who} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * "Manual adjustment" on the user's page (super and finance), a page of the accounts feature: the wallet texts are
 * fetched here, in place, the first time (the button waits for them, disabled).
 */
export function AdjustButton({ userId, who }: { userId: number; who: string }) {
  return (
    <Suspense fallback={<Button icon={<DollarOutlined />} disabled loading />}>
      <Adjust userId={userId} who={who} />
    </Suspense>
  );
}
