import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A busy machine (two cores, the database tests beside) can take over a second to render a chart:
// find* queries wait up to 10 s instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

// Component tests (vitest's `web` project, jsdom): each test starts on an empty page and storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
