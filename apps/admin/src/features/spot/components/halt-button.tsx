import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveSpotPair } from '../api/pairs';
import type { SpotPair } from '../api/types';

/**
 * Halt or resume one pair (`PUT /admin/spot/pairs/:id {halted}`), always after a confirmation that says what happens:
 * a halt refuses new orders but leaves resting orders on the book (users may still cancel them); a resume lets orders
 * in and match again.
 */
export function HaltButton({ pair }: { pair: SpotPair }) {
  const save = useSaveSpotPair();
  const { t } = useTranslation('spot');
  const pending = save.isPending && save.variables?.id === pair.id;
  const set = (halted: boolean) =>
    save
      .mutateAsync({
        id: pair.id,
        input: { halted },
        done: t(halted ? 'halt.done' : 'resume.done', { symbol: pair.symbol }),
      })
      .catch(() => undefined);

  if (!pair.halted) {
    return (
      <Popconfirm
        title={t('halt.confirm', { symbol: pair.symbol })}
        description={<div style={{ maxWidth: 300 }}>{t('halt.note', { symbol: pair.symbol })}</div>}
        okText={t('halt.ok')}
        okButtonProps={{ danger: true, 'data-testid': 'pair-halt-ok' } as ButtonProps}
        onConfirm={() => set(true)}
      >
        <Button
          size="small"
          danger
          icon={<PauseCircleOutlined />}
          loading={pending}
          data-testid={`pair-halt-${pair.id}`}
        >
          {t('halt.button')}
        </Button>
      </Popconfirm>
    );
  }
  return (
    <Popconfirm
      title={t('resume.confirm', { symbol: pair.symbol })}
      description={<div style={{ maxWidth: 300 }}>{t('resume.note')}</div>}
      okText={t('resume.ok')}
      okButtonProps={{ 'data-testid': 'pair-resume-ok' } as ButtonProps}
      onConfirm={() => set(false)}
    >
      <Button size="small" icon={<PlayCircleOutlined />} loading={pending} data-testid={`pair-resume-${pair.id}`}>
        {t('resume.button')}
      </Button>
    </Popconfirm>
  );
}
