import { LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { RealLevel } from '../api/users';

const LEVELS: Record<number, { label: string; color?: string }> = {
  0: { label: 'None' },
  1: { label: 'Basic', color: 'blue' },
  2: { label: 'Advanced', color: 'green' },
};

/** Identity verification level (`real_level`). */
export function LevelTag({ level }: { level: RealLevel }) {
  const l = LEVELS[level] ?? { label: String(level) };
  return <Tag color={l.color}>{l.label}</Tag>;
}

export function LockedTag({ locked }: { locked: boolean }) {
  return locked ? (
    <Tag color="red" icon={<LockOutlined />}>
      Locked
    </Tag>
  ) : (
    <Tag color="green">Active</Tag>
  );
}
