import { useTranslation } from '../../../i18n/use-translation';
import type { CheckAnswer } from '../api/transparency';
import { summarize } from '../model/transparency';

/** The verifier's answer: the verdict, then each check with pass or fail and the server's detail. */
export function CheckResults({ answer }: { answer: CheckAnswer }) {
  const { t } = useTranslation();
  const { failed, total } = summarize(answer.checks);
  const passed = answer.ok && failed === 0;
  return (
    <div className="tp-results" data-testid="tp-results">
      <p className={passed ? 'tp-good' : 'tp-bad'} data-testid="tp-verdict" data-ok={String(passed)}>
        {passed ? t('transparency.verify.allPassed') : t('transparency.verify.someFailed', { failed, total })}
      </p>
      <ul className="tp-checks">
        {answer.checks.map((c) => (
          <li key={`${c.name}:${c.detail}`} data-testid="tp-check" data-ok={String(c.ok)}>
            <span className={c.ok ? 'tp-mark tp-mark-ok' : 'tp-mark tp-mark-bad'}>
              {c.ok ? t('transparency.verify.pass') : t('transparency.verify.fail')}
            </span>
            <span className="tp-check-text">
              <b>{c.name}</b>
              {c.detail ? <span className="tp-muted">{c.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
