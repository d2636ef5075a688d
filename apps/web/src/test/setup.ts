import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// CI runs the web tests beside the server tests on two cores: a lazy chunk or a faked fetch can take
// longer than testing-library's 1 s default to show up. Waiting longer only costs time when a test
// fails. Not 4 s: the report-feedback test tells its 4 s redirect timer apart by its delay.
configure({ asyncUtilTimeout: 3000 });

// Pages start loading their forms and flows on mount (lazyComponent's preload). A test can end
// before such an import has finished; Vitest then fails the run for a module loaded after its
// environment was torn down. Each test waits for the imports it started.
afterEach(async () => {
  await vi.dynamicImportSettled();
});

// Testing Library unmounts by itself only where Vitest's globals are on, and they are not here: without
// this, what a test left on screen (an open dialog after a failure) answers the next test's queries.
afterEach(() => cleanup());
