import './spinner.css';

/** A spinner without antd (the login screen and the entry's waits); `className` may set its size and colour. */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `spinner ${className}` : 'spinner'} aria-hidden="true" />;
}
