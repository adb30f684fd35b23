import type { MenuItem } from '@app/api';
import { Grid } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasRoute, normalizeRoute } from '../../lib/routes-registry';
import { useMenu } from '../content/api/get-menu';

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

/**
 * Client routes that replace the menu's for a key. The server's menu points 'exchange' at
 * /pages/fund/transfer (the old client's convert page), which this build uses for transfers between
 * accounts; the convert screen lives at /pages/fund/exchange. 'lever' (margin / super leverage) is the contract
 * screen's high-leverage view.
 */
const ROUTE_BY_KEY: Record<string, string> = {
  exchange: '/pages/fund/exchange',
  lever: '/pages/transaction/contract?mode=margin',
};

/** Where a shortcut goes: the route (query kept, e.g. select?type=recharge), or this build's route for its key. */
export function shortcutTarget(item: MenuItem): string {
  const route = ROUTE_BY_KEY[item.key] ?? item.route;
  const query = route.includes('?') ? route.slice(route.indexOf('?')) : '';
  return `${normalizeRoute(route)}${query}`;
}

/** Only what the server says exists AND this build can open: a shortcut never leads to an empty page. */
export function visibleShortcuts(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => item.available && hasRoute(shortcutTarget(item)));
}

const COUNT_KEY = 'home_shortcut_count';
/** The stock menu's visible shortcuts (three rows of four): what a first visit reserves. */
const DEFAULT_COUNT = 12;

function rememberedCount(): number {
  const n = Number(localStorage.getItem(COUNT_KEY));
  return Number.isInteger(n) && n > 0 && n <= 40 ? n : DEFAULT_COUNT;
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
      <Grid columns={4} gap={8} className="shortcut-grid">
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
      <Grid columns={4} gap={8} className="shortcut-grid">
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
