import { useQueryClient } from '@tanstack/react-query';
import { PullRefresh } from '../../components/pull-refresh';
import { contentKeys } from '../content/api/keys';
import { HomeQuotes } from '../market/components/home-quotes';
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
      <PullRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: contentKeys.all })}>
        <div className="home-body">
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
