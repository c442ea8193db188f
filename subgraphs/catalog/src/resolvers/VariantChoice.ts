import type { VariantChoiceResolvers } from '../generated/graphql';
import { hintPublicCatalogue } from './cacheHints';

export const VariantChoice: VariantChoiceResolvers = {
  variant: (choice, _args, _context, info) => {
    hintPublicCatalogue(info);
    return choice.variant ?? null;
  },
  userErrors: (choice, _args, _context, info) => {
    hintPublicCatalogue(info);
    return choice.userErrors;
  },
};
