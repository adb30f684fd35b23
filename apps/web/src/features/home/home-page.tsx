import { useQueryClient } from '@tanstack/react-query';
import { PullRefresh } from '../../components/pull-refresh';
import { contentKeys } from '../content/api/keys';
import { HomeQuotes } from '../market/components/home-quotes';
import { walletKeys } from '../wallet/api/keys';
import { HomeAssetsCard } from '../wallet/components/home-assets-card';
import { HomeBanner } from './home-banner';
import { HomeHeader } from './home-header';
import { HomeNews, HomeTicker } from './home-news';
import { HomePopup } from './home-popup';
import { HomeShortcuts } from './home-shortcuts';

/** Home tab: header, banners, headline ticker, shortcuts, latest news, and the pop-up ad. */
export default function HomePage() {
  const queryClient = useQueryClient();
  return (
    <div className="home">
      <HomeHeader />
      <PullRefresh
        onRefresh={() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: contentKeys.all }),
            queryClient.invalidateQueries({ queryKey: walletKeys.all }),
          ])
        }
      >
        <div className="home-body">
          <HomeAssetsCard />
          <HomeBanner />
          <HomeTicker />
          <HomeShortcuts />
          <HomeQuotes />
          <HomeNews />
        </div>
      </PullRefresh>
      <HomePopup />
    </div>
  );
}
