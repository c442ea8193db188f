import type { MockedResponse } from '@apollo/client/testing';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { StoreCode } from '@shop/store-views';
import { renderInShop } from '../../../../test/render';
import { ClassreadingFrame } from '../frame/ClassreadingFrame';
import { readingMeMock } from './fixtures';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A classreading page inside the frame, as the route table has it: `/{store}/{home}/{route}`, with the
 * session check answering `user` and the page's own mocks.
 */
export function renderClassreading(
  page: ReactNode,
  {
    store = 'en-be',
    route = '',
    path,
    user,
    mocks = [],
    me = readingMeMock(user),
  }: {
    store?: StoreCode;
    route?: string;
    path: string;
    user: object | null;
    mocks?: MockedResponse[];
    /** The session check's answer, when it is not `user` (an error). */
    me?: MockedResponse;
  },
) {
  const home = store.startsWith('nl') ? 'klaslezen' : 'classreading';
  return renderInShop(
    <>
      <Routes>
        <Route path={`/${store}/${home}`} element={<ClassreadingFrame />}>
          {route === '' ? <Route index element={page} /> : <Route path={route} element={page} />}
        </Route>
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Location />
    </>,
    { store, path, mocks: [me, ...mocks] },
  );
}
