/**
 * CMS pages and blocks of the catalogue index (seed 000 §7: entity types cms_page and cms_block). The
 * static route /legal (seed 000 §2) and /contact use the same identifier in every store; the texts follow
 * the store's language and country (shipping to BE and NL, returns in 14 days). The static page views of
 * /privacy and /terms-and-conditions, and the shipping and returns pages, are the content service's single
 * pages (singlePages.ts), which the storefront routes to its single page view.
 */
import type { CmsBlockDocument, CmsPageDocument } from '@shop/contracts';
import { STORE_VIEWS, type StoreCode } from '@shop/store-views';
import { langOfStore } from './language';

interface StoreFacts {
  nl: boolean;
  country: string;
  vat: string;
  currency: string;
}

function factsOf(code: StoreCode): StoreFacts {
  const view = STORE_VIEWS[code];
  const nl = view.language === 'nl';
  const belgium = view.taxCountry === 'BE';
  return {
    nl,
    country: nl ? (belgium ? 'België' : 'Nederland') : code === 'en-rw' ? 'Rwanda' : 'Belgium',
    vat: belgium ? '6%' : '9%',
    currency: view.currency,
  };
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export function cmsPageDocuments(code: StoreCode): CmsPageDocument[] {
  const f = factsOf(code);
  const storeId = STORE_VIEWS[code].storeId;
  const page = (id: number, identifier: string, title: string, content: string): CmsPageDocument => ({
    id,
    identifier,
    title,
    content,
    content_heading: title,
    meta_description: content
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .slice(0, 150),
    active: true,
    store_id: storeId,
  });
  const shipping = f.nl
    ? 'We verzenden alleen naar België en Nederland. Je kunt je bestelling binnen 14 dagen retourneren.'
    : 'We only ship to Belgium and the Netherlands. You can return your order within 14 days.';
  return [
    page(
      1,
      f.nl ? 'over-ons' : 'about-us',
      f.nl ? 'Over ons' : 'About us',
      p(
        f.nl
          ? 'Wij zijn een Vlaamse uitgeverij van prentenboeken, leesboeken en informatieve boeken voor kinderen en jongeren.'
          : 'We are a Flemish publisher of picture books, chapter books and non-fiction for children and young adults.',
        f.nl ? `Deze winkel is er voor lezers in ${f.country}.` : `This shop serves readers in ${f.country}.`,
      ),
    ),
    page(
      2,
      'contact',
      'Contact',
      p(
        f.nl
          ? 'Vragen over je bestelling of over Klaslezen? Mail naar klantendienst@example.com.'
          : 'Questions about your order or about Classreading? Write to customerservice@example.com.',
        shipping,
      ),
    ),
    page(
      3,
      'legal',
      f.nl ? 'Juridische informatie' : 'Legal information',
      p(
        f.nl
          ? `Alle prijzen zijn in ${f.currency} en inclusief btw (${f.vat} op boeken).`
          : `All prices are in ${f.currency} and include VAT (${f.vat} on books).`,
      ),
    ),
  ];
}

export function cmsBlockDocuments(code: StoreCode): CmsBlockDocument[] {
  const nl = langOfStore(code) === 'nl';
  const storeId = STORE_VIEWS[code].storeId;
  const block = (id: number, identifier: string, title: string, content: string): CmsBlockDocument => ({
    id,
    identifier,
    title,
    content,
    active: true,
    store_id: storeId,
  });
  return [
    block(
      1,
      'usp',
      nl ? 'Waarom bij ons' : 'Why shop with us',
      `<ul><li>${nl ? 'Verzending naar België en Nederland' : 'Shipping to Belgium and the Netherlands'}</li><li>${nl ? '14 dagen bedenktijd' : '14 days to return'}</li><li>${nl ? 'Rechtstreeks van de uitgeverij' : 'Straight from the publisher'}</li></ul>`,
    ),
    block(
      2,
      'footer-about',
      nl ? 'Over de uitgeverij' : 'About the publisher',
      p(
        nl
          ? 'Prentenboeken, leesboeken en Klaslezen voor scholen.'
          : 'Picture books, chapter books and Classreading for schools.',
      ),
    ),
    block(
      3,
      'footer-links',
      nl ? 'Handige links' : 'Useful links',
      `<ul><li><a href="/${code}/${nl ? 'over-ons' : 'about-us'}">${nl ? 'Over ons' : 'About us'}</a></li><li><a href="/${code}/contact">Contact</a></li><li><a href="/${code}/privacy">${nl ? 'Privacy' : 'Privacy'}</a></li><li><a href="/${code}/terms-and-conditions">${nl ? 'Algemene voorwaarden' : 'Terms and conditions'}</a></li></ul>`,
    ),
    block(
      4,
      'newsletter',
      nl ? 'Nieuwsbrief' : 'Newsletter',
      p(
        nl
          ? 'Schrijf je in en ontvang elke maand onze nieuwe boeken.'
          : 'Sign up and get our new books every month.',
      ),
    ),
    block(
      5,
      'cookie-notice',
      'Cookies',
      p(
        nl
          ? 'We gebruiken cookies om de winkel te laten werken en, met je toestemming, om statistieken te maken.'
          : 'We use cookies to run the shop and, with your consent, to collect statistics.',
      ),
    ),
  ];
}
