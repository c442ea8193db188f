import { describe, expect, it } from 'vitest';
import { NavigationType, type Location } from 'react-router-dom';
import { crossesKinds } from './PageKindBoundary';

const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: pathname,
});

describe('crossesKinds', () => {
  it('leaves the router every navigation within one kind of page', () => {
    const action = { current: NavigationType.Push };
    const blocks = crossesKinds(action);
    expect(
      blocks({
        currentLocation: at('/nl-be/'),
        nextLocation: at('/nl-be/c/kinderboeken'),
        historyAction: NavigationType.Push,
      }),
    ).toBe(false);
    expect(
      blocks({
        currentLocation: at('/nl-be/checkout', '?step=shipping'),
        nextLocation: at('/nl-be/checkout', '?step=payment'),
        historyAction: NavigationType.Push,
      }),
    ).toBe(false);
    expect(
      blocks({
        currentLocation: at('/nl-be/klaslezen/leeslijsten'),
        nextLocation: at('/nl-be/klaslezen/9789044800001'),
        historyAction: NavigationType.Push,
      }),
    ).toBe(false);
  });

  it('hands a navigation into another kind to the browser, remembering whether it replaces the page', () => {
    const action = { current: NavigationType.Push };
    const blocks = crossesKinds(action);
    expect(
      blocks({
        currentLocation: at('/nl-be/cart'),
        nextLocation: at('/nl-be/checkout'),
        historyAction: NavigationType.Push,
      }),
    ).toBe(true);
    expect(action.current).toBe(NavigationType.Push);
    expect(
      blocks({
        currentLocation: at('/nl-be/'),
        nextLocation: at('/nl-be/klaslezen/schoolid'),
        historyAction: NavigationType.Replace,
      }),
    ).toBe(true);
    expect(action.current).toBe(NavigationType.Replace);
    expect(
      blocks({
        currentLocation: at('/nl-be/checkout/confirmation/000000042'),
        nextLocation: at('/nl-be/klaslezen/9789044800001'),
        historyAction: NavigationType.Pop,
      }),
    ).toBe(true);
  });

  it('leaves the router a way back to the shop, which frames nothing: a pupil logged out sees its message', () => {
    const blocks = crossesKinds({ current: NavigationType.Push });
    for (const [from, to] of [
      ['/en-be/classreading', '/en-be/'],
      ['/nl-be/klaslezen', '/nl-be/login'],
      ['/nl-be/checkout/confirmation/000000042', '/nl-be/my-account/orders'],
    ] as const)
      expect(
        blocks({ currentLocation: at(from), nextLocation: at(to), historyAction: NavigationType.Push }),
        `${from} -> ${to}`,
      ).toBe(false);
  });
});
