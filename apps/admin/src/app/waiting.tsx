import { Spinner } from '../shared/components/spinner';
import './waiting.css';

/**
 * A spinner without antd, for what the entry waits for (the shell texts, the login screen's or the signed-in
 * screens' code). `fill`: it fills the screen the login will fill, so nothing moves when one replaces the other
 * (CLS); otherwise it sits at the page's top, as the page will.
 */
export function Waiting({ fill = false }: { fill?: boolean }) {
  return (
    <div className={fill ? 'waiting waiting-fill' : 'waiting'} role="status" aria-busy="true">
      <Spinner />
    </div>
  );
}
