import { useTranslation } from '../../i18n/use-translation';
import { FiatList } from '../settings/fiat-list';
import { LanguageList } from '../settings/language-list';
import { PickerPopup } from '../settings/picker-popup';

export type HomePicker = 'lang' | 'fiat' | null;

/** The language and fiat pickers of the home header: loaded on the first tap, not with the first screen. */
export default function HomePickers({ open, onClose }: { open: HomePicker; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <PickerPopup visible={open === 'lang'} title={t('page.language')} onClose={onClose} testId="lang-popup">
        <LanguageList onPicked={onClose} />
      </PickerPopup>
      <PickerPopup visible={open === 'fiat'} title={t('page.fiat')} onClose={onClose} testId="fiat-popup">
        <FiatList onPicked={onClose} />
      </PickerPopup>
    </>
  );
}
