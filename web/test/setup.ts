import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * findBy and waitFor wait up to 5 s instead of 1 s: screens load their parts lazily (import() of a chunk,
 * then the mocked query), which on a busy two-core CI machine takes longer than a second now and then. A
 * passing wait returns as soon as its element shows, so this costs nothing when the machine is quiet.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * jsdom has <dialog> but not showModal() or close(): the least the design system's Dialog needs in unit
 * tests (open flag, close event). The real behaviour (top layer, inert page, Escape) is checked in Chromium.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  // Server tests run in Node, without a DOM or storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
