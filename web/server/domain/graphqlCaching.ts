/**
 * The Cache-Control of a guest's GraphQL answer, from the gateway's policy (the schema's `@cacheControl` hints).
 * Public queries come by GET (issue 23) so that shared caches (a CDN in front of the shop) can keep their
 * answers for as long as the gateway says. The browser's own cache must ask again every time: a guest who
 * logs in would otherwise be shown, from it, the guest's answers (a B2B customer the guest's prices) until they
 * expire. The shop's client keeps what it asked in its own cache anyway.
 */
export function guestCacheControl(gatewayPolicy: string | null): string {
  if (gatewayPolicy === null) return 'no-store';
  const directives = gatewayPolicy.split(',').map((directive) => directive.trim().toLowerCase());
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  if (!directives.includes('public') || maxAge === undefined) return gatewayPolicy;
  return `public, max-age=0, s-maxage=${maxAge.slice('max-age='.length)}`;
}
