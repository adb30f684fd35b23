import { useNavigate } from 'react-router';
import { Carousel } from '../../components/carousel';
import { useBannerList } from '../content/api/get-banner-list';
import { openLink } from './open-link';

/**
 * The banner swiper of POST /banner/list {c_id: 5}; hidden when there are no banners. The banner's title (already in
 * the session language) is laid over the bottom-left of the picture, so the artwork itself carries no text.
 */
export function HomeBanner() {
  const { data, isPending } = useBannerList();
  const navigate = useNavigate();
  if (isPending) return <div className="home-banner home-banner-placeholder" data-testid="home-banner" />;
  if (!data || data.length === 0) return null;
  return (
    <div className="home-banner" data-testid="home-banner">
      <Carousel
        interval={4000}
        slides={data.map((banner, i) => ({
          key: banner.id,
          content: (
            <button
              type="button"
              className="home-banner-item"
              onClick={() => openLink(navigate, banner.link, banner.title)}
            >
              {/* The first banner is the screen's largest picture: it is fetched before anything else below it. */}
              <img src={banner.image} alt="" fetchPriority={i === 0 ? 'high' : 'low'} />
              {banner.title ? (
                <span className="home-banner-title" data-testid={`home-banner-title-${banner.id}`}>
                  <span className="home-banner-title-text">{banner.title}</span>
                </span>
              ) : null}
            </button>
          ),
        }))}
      />
    </div>
  );
}
