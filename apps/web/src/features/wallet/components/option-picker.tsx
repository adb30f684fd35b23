import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

export type PickerOption<K extends string | number> = {
  key: K;
  label: ReactNode;
  extra?: ReactNode;
  disabled?: boolean;
};

type Props<K extends string | number> = {
  visible: boolean;
  title: ReactNode;
  options: ReadonlyArray<PickerOption<K>>;
  selected: K | undefined;
  onSelect: (key: K) => void;
  onClose: () => void;
  /** Each option's test id is `${testPrefix}-option-${key}`. */
  testPrefix: string;
};

/** A bottom sheet of choices (accounts, coins). */
export function OptionPicker<K extends string | number>(props: Props<K>) {
  const { visible, title, options, selected, onSelect, onClose, testPrefix } = props;
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="wallet-sheet">
      <div className="wallet-sheet-title">{title}</div>
      <ul className="wallet-sheet-list">
        {options.map((o) => (
          <li key={o.key}>
            <button
              type="button"
              className={o.key === selected ? 'wallet-sheet-option wallet-sheet-option-on' : 'wallet-sheet-option'}
              disabled={o.disabled}
              data-testid={`${testPrefix}-option-${o.key}`}
              onClick={() => {
                onSelect(o.key);
                onClose();
              }}
            >
              <span>{o.label}</span>
              {o.extra && <span className="wallet-sheet-extra">{o.extra}</span>}
              {o.key === selected && <CheckOutline />}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
