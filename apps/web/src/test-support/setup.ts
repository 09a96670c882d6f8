import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests (vitest's `web` project, jsdom): each test starts on an empty page and storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
