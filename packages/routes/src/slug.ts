/**
 * url keys and slugs: lower case ASCII, accents stripped ('pinguïn' -> 'pinguin'), words joined by dashes.
 * One rule for everyone who makes a slug from a name: the demo data's url keys and the authors service's
 * keys, and the catalog's link from a product's author name to that author's page, so the two always meet.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
