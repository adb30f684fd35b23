import { Button, type ButtonProps } from 'antd-mobile';
import { useState } from 'react';
import { useDebouncedTap } from './use-debounced-tap';

type Props = Omit<ButtonProps, 'onClick'> & { onSubmit: () => unknown };

/** A full-width primary button whose taps are debounced by 500 ms; it shows loading while onSubmit runs. */
export function SubmitButton({ onSubmit, children, loading, ...rest }: Props) {
  const [busy, setBusy] = useState(false);
  const tap = useDebouncedTap(() => {
    if (busy) return;
    const result = onSubmit();
    if (result instanceof Promise) {
      setBusy(true);
      result.then(
        () => setBusy(false),
        () => setBusy(false),
      );
    }
  });
  return (
    <Button block color="primary" size="large" {...rest} loading={loading ?? busy} onClick={tap}>
      {children}
    </Button>
  );
}
