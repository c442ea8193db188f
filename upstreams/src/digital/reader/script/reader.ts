/// <reference lib="dom" />
/**
 * The reader page's script (inlined by readerPage.ts, allowed by its hash): opens at the page the server
 * shows, turns the pages it wrote (buttons and arrow keys), keeps the page indicator current and, after
 * every book page shown, posts the progress to the page that frames the reader. Everything it needs is in
 * the page's data attributes.
 */
import type { ReaderProgressMessage } from '@shop/contracts';
import { progressPercentage } from '../../domain/readingProgress';

const reader = document.getElementById('reader');
const previous = document.getElementById('previous');
const next = document.getElementById('next');
const indicator = document.getElementById('indicator');

if (reader && previous instanceof HTMLButtonElement && next instanceof HTMLButtonElement && indicator) {
  const isbn = reader.dataset.isbn ?? '';
  const bookPages = Number(reader.dataset.bookPages);
  const indicatorText = reader.dataset.indicator ?? '{page} / {pages}';
  // The book's pages, then in a preview the notice that it ends.
  const screens = Array.from(reader.querySelectorAll<HTMLElement>('[data-screen]'));
  // The page it opens at (`?progress=`): the pages before it were read on an earlier visit.
  const startPage = Number(reader.dataset.startPage) || 1;
  const seen = new Set<number>(Array.from({ length: startPage - 1 }, (_, i) => i + 1));
  let current = Math.max(
    screens.findIndex((screen) => Number(screen.dataset.page) === startPage),
    0,
  );

  const show = (index: number) => {
    const screen = screens[index];
    if (!screen) return;
    screens[current]?.setAttribute('hidden', '');
    screen.removeAttribute('hidden');
    current = index;
    previous.disabled = index === 0;
    next.disabled = index === screens.length - 1;
    const page = Number(screen.dataset.page);
    if (!page) {
      indicator.textContent = screen.dataset.label ?? '';
      return;
    }
    indicator.textContent = indicatorText
      .replace('{page}', String(page))
      .replace('{pages}', String(bookPages));
    seen.add(page);
    const message: ReaderProgressMessage = {
      type: 'reader-progress',
      isbn,
      percentage: progressPercentage(seen.size, bookPages),
    };
    // Progress is not secret: any parent may read it; the shop checks who sent it (origin and source).
    window.parent.postMessage(message, '*');
  };

  previous.addEventListener('click', () => show(current - 1));
  next.addEventListener('click', () => show(current + 1));
  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  });
  show(current);
}
