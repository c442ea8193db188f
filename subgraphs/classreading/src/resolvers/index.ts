import type { Resolvers } from '../generated/graphql';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { ReadingUser } from './ReadingUser';
import { SchoolClass } from './SchoolClass';

/** The classreading subgraph's resolver map. */
export const resolvers: Resolvers = { Query, Mutation, SchoolClass, ReadingUser };
