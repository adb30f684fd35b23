import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { useSetStops } from '../api/actions';
import type { Pair, Position } from '../api/types';
import { sideOfType } from '../model/calc';
import { fmtPrice } from '../model/format';
import { cleanDecimal, type StopKind, stopBound, stopError } from '../model/prices';
import { PriceInput } from './controls';

/**
 * Edits an open position's take-profit and stop-loss (POST /lever/setstop) in a bottom sheet: each field says the
 * price it must pass (the entry and the mark), errors show as the user types, and one of the two is needed.
 */
export function StopsSheet({
  position,
  pair,
  onClose,
}: {
  position: Position;
  pair: Pair | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const precision = pair?.precision ?? 2;
  const [tp, setTp] = useState(position.target_profit_price);
  const [sl, setSl] = useState(position.stop_loss_price);
  const [tried, setTried] = useState(false);
  const save = useSetStops();
  const side = sideOfType(position.type);
  const refs = { side, entry: position.price || null, current: position.update_price || null, precision };
  const text = (kind: StopKind, value: string) => {
    const error = stopError(kind, value, refs);
    if (error === 'price') return { error: t('contracts.stops.price'), hint: null };
    const bound = stopBound(kind, refs);
    const key = `${kind}${side === 'long' ? 'Long' : 'Short'}` as const;
    const line = bound ? t(`contracts.stops.${key}`, { price: fmtPrice(bound.price, precision) }) : null;
    return error ? { error: line, hint: null } : { error: null, hint: line };
  };
  const tpText = text('tp', tp);
  const slText = text('sl', sl);
  const none = tp.trim() === '' && sl.trim() === '';
  const invalid = tpText.error !== null || slText.error !== null || none;

  const submit = () => {
    setTried(true);
    if (invalid) return;
    save.mutate(
      { id: position.id, target_profit_price: tp.trim(), stop_loss_price: sl.trim() },
      {
        onSuccess: () => {
          showToast(t('contracts.done.stops'));
          onClose();
        },
      },
    );
  };

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="lever-stops-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="stops-sheet">
        <h3 id={titleId} className="lever-sheet-title">
          {t('contracts.editStops.title')} · {position.symbol}
        </h3>
        <p className="lever-hint">
          {t('contracts.position.entry')} {fmtPrice(position.price, precision)} · {t('contracts.position.mark')}{' '}
          {fmtPrice(position.update_price, precision)}
        </p>
        <PriceInput
          label={t('contracts.form.tp', { coin: position.legal_name })}
          value={tp}
          onChange={(v) => setTp(cleanDecimal(v, precision))}
          hint={tpText.hint}
          error={tpText.error}
          testId="stops-tp"
        />
        <PriceInput
          label={t('contracts.form.sl', { coin: position.legal_name })}
          value={sl}
          onChange={(v) => setSl(cleanDecimal(v, precision))}
          hint={slText.hint}
          error={slText.error}
          testId="stops-sl"
        />
        <p
          className={tried && none ? 'lever-hint lever-hint-error' : 'lever-hint'}
          role={tried && none ? 'alert' : undefined}
        >
          {t(tried && none ? 'contracts.editStops.needOne' : 'contracts.editStops.hint')}
        </p>
        <Button block color="primary" size="large" loading={save.isPending} onClick={submit} data-testid="stops-save">
          {t('contracts.editStops.save')}
        </Button>
      </div>
    </Popup>
  );
}
