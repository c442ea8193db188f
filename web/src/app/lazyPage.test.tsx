import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPage, preloadPages } from './lazyPage';
import { createPageRecord, PageRecordProvider } from '@/shared/head/PageMeta';

describe('lazyPage', () => {
  it('renders a preloaded page at once, not its fallback, as hydration needs', async () => {
    let loads = 0;
    const Page = lazyPage(
      'test-preloaded',
      async () => {
        loads += 1;
        return ({ who }: { who: string }) => <p>Hallo {who}</p>;
      },
      <p>Laden</p>,
    );
    await preloadPages(['test-preloaded', 'a-page-of-another-build']);
    render(<Page who="Lotte" />);
    expect(screen.getByText('Hallo Lotte')).toBeTruthy();
    expect(screen.queryByText('Laden')).toBeNull();
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('shows its fallback while its code loads, then the page, and records its name for the server', async () => {
    const Page = lazyPage('test-lazy', async () => () => <p>Geladen</p>, <p>Laden</p>);
    const record = createPageRecord();
    render(
      <PageRecordProvider record={record}>
        <Page />
      </PageRecordProvider>,
    );
    expect(screen.getByText('Laden')).toBeTruthy();
    expect(await screen.findByText('Geladen')).toBeTruthy();
    expect([...record.pages]).toEqual(['test-lazy']);
  });

  it('refuses two pages of one name', () => {
    lazyPage('test-twice', async () => () => null);
    expect(() => lazyPage('test-twice', async () => () => null)).toThrow(/Two lazy pages/);
  });
});

describe('a lazy page that loaded while shown', () => {
  it('keeps its state when it renders again (it is not remounted as another component)', async () => {
    const { useState } = await import('react');
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
      );
    }
    const Page = lazyPage('test-state', async () => Counter);
    const { rerender } = render(<Page label="Teller" />);
    (await screen.findByRole('button', { name: 'Teller 0' })).click();
    expect(await screen.findByRole('button', { name: 'Teller 1' })).toBeTruthy();
    rerender(<Page label="Teller" />);
    expect(screen.getByRole('button', { name: 'Teller 1' })).toBeTruthy();
  });
});
