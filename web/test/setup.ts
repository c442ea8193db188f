import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Server tests run in Node, without a DOM or storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
