/**
 * The mapper types: what the resolvers of each GraphQL type receive and pass on (codegen's `mappers`, in
 * codegen.mappers.json): the content service's documents, as parsed; one file lists them all.
 */
export type { BannerContent, HomepageContent, NavigationItemContent } from '@shop/contracts';
export type { ProductCarouselContent, TextBlockContent } from './domain/contentDocument';
