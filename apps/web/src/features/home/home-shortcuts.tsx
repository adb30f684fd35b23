import type { MenuItem } from '@app/api';
import { Grid } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useMenu } from '../content/api/get-menu';
import { COUNT_KEY, FIRST_VISIT_COUNT, GRID_COLUMNS, shortcutTarget, visibleShortcuts } from './shortcut-list';

const isImage = (icon: string) => /^(https?:\/\/|\/)/.test(icon);

function ShortcutIcon({ item }: { item: MenuItem }) {
  if (isImage(item.icon)) {
    return (
      <span className="shortcut-icon shortcut-icon-image">
        <img src={item.icon} alt="" />
      </span>
    );
  }
  // The server names a picture for every shortcut (one sprite); anything else gets the name's first letter
  // rather than an icon set of our own in the first screen's script.
  return (
    <span className="shortcut-icon" data-testid={`shortcut-letter-${item.key}`}>
      {Array.from(item.name.trim())[0]?.toUpperCase() ?? ''}
    </span>
  );
}

function rememberedCount(): number {
  const n = Number(localStorage.getItem(COUNT_KEY));
  return Number.isInteger(n) && n > 0 && n <= 40 ? n : FIRST_VISIT_COUNT;
}

function rememberCount(n: number): void {
  if (localStorage.getItem(COUNT_KEY) !== String(n)) localStorage.setItem(COUNT_KEY, String(n));
}

/**
 * The grid's final height while the menu loads: the same items, blank, as many rows as the last menu had (the
 * stock menu's on a first visit), so the quotes under it stay where they are drawn (CLS, issue 11).
 */
function ShortcutsPlaceholder({ count }: { count: number }) {
  return (
    <section className="home-section" aria-hidden="true" data-testid="shortcuts-placeholder">
      <Grid columns={GRID_COLUMNS} gap={8} className="shortcut-grid">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical blank slots that never reorder
          <Grid.Item key={i}>
            <span className="shortcut">
              <span className="shortcut-icon" />
              <span className="shortcut-name">&nbsp;</span>
            </span>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  );
}

/** The shortcut grid of GET /menu. */
export function HomeShortcuts() {
  const { t } = useTranslation();
  const { data, isPending } = useMenu();
  const navigate = useNavigate();
  const items = visibleShortcuts(data ?? []);
  useEffect(() => {
    if (items.length > 0) rememberCount(items.length);
  }, [items.length]);
  if (isPending) return <ShortcutsPlaceholder count={rememberedCount()} />;
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-label={t('home.services')}>
      <Grid columns={GRID_COLUMNS} gap={8} className="shortcut-grid">
        {items.map((item) => (
          <Grid.Item key={item.key}>
            <button
              type="button"
              className="shortcut"
              data-testid={`shortcut-${item.key}`}
              onClick={() => navigate(shortcutTarget(item))}
            >
              <ShortcutIcon item={item} />
              <span className="shortcut-name">{item.name}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  );
}
