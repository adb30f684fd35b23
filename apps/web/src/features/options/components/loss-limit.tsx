import { currencyScale } from '@app/money';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { useSetLimits } from '../api/actions';
import type { Limits } from '../api/types';
import { fmtMoney } from '../model/format';
import { cleanStake } from '../model/ticket';
import { serverTimeText } from '../model/time';

/** The limits are kept in USDT (the server counts the day's net loss in USDT). */
const COIN = 'USDT';

/**
 * The daily loss limit: the one in force, today's loss, a pending raise or removal and when it takes effect, and a
 * field to change it. The server decides (a lower limit at once, a higher one or none after 24 h) and answers the
 * new limits, which say which happened.
 */
export function LossLimit({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const set = useSetLimits();
  const save = (value: string) =>
    set.mutate(
      { daily_loss_limit: value },
      {
        onSuccess: (next) => {
          setText('');
          const at = serverTimeText(next.pending_from);
          showToast(next.pending_from ? t('options.limits.savedLater', { at }) : t('options.limits.saved'));
        },
      },
    );
  const pending = limits.pending_from
    ? limits.pending_limit === 'none'
      ? t('options.limits.pendingNone', { at: serverTimeText(limits.pending_from) })
      : t('options.limits.pending', {
          limit: `${fmtMoney(limits.pending_limit, COIN)} ${COIN}`,
          at: serverTimeText(limits.pending_from),
        })
    : null;
  return (
    <section className="sec-section" aria-labelledby="sec-loss-title" data-testid="sec-loss-limit">
      <h2 id="sec-loss-title">{t('options.limits.loss')}</h2>
      <dl className="sec-facts">
        <div>
          <dt>{t('options.limits.current')}</dt>
          <dd data-testid="sec-limit-current">
            {limits.daily_loss_limit ? `${fmtMoney(limits.daily_loss_limit, COIN)} ${COIN}` : t('options.limits.none')}
          </dd>
        </div>
        <div>
          <dt>{t('options.limits.today')}</dt>
          <dd data-testid="sec-limit-today">{`${fmtMoney(limits.today_loss, COIN)} ${COIN}`}</dd>
        </div>
      </dl>
      {pending && (
        <p className="sec-notice" data-testid="sec-limit-pending">
          {pending}
        </p>
      )}
      <p className="sec-hint">{t('options.limits.lossHint')}</p>
      <form
        className="sec-limit-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\d+(\.\d+)?$/.test(text)) showToast(t('options.limits.amount'));
          else save(text);
        }}
      >
        <label>
          <span className="sec-label">{t('options.limits.input')}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(cleanStake(e.target.value, currencyScale(COIN)))}
            data-testid="sec-limit-input"
          />
        </label>
        <Button type="submit" color="primary" loading={set.isPending} data-testid="sec-limit-save">
          {t('options.limits.set')}
        </Button>
      </form>
      {limits.daily_loss_limit && limits.pending_limit !== 'none' && (
        <button type="button" className="link-button" onClick={() => save('none')} data-testid="sec-limit-remove">
          {t('options.limits.remove')}
        </button>
      )}
    </section>
  );
}
