import type { ProductDocument } from '@shop/contracts';
import type { Context } from '../context';
import { chooseVariant, type VariantConfiguration } from '../domain/variantChoice';
import type { ResolversTypes } from '../generated/graphql';

/**
 * A VariantChoice (seed 000 §4 'Variant selection') of a product for the shopper's choice: the answer of
 * `Product.variant` and of `ProductRoute.variant`, which gives the variant a product page's path names.
 */
export function variantChoiceOf(
  product: ProductDocument,
  configuration: VariantConfiguration,
  { variantSettings, today }: Pick<Context, 'variantSettings' | 'today'>,
): ResolversTypes['VariantChoice'] {
  const children = product.type_id === 'configurable' ? product.configurable_children : [];
  const { variant, problems } = chooseVariant(children, configuration, variantSettings, today);
  return {
    variant: variant && { child: variant, parent: product },
    userErrors: problems.map(({ code, message }) => ({
      code,
      message,
      field: code === 'NO_SUCH_CONFIGURATION' ? 'selection' : null,
    })),
  };
}
