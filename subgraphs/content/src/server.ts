import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { createLogger, type Logger } from '@shop/service';
import { gql } from 'graphql-tag';
import type { Context } from './context';
import type { Resolvers } from './generated/graphql';
import { Banner } from './resolvers/Banner';
import { Homepage } from './resolvers/Homepage';
import { HomepageSection } from './resolvers/HomepageSection';
import { NavigationItem } from './resolvers/NavigationItem';
import { ProductCarousel } from './resolvers/ProductCarousel';
import { Query } from './resolvers/Query';

export { createContext } from './context';

const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export const resolvers: Resolvers = {
  Query,
  Homepage,
  Banner,
  HomepageSection,
  ProductCarousel,
  NavigationItem,
};

export function createServer({
  logger = createLogger('content'),
}: { logger?: Logger } = {}): ApolloServer<Context> {
  return new ApolloServer<Context>({ schema: buildSubgraphSchema([{ typeDefs, resolvers }]), logger });
}
