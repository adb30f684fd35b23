import { DownOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

type Props = { label: ReactNode; value: ReactNode; onOpen: () => void; testId: string; placeholder?: ReactNode };

/** A field that opens a bottom sheet of choices. */
export function PickerField({ label, value, onOpen, testId, placeholder }: Props) {
  return (
    <button type="button" className="wallet-picker" data-testid={testId} onClick={onOpen}>
      <span className="wallet-picker-label">{label}</span>
      <span className="wallet-picker-value">{value ?? <span className="wallet-muted">{placeholder}</span>}</span>
      <DownOutline className="wallet-chevron" />
    </button>
  );
}
