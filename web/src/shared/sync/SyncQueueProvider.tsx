import { useApolloClient, type DocumentNode } from '@apollo/client';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { reportSessionProblem } from '@/shared/session/sessionProblems';
import { startBrowserSyncQueue, type BrowserSyncQueue } from './browserSyncQueue';
import { SYNC_DB_NAME } from './syncTaskStore';

const SyncQueueContext = createContext<BrowserSyncQueue | null>(null);

export interface SyncQueueProviderProps {
  /** The store view whose queue this is: its tasks go with its Store header, to its cart. */
  storeCode: string;
  /** The mutations a sync task may be, by operation name; stable (a module's constant). */
  mutations: Readonly<Record<string, DocumentNode>>;
  /** The queries to load again after a replay sent tasks (seed 001 §4 'a cart reload'). */
  reload: readonly string[];
  children: ReactNode;
}

/**
 * The tab's offline queue (seed 001 §4), started in the browser only: the server's render has no network to
 * lose. A session the token lock ended is told as an expired one, which logs out silently and says so.
 */
export function SyncQueueProvider({ storeCode, mutations, reload, children }: SyncQueueProviderProps) {
  const client = useApolloClient();
  const [queue, setQueue] = useState<BrowserSyncQueue | null>(null);
  const reloadKey = reload.join(',');
  useEffect(() => {
    const started = startBrowserSyncQueue({
      client,
      mutations,
      window,
      afterReplay: () => void client.refetchQueries({ include: reloadKey.split(',') }),
      onSessionEnd: () => reportSessionProblem('expired'),
      databaseName: `${SYNC_DB_NAME}-${storeCode}`,
    });
    setQueue(started);
    return () => started.stop();
  }, [client, mutations, reloadKey, storeCode]);
  return <SyncQueueContext.Provider value={queue}>{children}</SyncQueueContext.Provider>;
}

/** Gives `queue` to the components below: a test's own queue. */
export function ProvideSyncQueue({
  queue,
  children,
}: {
  queue: BrowserSyncQueue | null;
  children: ReactNode;
}) {
  return <SyncQueueContext.Provider value={queue}>{children}</SyncQueueContext.Provider>;
}

/** The tab's offline queue; null before it started (the server's render, the first moment in the browser). */
export function useSyncQueue(): BrowserSyncQueue | null {
  return useContext(SyncQueueContext);
}

/** Whether the browser says it is offline: a change then waits in the queue instead of failing. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
