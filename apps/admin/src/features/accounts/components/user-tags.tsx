import { LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RealLevel } from '../api/users';

const LEVELS: Record<number, { key: 'none' | 'basic' | 'advanced'; color?: string }> = {
  0: { key: 'none' },
  1: { key: 'basic', color: 'blue' },
  2: { key: 'advanced', color: 'green' },
};

/** Identity verification level (`real_level`). */
export function LevelTag({ level }: { level: RealLevel }) {
  const { t } = useTranslation('accounts');
  const l = LEVELS[level];
  return <Tag color={l?.color}>{l ? t(`levels.${l.key}`) : String(level)}</Tag>;
}

export function LockedTag({ locked }: { locked: boolean }) {
  const { t } = useTranslation('accounts');
  return locked ? (
    <Tag color="red" icon={<LockOutlined />}>
      {t('status.locked')}
    </Tag>
  ) : (
    <Tag color="green">{t('status.active')}</Tag>
  );
}
