import { type PublicConfig, publicConfig } from '@rb/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { RouteTable } from '../app/RouteTable';
import { ConfigProvider } from '../features/config/api/config-context';

/** A complete configuration like the seeded demo provider's, checked against the contract. */
export function testConfig(overrides: (config: PublicConfig) => void = () => {}): PublicConfig {
  const config = publicConfig.parse({
    version: '1.2.3',
    defaultLocale: 'en-AU',
    application: {
      jsLocale: 'en-AU',
      metaTitle: 'Book a scan',
      metaDescription: '',
      metaFbDescription: '',
      metaKeywords: '',
      googleVerificationId: null,
      googleVerificationEnabled: false,
      googleAnalyticsEnabled: false,
      googleTagManagerEnabled: false,
      googleTagManagerId: null,
      googleTrackingId: null,
      facebookTrackingEnabled: false,
      facebookTrackingId: null,
      hotjarEnabled: false,
      hotjarSiteId: null,
      matomoAnalyticsEnabled: false,
      matomoAnalyticsUrl: null,
      matomoAnalyticsId: null,
      analyticsBrand: 'CANOPY',
      analyticsOnKiosksEnabled: false,
      questionnaireCss: '',
      kioskNoActivitySeconds: 120,
      showLinkToAdminPanel: true,
      adminPanelUrl: '/admin',
      versionOnPatientPortalEnabled: true,
      referrerReportQualityFeedbackEnabled: true,
      googleMapsApiKey: { key: null },
      mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png',
      mapAttribution: 'tiles',
      chat: { deploymentId: null, url: null, environment: null, completeMessage: null },
      signIn: { clientId: 'portal', authority: '/oidc', redirectUri: '/image-viewer-access' },
      otpResendWaitSeconds: 5,
      shareNoteMaxLength: 150,
    },
    bodyFigure: {
      gradientColor: '#fff',
      bodyPartHoverColor: '#000',
      bodyPartHoverTransitionTime: '0.2s',
      bodyPartsCss: '',
    },
    radiology: {
      name: 'Test Imaging',
      code: 'TI',
      longName: 'Test Imaging Pty Ltd',
      about: '<p>About text</p>',
      contact: '<p>Contact text</p>',
      aboutUrl: null,
      contactUrl: null,
      homeUrl: null,
      termsAndConditionsUrl: null,
      privacyPolicyUrl: null,
      confirmationHeaderUrl: null,
      customFooter: null,
      showCustomHeaderAndFooter: false,
      showMenuOnConfirmationPage: true,
      closeBanner: true,
      bannerPositionCss: 'top: 0;',
      showProviderBranding: true,
    },
    bookingRequest: { bookingRequestsDownloadReferralEnabled: true },
    features: {
      referrerReportQualityFeedbackEnabled: true,
      hidePostalCode: false,
      showUnableToLocateWindow: true,
      weekStartsTodayEnabled: false,
      patientPortalBackgroundImageEnabled: false,
      smsSharingEnabled: true,
      referralDownloadEnabled: true,
      showLinkToAdminPanel: true,
      versionOnPatientPortalEnabled: true,
    },
    theme: { properties: { '--color-primary': '#0b5d8f' }, fontConfig: [] },
    banner: { enabled: true, html: '<strong>Notice</strong> text', closeable: true, positionCss: 'top: 0;' },
    environment: { production: false, activeProfiles: ['e2e'], position: 'bottom-right' },
    uploads: {
      validReferralContentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
      maxUploadBytes: 10_485_760,
    },
    errorReporting: null,
    googleMapsScriptUrl: 'https://maps.googleapis.com/maps/api/js',
    signIn: {
      authority: 'http://localhost:3000/oidc',
      clientId: 'radiology-portal',
      redirectUri: 'http://localhost:3000/auth/callback',
      popupRedirectUri: 'http://localhost:3000/auth/popup-callback',
      postLogoutRedirectUri: 'http://localhost:3000/',
      scope: 'openid profile email offline_access',
      resource: 'http://localhost:3000/api',
      localAccounts: true,
    },
  });
  overrides(config);
  return config;
}

/** i18next that answers the key itself, except for a few texts whose values a test checks. */
export function testI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-AU',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: {
      'en-AU': {
        translation: {
          'footer.copyright': '© {{year}} {{name}}',
          'footer.version': 'Version {{version}}',
          'badge.environment': 'Environment: {{profiles}}',
          'deny.waiting_protocol.text': 'Your referral is being reviewed.',
          'results.report_for': '{{examName}} on {{date}}',
        },
      },
    },
  });
  return instance;
}

function LocationProbe({ onRender }: { onRender: (location: Location) => void }) {
  onRender(useLocation());
  return null;
}

/** Renders routes in a memory router with configuration, translations and a query client, as main.tsx does. */
export function renderRoutes(routes: RouteObject[], path: string, config: PublicConfig = testConfig()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let current: Location | undefined;
  const rendered = render(
    <ConfigProvider config={config}>
      <I18nextProvider i18n={testI18n()}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe onRender={(location) => (current = location)} />
            <RouteTable routes={routes} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </ConfigProvider>,
  );
  /** The address the router shows now. */
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return { location, ...rendered };
}

/** A JSON block as the server puts it into index.html (initial state), replacing one of that id. */
export function putJsonBlock(id: string, value: unknown): void {
  document.getElementById(id)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.head.append(block);
}

/**
 * Changes a field as a person does in a browser: an `input` event with the new value, then a
 * `change` event. Text fields answer `input` (they update on every keystroke), selects and file
 * inputs `change`; a field that rewrites its value on input keeps the rewritten value.
 */
export function changeField(field: Element, init: { target: Record<string, unknown> }): void {
  fireEvent.input(field, init);
  fireEvent.change(field);
}
