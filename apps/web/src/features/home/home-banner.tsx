import { Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router';
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
      <Swiper autoplay={data.length > 1} loop={data.length > 1} autoplayInterval={4000}>
        {data.map((banner) => (
          <Swiper.Item key={banner.id}>
            <button
              type="button"
              className="home-banner-item"
              onClick={() => openLink(navigate, banner.link, banner.title)}
            >
              <img src={banner.image} alt="" />
              {banner.title ? (
                <span className="home-banner-title" data-testid={`home-banner-title-${banner.id}`}>
                  <span className="home-banner-title-text">{banner.title}</span>
                </span>
              ) : null}
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
