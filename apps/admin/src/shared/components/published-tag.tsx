import { Tag } from 'antd';

export function YesNoTag({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return value ? <Tag color="green">{yes}</Tag> : <Tag>{no}</Tag>;
}
