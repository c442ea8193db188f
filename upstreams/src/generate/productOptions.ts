/** The purchasable options of a product document: custom options, bundle options, grouped and downloadable links. */
import type { BundleOption, CustomOption, DownloadableLink, ProductLink } from '@shop/contracts';
import type { Lang } from './language';
import type { BundleOptionPlan, ProductPlan } from './productPlan';

export function customOptions(plan: ProductPlan, lang: Lang): CustomOption[] | undefined {
  const nl = lang === 'nl';
  const option = plan.id * 10;
  const value = plan.id * 100;
  // seed 000 §5: fixed prices add up; percent prices are relative to the product price.
  if (plan.customOptions === 'giftWrap') {
    return [
      {
        option_id: option + 1,
        title: nl ? 'Cadeauverpakking' : 'Gift wrapping',
        type: 'checkbox',
        is_require: false,
        values: [
          {
            option_type_id: value + 1,
            title: nl ? 'Inpakken als cadeau' : 'Wrap as a gift',
            price: 2.5,
            price_type: 'fixed',
            sort_order: 0,
          },
        ],
      },
      {
        option_id: option + 2,
        title: nl ? 'Gesigneerd exemplaar' : 'Signed copy',
        type: 'radio',
        is_require: false,
        values: [
          {
            option_type_id: value + 2,
            title: nl ? 'Ja, gesigneerd door de auteur' : 'Yes, signed by the author',
            price: 10,
            price_type: 'percent',
            sort_order: 0,
          },
          {
            option_type_id: value + 3,
            title: nl ? 'Nee' : 'No',
            price: 0,
            price_type: 'fixed',
            sort_order: 1,
          },
        ],
      },
      {
        option_id: option + 3,
        title: nl ? 'Persoonlijke boodschap' : 'Personal message',
        type: 'field',
        is_require: false,
        values: [],
      },
    ];
  }
  if (plan.customOptions === 'licence') {
    return [
      {
        option_id: option + 1,
        title: nl ? 'Aantal leerlingen' : 'Number of pupils',
        type: 'drop_down',
        is_require: true,
        values: [
          {
            option_type_id: value + 1,
            title: nl ? 'Standaard' : 'Standard',
            price: 0,
            price_type: 'fixed',
            sort_order: 0,
          },
          {
            option_type_id: value + 2,
            title: nl ? 'Dubbel aantal leerlingen' : 'Twice as many pupils',
            price: 80,
            price_type: 'percent',
            sort_order: 1,
          },
          {
            option_type_id: value + 3,
            title: nl ? 'Hele school' : 'Whole school',
            price: 150,
            price_type: 'percent',
            sort_order: 2,
          },
        ],
      },
      {
        option_id: option + 2,
        title: nl ? 'Lesmateriaal' : 'Teaching materials',
        type: 'checkbox',
        is_require: false,
        values: [
          {
            option_type_id: value + 4,
            title: nl ? 'Handleiding voor de leerkracht' : "Teacher's guide",
            price: 19.95,
            price_type: 'fixed',
            sort_order: 0,
          },
        ],
      },
    ];
  }
  return undefined;
}

const BUNDLE_OPTION_TITLES: Record<BundleOptionPlan['title'], { nl: string; en: string }> = {
  book: { nl: 'Boeken', en: 'Books' },
  pictureBook: { nl: 'Kies een prentenboek', en: 'Choose a picture book' },
  readingBook: { nl: 'Kies een leesboek', en: 'Choose a chapter book' },
};

export function bundleOptions(plan: ProductPlan, lang: Lang): BundleOption[] | undefined {
  if (plan.bundleOptions.length === 0) return undefined;
  return plan.bundleOptions.map((option, i) => ({
    option_id: option.optionId,
    title: BUNDLE_OPTION_TITLES[option.title][lang],
    required: true,
    type: 'radio',
    position: i + 1,
    sku: plan.sku,
    product_links: option.links.map((link) => ({
      id: link.id,
      sku: link.sku,
      qty: link.qty,
      is_default: link.isDefault,
      price: link.price,
      can_change_quantity: plan.isClassreadingBundle ? 0 : 1,
    })),
  }));
}

export function groupedLinks(plan: ProductPlan): ProductLink[] | undefined {
  if (plan.groupedLinks.length === 0) return undefined;
  return plan.groupedLinks.map((link, i) => ({
    sku: plan.sku,
    link_type: 'associated',
    linked_product_sku: link.sku,
    linked_product_type: 'simple',
    position: i + 1,
    qty: link.qty,
  }));
}

export function downloadableLinks(plan: ProductPlan, lang: Lang): DownloadableLink[] | undefined {
  if (!plan.downloadable) return undefined;
  const ebook = plan.downloadable === 'ebook';
  return [
    {
      id: plan.id * 10 + 1,
      title: ebook ? 'E-book (EPUB)' : lang === 'nl' ? 'Luisterboek (MP3)' : 'Audiobook (MP3)',
      link_type: plan.downloadable,
      sample_url: `/samples/${plan.sku}.${ebook ? 'epub' : 'mp3'}`,
    },
  ];
}
