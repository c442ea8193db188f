import type { TextBlockResolvers } from '../generated/graphql';

export const TextBlock: TextBlockResolvers = {
  link: (block) => block.link ?? null,
  linkLabel: (block) => block.link_label ?? null,
};
