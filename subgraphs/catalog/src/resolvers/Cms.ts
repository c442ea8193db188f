import type { CmsPageResolvers } from '../generated/graphql';

export const CmsPage: CmsPageResolvers = {
  contentHeading: (page) => page.content_heading,
  metaDescription: (page) => page.meta_description,
};
