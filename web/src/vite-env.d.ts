/// <reference types="vite/client" />

/** Hash of schema/api.graphql, set by vite.config.ts; versions the persisted Apollo cache. */
declare const __SCHEMA_HASH__: string;
