import { Link } from 'react-router-dom';
import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import type { HeroBanner_BannerFragment } from './HeroBanner.generated';

export function HeroBanner({ banner }: { banner: HeroBanner_BannerFragment }) {
  const internal = banner.link?.startsWith('/') ?? false;
  return (
    <section className="hero">
      {banner.image && (
        <img className="hero__image" src={imageUrl(banner.image, IMAGE_SIZES.gallery)} alt="" />
      )}
      <div className="hero__body">
        <h2 className="hero__title">{banner.title}</h2>
        {banner.text && <p className="hero__text">{banner.text}</p>}
        {banner.link &&
          banner.linkLabel &&
          (internal ? (
            <Link className="button" to={banner.link}>
              {banner.linkLabel}
            </Link>
          ) : (
            <a className="button" href={banner.link} rel="noopener noreferrer">
              {banner.linkLabel}
            </a>
          ))}
      </div>
    </section>
  );
}
