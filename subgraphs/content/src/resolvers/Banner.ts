import type { BannerResolvers } from '../generated/graphql';

export const Banner: BannerResolvers = {
  text: (banner) => banner.text ?? null,
  image: (banner) => banner.image ?? null,
  link: (banner) => banner.link ?? null,
  linkLabel: (banner) => banner.link_label ?? null,
};
