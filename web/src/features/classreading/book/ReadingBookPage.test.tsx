import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { LOTTE, readingBook, userError } from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';
import { OpenBookDocument } from './OpenBook.generated';
import { ReadingBookPage } from './ReadingBookPage';
import { ReadingBookPageDocument } from './ReadingBookPage.generated';
import { RecordReadingProgressDocument } from './RecordReadingProgress.generated';

const ISBN = '9789044800001';
const READER = `http://127.0.0.1:4103/reader/${ISBN}?token=abc`;

const bookAnswer: MockedResponse = {
  request: { query: ReadingBookPageDocument, variables: { sku: ISBN } },
  result: {
    data: {
      readingBook: { ...readingBook(ISBN, 'De kleine ijsbeer', 8), language: 'nld', grade: '3' },
    },
  },
};

const opened = (answer: object): MockedResponse => ({
  request: { query: OpenBookDocument },
  variableMatcher: (variables: { sku: string; socketId?: string | null }) =>
    variables.sku === ISBN && typeof variables.socketId === 'string' && variables.socketId.length > 8,
  result: { data: { openBook: { __typename: 'OpenBookPayload', ...answer } } },
});

async function openBookPage(mocks: MockedResponse[]) {
  await renderClassreading(<ReadingBookPage />, {
    path: `/en-be/classreading/${ISBN}`,
    route: ':book',
    user: LOTTE,
    mocks: [bookAnswer, ...mocks],
  });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('De kleine ijsbeer');
}

function postFromReader(frame: HTMLIFrameElement, data: unknown, origin = 'http://127.0.0.1:4103') {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

describe('a book of the reading programme (seed 001 §2)', () => {
  it("shows the book with the pupil's progress, opens it in a sandboxed reader and records what the reader reports", async () => {
    const record = vi.fn(() => ({
      data: {
        recordReadingProgress: {
          __typename: 'RecordReadingProgressPayload',
          progress: {
            __typename: 'BookProgress',
            isbn: ISBN,
            percentage: 25,
            updatedAt: '2026-11-22T10:00:00Z',
          },
          userErrors: [],
        },
      },
    }));
    await openBookPage([
      opened({ readerUrl: READER, userErrors: [] }),
      {
        request: { query: RecordReadingProgressDocument, variables: { isbn: ISBN, percentage: 25 } },
        result: record,
      },
    ]);
    expect(screen.getByText('8% read')).toBeTruthy();
    expect(screen.getByText('Annie M.G. Schmidt')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open the book' }));
    const frame = (await screen.findByTitle('Reader: De kleine ijsbeer')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(READER);
    // The reader keeps its own origin (not the shop's), so its messages can be told apart.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');

    // Pages turned quickly: only the last is recorded; others' messages are ignored.
    act(() => {
      postFromReader(frame, { type: 'reader-progress', isbn: ISBN, percentage: 16 });
      postFromReader(frame, { type: 'reader-progress', isbn: ISBN, percentage: 99 }, 'https://evil.example');
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'reader-progress', isbn: ISBN, percentage: 98 },
          origin: 'http://127.0.0.1:4103',
          source: window,
        }),
      );
      postFromReader(frame, { type: 'reader-progress', isbn: ISBN, percentage: 25 });
    });
    await waitFor(() => expect(screen.getByText('25% read')).toBeTruthy());
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('shows the reading programme’s refusals in the store view’s language (seed 001 §8)', async () => {
    const refusals = [
      ['NOT_ENOUGH_CREDITS', 'Not enough credits'],
      ['CREDITS_EXPIRED', 'Credits expired'],
      ['BOOK_ALREADY_READ', 'A book is already being read.'],
      ['CONNECTION_LOST', 'Connection lost'],
    ] as const;
    await openBookPage(
      refusals.map(([code, message]) => opened({ readerUrl: null, userErrors: [userError(code, message)] })),
    );
    for (const [, message] of refusals) {
      fireEvent.click(screen.getByRole('button', { name: 'Open the book' }));
      await waitFor(() => expect(screen.getByTestId('open-book-refusal').textContent).toBe(message));
    }
    expect(screen.queryByTitle('Reader: De kleine ijsbeer')).toBeNull();
  });

  it('is not found when the book is not on a list of the pupil, and says so when it cannot be loaded', async () => {
    const { unmount } = await renderClassreading(<ReadingBookPage />, {
      path: '/en-be/classreading/123',
      route: ':book',
      user: LOTTE,
      mocks: [
        {
          request: { query: ReadingBookPageDocument, variables: { sku: '123' } },
          result: { data: { readingBook: null } },
        },
      ],
    });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    unmount();
    await renderClassreading(<ReadingBookPage />, {
      path: '/en-be/classreading/123',
      route: ':book',
      user: LOTTE,
      mocks: [
        { request: { query: ReadingBookPageDocument, variables: { sku: '123' } }, error: new Error('x') },
      ],
    });
    expect(await screen.findByText(/Something went wrong/)).toBeTruthy();
  });
});
