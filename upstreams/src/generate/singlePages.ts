/**
 * The content service's single pages (seed 001 §7 /single-page?page), one per key of SINGLE_PAGES in each
 * language: the terms and conditions and privacy pages of seed 000 §2, and shipping (only to Belgium and the
 * Netherlands) and returns (within 14 days) of seed 001 §1.
 */
import type { DemoPage, SinglePageKey } from '@shop/contracts';
import type { Lang } from './language';

const CUSTOMER_SERVICE: Record<Lang, string> = {
  nl: 'klantendienst@example.com',
  en: 'customerservice@example.com',
};

const section = (heading: string, ...paragraphs: string[]) =>
  `<h2>${heading}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join('')}`;

const TEXTS: Record<Lang, Record<SinglePageKey, { title: string; body: string }>> = {
  nl: {
    'terms-and-conditions': {
      title: 'Algemene voorwaarden',
      body: [
        '<p>Deze voorwaarden gelden voor elke bestelling in de webwinkel van uitgeverij Clavis.</p>',
        section(
          'Bestellen',
          'Je bestelling is definitief zodra je ze betaald hebt. Je krijgt een bevestiging per e-mail. Alle prijzen zijn inclusief btw.',
        ),
        section('Levering', 'We leveren alleen in België en Nederland.'),
        section(
          'Herroepingsrecht',
          'Je kunt je bestelling binnen 14 dagen na ontvangst retourneren, zonder te zeggen waarom.',
        ),
        section('Klaslezen', 'Klaslezen-pakketten bestel je apart van andere producten.'),
      ].join(''),
    },
    privacy: {
      title: 'Privacybeleid',
      body: [
        '<p>We gebruiken je gegevens alleen om je bestelling te verwerken en, als je dat wilt, om je onze nieuwsbrief te sturen.</p>',
        section(
          'Klaslezen',
          'Van leerlingen bewaren we alleen hun naam, hun klas en hoe ver ze in hun boeken gelezen hebben. We delen die gegevens met niemand buiten hun school.',
        ),
        section('Cookies', 'Je cookievoorkeuren bewaren we één jaar. Daarna vragen we ze opnieuw.'),
        section(
          'Jouw rechten',
          `Je kunt je gegevens altijd inkijken, laten verbeteren of laten wissen: mail naar ${CUSTOMER_SERVICE.nl}.`,
        ),
      ].join(''),
    },
    shipping: {
      title: 'Verzending',
      body: [
        '<p>We verzenden alleen naar België en Nederland.</p>',
        '<p>De verzendkosten zie je in je winkelmandje, voor je betaalt.</p>',
        '<p>Digitale boeken en Klaslezen-licenties versturen we niet: je vindt ze meteen bij je digitale producten in je account.</p>',
      ].join(''),
    },
    returns: {
      title: 'Retourneren',
      body: [
        '<p>Je kunt je bestelling binnen 14 dagen na ontvangst retourneren, zonder te zeggen waarom.</p>',
        `<p>Meld je retour bij ${CUSTOMER_SERVICE.nl} en stuur de boeken onbeschadigd terug. We betalen je binnen 14 dagen na ontvangst terug.</p>`,
        '<p>Een digitaal boek dat je al geopend hebt, kun je niet retourneren.</p>',
      ].join(''),
    },
  },
  en: {
    'terms-and-conditions': {
      title: 'Terms and conditions',
      body: [
        '<p>These terms apply to every order in the web shop of Clavis publishers.</p>',
        section(
          'Ordering',
          'Your order is final once you have paid for it. You receive a confirmation by email. All prices include VAT.',
        ),
        section('Delivery', 'We only deliver in Belgium and the Netherlands.'),
        section(
          'Right of withdrawal',
          'You can return your order within 14 days of receiving it, without giving a reason.',
        ),
        section('Classreading', 'Classreading packs are ordered on their own, without other products.'),
      ].join(''),
    },
    privacy: {
      title: 'Privacy policy',
      body: [
        '<p>We use your data only to process your order and, if you wish, to send you our newsletter.</p>',
        section(
          'Classreading',
          'Of pupils we keep only their name, their class and how far they have read in their books. We share this with no one outside their school.',
        ),
        section('Cookies', 'We keep your cookie preferences for one year. After that we ask again.'),
        section(
          'Your rights',
          `You can always see, correct or erase your data: write to ${CUSTOMER_SERVICE.en}.`,
        ),
      ].join(''),
    },
    shipping: {
      title: 'Shipping',
      body: [
        '<p>We only ship to Belgium and the Netherlands.</p>',
        '<p>Your cart shows the shipping costs before you pay.</p>',
        '<p>Digital books and Classreading licences are not shipped: you find them straight away among the digital products in your account.</p>',
      ].join(''),
    },
    returns: {
      title: 'Returns',
      body: [
        '<p>You can return your order within 14 days of receiving it, without giving a reason.</p>',
        `<p>Tell ${CUSTOMER_SERVICE.en} about your return and send the books back undamaged. We refund you within 14 days of receiving them.</p>`,
        '<p>A digital book you have already opened cannot be returned.</p>',
      ].join(''),
    },
  },
};

/** The single pages of a language, keyed by `url` (the `page` of /single-page?page). */
export function singlePages(lang: Lang): DemoPage[] {
  return Object.entries(TEXTS[lang]).map(([url, { title, body }]) => ({ url, title, body }));
}
