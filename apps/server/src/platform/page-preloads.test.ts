import { describe, expect, it } from 'vitest';
import { type Manifest, pageChunks, withPagePreloads } from './page-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
  'src/features/referrer/pages/QuickReportPage.tsx': {
    file: 'assets/QuickReportPage-1.js',
    imports: ['_react.js', '_query.js'],
    css: ['assets/referrer-1.css'],
  },
  'src/features/imaging/pages/ViewerPage.tsx': { file: 'assets/ViewerPage-1.js', imports: ['_query.js'] },
  'src/features/catalog/pages/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_react.js'] },
  'src/features/portal/pages/AppointmentPortalPage.tsx': {
    file: 'assets/AppointmentPortalPage-1.js',
    imports: ['_query.js'],
  },
  'src/features/portal/pages/PortalHomePage.tsx': {
    file: 'assets/PortalHomePage-1.js',
    imports: ['_query.js'],
  },
  'src/features/appointments/pages/AppointmentConfirmationPage.tsx': {
    file: 'assets/AppointmentConfirmationPage-1.js',
    imports: ['_query.js'],
  },
};
const html = '<html><head><title>x</title></head><body></body></html>';
const chunks = pageChunks(manifest);

describe('preloads of pages whose first call needs only their address', () => {
  it('names the quick-report page’s image viewer call and its chunks the entry does not load', () => {
    const page = withPagePreloads(html, '/referrer/quick-report?imsec=abc_1&repositorySource=main', chunks);
    expect(page).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/image_viewer?input=abc_1&amp;repositorySource=main">',
    );
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/QuickReportPage-1.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/query-1.js">');
    expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/referrer-1.css">');
    expect(page).not.toContain('react-1.js');
    expect(page.indexOf('<link')).toBeLessThan(page.indexOf('</head>'));
  });

  it('names the viewer page’s study call', () => {
    const page = withPagePreloads(html, '/imaging/viewer/tok-1.sig_2', chunks);
    expect(page).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/imaging/viewer/tok-1.sig_2">',
    );
    expect(page).toContain('href="/assets/ViewerPage-1.js"');
  });

  it('names the portal home’s call for who is signed in, at each of its addresses, and its chunks', () => {
    for (const url of ['/appointments', '/a/', '/booking-requests?lang=mk', '/br', '/iframe/appointments']) {
      const page = withPagePreloads(html, url, chunks);
      expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/api/appointment-summaries">');
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/PortalHomePage-1.js">');
    }
    for (const url of ['/appointments/abcDEF123', '/a/abcDEF123', '/appointments/pending', '/iframe/a/b'])
      expect(withPagePreloads(html, url, chunks)).not.toContain('appointment-summaries');
  });

  it('names the chunks of the page people land on, at the root and in the embedded frame', () => {
    for (const url of ['/', '/iframe', '/?kioskMode=true']) {
      const page = withPagePreloads(html, url, chunks);
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">');
      expect(page).not.toContain('as="fetch"');
    }
    const portal = withPagePreloads(html, '/appointments/abcDEF123', chunks);
    expect(portal).toContain('href="/assets/AppointmentPortalPage-1.js"');
    expect(portal).toContain('href="/assets/query-1.js"');
    expect(portal).not.toContain('AppointmentConfirmationPage');
    expect(portal).not.toContain('as="fetch"');
    for (const url of [
      '/bondi-junction/appointments/abcDEF123',
      '/bondi-junction/appointments/abcDEF123/kiosk',
      '/iframe/bondi-junction/appointments/abcDEF123',
    ]) {
      const confirmation = withPagePreloads(html, url, chunks);
      expect(confirmation).toContain('href="/assets/AppointmentConfirmationPage-1.js"');
      expect(confirmation).not.toContain('AppointmentPortalPage');
    }
    const embeddedPortal = withPagePreloads(html, '/iframe/appointments/abcDEF123', chunks);
    expect(embeddedPortal).toContain('href="/assets/AppointmentPortalPage-1.js"');
  });

  it('leaves other pages, a pending confirmation and a quick-report address without imsec as they were', () => {
    for (const url of [
      '/about',
      '/appointments/pending',
      '/bondi-junction/appointments/pending/abcDEF123',
      '/bondi-junction/appointments/abcDEF123/result',
      '/admin/appointments/abcDEF123',
      '/referrer/quick-report',
      '/imaging/viewer/no-dot',
    ])
      expect(withPagePreloads(html, url, chunks)).toBe(html);
  });

  it('keeps a hostile imsec inside its attribute', () => {
    const page = withPagePreloads(
      html,
      '/referrer/quick-report?imsec=%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
      chunks,
    );
    expect(page).not.toContain('<script>');
    expect(page).toContain('href="/api/image_viewer?input=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E"');
  });

  it('still names the call when the build has no manifest', () => {
    const page = withPagePreloads(html, '/referrer/quick-report?imsec=abc', pageChunks(undefined));
    expect(page).toContain('href="/api/image_viewer?input=abc"');
    expect(page).not.toContain('modulepreload');
  });
});
