/** ISBN-13: twelve digits plus a check digit (weights 1 and 3, modulo 10). */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`Expected twelve digits, got '${first12}'`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidIsbn13(value: string): boolean {
  return /^97[89]\d{10}$/.test(value) && isbn13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/**
 * The demo ISBN of a product id: prefix 978-94 (a Dutch-language group) and the id as a seven-digit
 * item number, so every product id has its own ISBN without a lookup table.
 */
export function demoIsbn(productId: number): string {
  if (!Number.isInteger(productId) || productId < 0 || productId > 9_999_999)
    throw new RangeError(`No demo ISBN for product id ${productId}`);
  const first12 = `97894${String(productId).padStart(7, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}
