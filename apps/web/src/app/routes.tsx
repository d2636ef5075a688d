import type { RouteObject } from 'react-router';
import { EmbeddedShell } from './layout/EmbeddedShell';
import { LayoutShell } from './layout/LayoutShell';
import { lazyPage as page } from './lazy-page';

/**
 * §2 route table. It exists twice: at the root inside the layout shell, and under /iframe for the
 * embedded frame, where the root-only static pages are left out.
 */
function routeTable(embedded: boolean): RouteObject[] {
  const bookingFlow: RouteObject[] = [
    { index: true, ...page(() => import('../features/catalog/pages/HomePage')) },
    { path: 'select-clinic/:examSlug?', ...page(() => import('../features/catalog/pages/SelectClinicPage')) },
    // The embedded test page's default (§2): region choice before any exam is chosen.
    { path: 'select-region', ...page(() => import('../features/catalog/pages/SelectRegionPage')) },
    {
      path: 'booking/:examSlug?/:week?',
      ...page(() => import('../features/appointments/pages/BookingPage')),
    },
    { path: 'advanced-booking', ...page(() => import('../features/appointments/pages/AdvancedBookingPage')) },
    {
      path: 'advanced-booking/:examSlug/:week?',
      ...page(() => import('../features/appointments/pages/AdvancedBookingExamPage')),
    },
    { path: 'kiosk', ...page(() => import('../features/kiosk/pages/KioskPage')) },
  ];
  // The patient portal: the page sends a session that has not proved the booking to /authentication,
  // which returns here. Advanced booking's confirmation (empty prefix, §2) lands here too.
  const portal: RouteObject[] = ['appointments', 'a'].flatMap((base) => [
    { path: base, ...page(() => import('../features/portal/pages/PortalHomePage')) },
    {
      path: `${base}/pending/:bookingKey`,
      ...page(() => import('../features/appointments/pages/PendingConfirmationPage')),
    },
    {
      path: `${base}/:bookingKey`,
      ...page(() => import('../features/portal/pages/AppointmentPortalPage')),
    },
    { path: `${base}/:bookingKey/result`, ...page(() => import('../features/results/pages/ResultPage')) },
    {
      path: `${base}/:bookingKey/result/patient`,
      ...page(() => import('../features/results/pages/ResultPatientPage')),
    },
  ]);
  // A share invitation returns here once the recipient proved it: the link carries no booking key.
  portal.push({
    path: 'shared-results',
    ...page(() => import('../features/results/pages/SharedResultsPage')),
  });
  const bookingRequests: RouteObject[] = ['booking-requests', 'br'].flatMap((base) => [
    { path: base, ...page(() => import('../features/portal/pages/PortalHomePage')) },
    {
      path: `${base}/:bookingKey`,
      ...page(() => import('../features/portal/pages/BookingRequestPortalPage')),
    },
  ]);
  const confirmations: RouteObject[] = [
    {
      path: ':clinicPath/appointments/pending/:bookingKey',
      ...page(() => import('../features/appointments/pages/PendingConfirmationPage')),
    },
    {
      path: ':clinicPath/appointments/:bookingKey/kiosk',
      ...page(() => import('../features/appointments/pages/AppointmentConfirmationPage')),
    },
    {
      path: ':clinicPath/appointments/:bookingKey',
      ...page(() => import('../features/appointments/pages/AppointmentConfirmationPage')),
    },
    {
      path: ':clinicPath/booking-requests/:bookingKey',
      ...page(() => import('../features/booking-requests/pages/BookingRequestConfirmationPage')),
    },
  ];
  const rootOnly: RouteObject[] = embedded
    ? []
    : [
        { path: 'about', ...page(() => import('../features/config/pages/AboutPage')) },
        { path: 'contact', ...page(() => import('../features/config/pages/ContactPage')) },
        { path: 'terms', ...page(() => import('../features/config/pages/TermsPage')) },
        { path: 'privacy', ...page(() => import('../features/config/pages/PrivacyPage')) },
        {
          path: 'referrer/report-feedback',
          ...page(() => import('../features/referrer/pages/ReportFeedbackPage')),
        },
        {
          path: 'referrer/report-feedback/faq',
          ...page(() => import('../features/referrer/pages/ReportFeedbackFaqPage')),
        },
        // The staff and referrer panel: signs in by redirect, then lists what the roles allow.
        {
          path: 'admin',
          ...page(() => import('../features/admin/pages/AdminLayout')),
          children: [
            { index: true, ...page(() => import('../features/admin/pages/AdminHomePage')) },
            { path: 'users', ...page(() => import('../features/identity/admin/pages/UsersPage')) },
            {
              path: 'appointments',
              ...page(() => import('../features/appointments/admin/pages/DaySheetPage')),
            },
            {
              path: 'appointments/:slug',
              ...page(() => import('../features/appointments/admin/pages/AppointmentPage')),
            },
            {
              path: 'booking-requests',
              ...page(() => import('../features/booking-requests/admin/pages/EnquiriesPage')),
            },
            {
              path: 'booking-requests/:id',
              ...page(() => import('../features/booking-requests/admin/pages/EnquiryPage')),
            },
            {
              path: 'change-requests',
              ...page(() => import('../features/patients/admin/pages/ChangeRequestsPage')),
            },
            {
              path: 'change-requests/:id',
              ...page(() => import('../features/patients/admin/pages/ChangeRequestPage')),
            },
            {
              path: 'contact-requests',
              ...page(() => import('../features/patients/admin/pages/ContactRequestsPage')),
            },
            {
              path: 'contact-requests/:id',
              ...page(() => import('../features/patients/admin/pages/ContactRequestPage')),
            },
            { path: 'patients', ...page(() => import('../features/patients/admin/pages/PatientsPage')) },
            { path: 'patients/:id', ...page(() => import('../features/patients/admin/pages/PatientPage')) },
            { path: 'book', ...page(() => import('../features/appointments/admin/pages/StaffBookingPage')) },
            { path: 'audit-log', ...page(() => import('../features/audit/admin/pages/AuditLogPage')) },
            { path: 'catalog', ...page(() => import('../features/catalog/admin/pages/CatalogAdminPage')) },
            { path: 'schedules', ...page(() => import('../features/scheduling/admin/pages/SchedulesPage')) },
            {
              path: 'clinics/:clinicId/schedule',
              ...page(() => import('../features/scheduling/admin/pages/ClinicSchedulePage')),
            },
            { path: 'reports', ...page(() => import('../features/imaging/admin/pages/WorklistPage')) },
            {
              path: 'report-feedback',
              ...page(() => import('../features/imaging/admin/pages/ReportFeedbackPage')),
            },
            {
              path: 'clinics/:clinicId/stops',
              ...page(() => import('../features/catalog/admin/pages/VanStopsPage')),
            },
            { path: ':section', ...page(() => import('../features/admin/pages/AdminSectionPage')) },
          ],
        },
      ];
  return [
    ...bookingFlow,
    ...portal,
    ...bookingRequests,
    { path: 'check-in', ...page(() => import('../features/check-in/pages/CheckInPage')) },
    ...['questionnaires', 'q'].map((path) => ({
      path,
      ...page(() => import('../features/questionnaires/pages/QuestionnairesPage')),
    })),
    { path: 'referrer-access', ...page(() => import('../features/referrer/pages/ReferrerAccessPage')) },
    { path: 'deny', ...page(() => import('../features/patient-auth/pages/DenyPage')) },
    { path: 'authentication', ...page(() => import('../features/patient-auth/pages/AuthenticationPage')) },
    {
      path: 'image-viewer-access',
      ...page(() => import('../features/identity/pages/ImageViewerAccessPage')),
    },
    { path: 'unsubscribe/:bookingKey?', ...page(() => import('../features/portal/pages/UnsubscribePage')) },
    ...rootOnly,
    ...confirmations,
    { path: '*', ...page(() => import('./NotFoundPage')) },
  ];
}

export const routes: RouteObject[] = [
  // Outside the shell (§2).
  { path: '/iframe-test', ...page(() => import('./IframeTestPage')) },
  {
    path: '/referrer/quick-report',
    ...page(() => import('../features/referrer/pages/QuickReportPage')),
  },
  // Our zero-footprint viewer in its own chunk: what `url` of the image viewer response points to.
  {
    path: '/imaging/viewer/:viewerToken',
    ...page(() => import('../features/imaging/pages/ViewerPage')),
  },
  {
    path: '/preview-email',
    ...page(() => import('../features/notifications/pages/PreviewEmailPage')),
  },
  // Where the identity provider sends the browser back (redirect, popup or hidden frame sign-in).
  ...['/auth/callback', '/auth/popup-callback'].map((path) => ({
    path,
    ...page(() => import('../features/identity/pages/SignInCallbackPage')),
  })),
  { path: '/iframe', element: <EmbeddedShell />, children: routeTable(true) },
  { path: '/', element: <LayoutShell />, children: routeTable(false) },
];
