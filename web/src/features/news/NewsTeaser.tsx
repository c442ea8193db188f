import { formatIsoDate } from '@/shared/format/date';
import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import { TeaserCard } from '@/shared/ui/TeaserCard';
import type { NewsTeaser_ItemFragment } from './NewsOverview.generated';

/** A news item in the overview: its picture, date, title and intro; the card leads to the item. */
export function NewsTeaser({ item }: { item: NewsTeaser_ItemFragment }) {
  return (
    <TeaserCard
      to={item.path}
      title={item.title}
      image={item.image ? imageUrl(item.image, IMAGE_SIZES.thumbnail) : null}
      meta={<time dateTime={item.date}>{formatIsoDate(item.date)}</time>}
    >
      <p>{item.intro}</p>
    </TeaserCard>
  );
}
