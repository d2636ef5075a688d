import { configure } from '@testing-library/react';

// CI runs the web tests beside the server tests on two cores: a lazy chunk or a faked fetch can take
// longer than testing-library's 1 s default to show up. Waiting longer only costs time when a test
// fails. Not 4 s: the report-feedback test tells its 4 s redirect timer apart by its delay.
configure({ asyncUtilTimeout: 3000 });
