import { LANG_NAMES, LANGS, type Lang } from '@app/i18n';
import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useSession } from '../../stores/session';

/** The 8 languages, each in its own name; choosing one switches and persists it. */
export function LanguageList({ onPicked }: { onPicked?: (lang: Lang) => void }) {
  const current = useSession((s) => s.lang);
  const setLang = useSession((s) => s.setLang);
  return (
    <List className="picker-list">
      {LANGS.map((code) => (
        <List.Item
          key={code}
          data-testid={`lang-option-${code}`}
          arrowIcon={false}
          extra={code === current ? <CheckOutline className="picker-check" /> : null}
          onClick={() => {
            setLang(code);
            onPicked?.(code);
          }}
        >
          <span lang={code === 'zh' ? 'zh-Hans' : code === 'hk' ? 'zh-Hant' : undefined}>{LANG_NAMES[code]}</span>
        </List.Item>
      ))}
    </List>
  );
}
