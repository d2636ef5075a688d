import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubErrorReport, scrubSpan, scrubText, scrubUrl } from './error-report-scrubber';

// Values of one patient and one booking, as they would appear in real reports.
const BOOKING_KEY = 'Xq3kP9_vT2mWbLr8sYz1Ab';
const SLUG = 'mZ8yQ2xR7vN4kW1pL6sT3u';
const IMSEC = 'hJ5kL2mN8pQ4rS6tV1wX9yZ3';
const VIEWER_TOKEN = 'AbCdEf0123456789GhIjKlMnOpQrSt.Zx9Yw8Vu7Ts6Rq5Po4Nm3L';
const STUDY_UID = '1.2.826.0.1.3680043.8.498.12345';
const EMAIL = 'jane.citizen@example.com';
const PHONE = '+61 412 345 678';
const DATE_OF_BIRTH = '1980-02-03';
const FIRST_NAME = 'Jane';
const LAST_NAME = 'Citizen';
const SECRETS = [
  BOOKING_KEY,
  SLUG,
  IMSEC,
  VIEWER_TOKEN,
  STUDY_UID,
  EMAIL,
  PHONE,
  DATE_OF_BIRTH,
  FIRST_NAME,
  LAST_NAME,
];

function expectNoneOf(report: unknown) {
  const text = JSON.stringify(report);
  for (const secret of [...SECRETS, '412 345', 'jane.citizen%40example.com', 'dateOfBirth=', '?'])
    expect(text, `"${secret}" left in ${text}`).not.toContain(secret);
}

describe('scrubUrl', () => {
  it.each([
    [`/appointments/${BOOKING_KEY}`, '/appointments/[key]'],
    [`/a/pending/${BOOKING_KEY}`, '/a/pending/[key]'],
    [
      `/appointments/${BOOKING_KEY}/result/patient?dateOfBirth=${DATE_OF_BIRTH}&otpType=SMS`,
      '/appointments/[key]/result/patient',
    ],
    [`/sydney/appointments/${BOOKING_KEY}/kiosk?kioskMode=true`, '/sydney/appointments/[key]/kiosk'],
    [`/iframe/booking-requests/${BOOKING_KEY}`, '/iframe/booking-requests/[key]'],
    [`/imaging/viewer/${VIEWER_TOKEN}`, '/imaging/viewer/[key]'],
    [`/referrer/quick-report?imsec=${IMSEC}`, '/referrer/quick-report'],
    [
      `https://portal.example/api/secured/patient_details/${BOOKING_KEY}`,
      'https://portal.example/api/secured/patient_details/[key]',
    ],
    [
      `/api/imaging/viewer/${VIEWER_TOKEN}/studies/${STUDY_UID}/series`,
      '/api/imaging/viewer/[key]/studies/[id]/series',
    ],
    [
      `/api/secured/appointments/${SLUG}/doctor_search/${LAST_NAME}`,
      '/api/secured/appointments/[key]/doctor_search/[key]',
    ],
    [`/unsubscribe/${BOOKING_KEY}#top`, '/unsubscribe/[key]'],
    [`/api/patients/${encodeURIComponent(EMAIL)}`, '/api/patients/[email]'],
    ['/api/secured/patient_details/:bookingKey', '/api/secured/patient_details/:bookingKey'],
    ['/api/admin/patients/42', '/api/admin/patients/42'],
    ['/appointments/pending/x', '/appointments/pending/x'],
  ])('%s -> %s', (url, expected) => expect(scrubUrl(url)).toBe(expected));

  it('keeps built file names, which source maps need', () => {
    const frame = 'https://portal.example/assets/AppointmentPortalPage-DkC3aB1x.js:1:2048';
    expect(scrubUrl(frame)).toBe(frame);
  });

  it('drops user info of the address', () => {
    expect(scrubUrl('http://user:pw@host.example/x')).toBe('http://host.example/x');
  });
});

describe('scrubText', () => {
  it('scrubs emails, phones, dates of birth, study ids and keys out of a message and keeps the rest', () => {
    const text = `Patient ${EMAIL} (${PHONE}, born ${DATE_OF_BIRTH}) key ${BOOKING_KEY} study ${STUDY_UID}: getDefaultIntegrationsWithoutPerformance failed`;
    expect(scrubText(text)).toBe(
      'Patient [email] ([phone], born [date]) key [key] study [id]: getDefaultIntegrationsWithoutPerformance failed',
    );
  });

  it('scrubs the addresses inside text, such as a stack line or a fetch error', () => {
    expect(scrubText(`Failed GET /api/secured/results/${BOOKING_KEY}?imsec=${IMSEC} (500)`)).toBe(
      'Failed GET /api/secured/results/[key] (500)',
    );
  });
});

describe('scrubErrorReport', () => {
  it('an exception event of the browser SDK, with frames, request, user, tags and breadcrumbs', () => {
    const event = {
      event_id: '9f2b3c4d5e6f47a8b9c0d1e2f3a4b5c6',
      level: 'error',
      platform: 'javascript',
      timestamp: 1764744000.123,
      release: '0.1.0',
      environment: 'production',
      exception: {
        values: [
          {
            type: 'TypeError',
            value: `Cannot read properties of undefined (reading 'firstName') for ${EMAIL}`,
            mechanism: { type: 'auto.browser.global_handlers.onerror', handled: false },
            stacktrace: {
              frames: [
                {
                  filename: `https://portal.example/assets/index-C1b2D3e4.js`,
                  abs_path: `https://portal.example/appointments/${BOOKING_KEY}?dateOfBirth=${DATE_OF_BIRTH}`,
                  function: 'AppointmentPortalPage',
                  lineno: 1,
                  colno: 2048,
                  in_app: true,
                  vars: { firstName: FIRST_NAME, email: EMAIL },
                },
              ],
            },
          },
        ],
      },
      request: {
        url: `https://portal.example/appointments/${BOOKING_KEY}/result?dateOfBirth=${DATE_OF_BIRTH}`,
        query_string: `dateOfBirth=${DATE_OF_BIRTH}`,
        cookies: { rb_session: 'abc' },
        data: { firstName: FIRST_NAME, lastName: LAST_NAME },
        headers: {
          'User-Agent': 'Mozilla/5.0',
          Referer: `https://portal.example/a/${BOOKING_KEY}?imsec=${IMSEC}`,
          Cookie: 'rb_session=abc',
        },
      },
      user: { email: EMAIL, ip_address: '203.0.113.9', username: `${FIRST_NAME} ${LAST_NAME}` },
      tags: { request_id: 'req-1234-5678', route: `/appointments/${BOOKING_KEY}` },
      extra: { patient: { name: `${FIRST_NAME} ${LAST_NAME}`, dateOfBirth: DATE_OF_BIRTH, phone: PHONE } },
      contexts: { browser: { name: 'Chrome', version: '131.0' }, os: { name: 'Linux' } },
      breadcrumbs: [
        {
          timestamp: 1764743999.5,
          category: 'fetch',
          type: 'http',
          data: {
            method: 'GET',
            url: `/api/secured/patient_details/${BOOKING_KEY}?email=${EMAIL}`,
            status_code: 500,
          },
        },
        {
          timestamp: 1764743998,
          category: 'navigation',
          data: { from: `/authentication?bookingKey=${BOOKING_KEY}`, to: `/appointments/${BOOKING_KEY}` },
        },
      ],
      sdk: { name: 'sentry.javascript.react', version: '11.12.0' },
    };
    const scrubbed = scrubErrorReport(event);
    expectNoneOf(scrubbed);
    expect(scrubbed).toMatchObject({
      event_id: event.event_id,
      release: '0.1.0',
      environment: 'production',
      tags: { request_id: 'req-1234-5678', route: '/appointments/[key]' },
      request: {
        url: 'https://portal.example/appointments/[key]/result',
        headers: { 'User-Agent': 'Mozilla/5.0' },
      },
      contexts: { browser: { name: 'Chrome' }, os: { name: 'Linux' } },
      sdk: { name: 'sentry.javascript.react', version: '11.12.0' },
    });
    expect(scrubbed).not.toHaveProperty('user');
    expect(scrubbed.request).not.toHaveProperty('query_string');
    expect(scrubbed.request).not.toHaveProperty('data');
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]).toMatchObject({
      filename: 'https://portal.example/assets/index-C1b2D3e4.js',
      function: 'AppointmentPortalPage',
      vars: '[Filtered]',
    });
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({
      method: 'GET',
      url: '/api/secured/patient_details/[key]',
      status_code: 500,
    });
  });

  it('a Node transaction with spans, whose names and attributes hold addresses', () => {
    const transaction = {
      type: 'transaction',
      transaction: `GET /api/secured/patient_details/${BOOKING_KEY}`,
      start_timestamp: 1764744000,
      timestamp: 1764744000.2,
      contexts: {
        trace: {
          trace_id: '0af7651916cd43dd8448eb211c80319c',
          span_id: 'b7ad6b7169203331',
          op: 'http.server',
          data: {
            'http.url': `http://127.0.0.1:3000/api/secured/patient_details/${BOOKING_KEY}?email=${EMAIL}`,
            'http.query': `?email=${EMAIL}`,
            'url.full': `http://localhost/api/secured/patient_details/${BOOKING_KEY}`,
          },
        },
      },
      spans: [
        {
          span_id: 'c8bd7c8270314442',
          op: 'db',
          description: `select * from patients where email = '${EMAIL}'`,
          data: { 'db.statement': `select * from patients where date_of_birth = '${DATE_OF_BIRTH}'` },
        },
        {
          span_id: 'd9ce8d9381425553',
          op: 'http.client',
          description: `GET http://127.0.0.1:8042/dicom-web/studies/${STUDY_UID}/series`,
        },
      ],
    };
    const scrubbed = scrubErrorReport(transaction);
    expectNoneOf(scrubbed);
    expect(scrubbed.transaction).toBe('GET /api/secured/patient_details/[key]');
    expect(scrubbed.contexts.trace).toMatchObject({
      trace_id: transaction.contexts.trace.trace_id,
      op: 'http.server',
    });
    expect(scrubbed.spans[1]?.description).toBe('GET http://127.0.0.1:8042/dicom-web/studies/[id]/series');
  });
});

describe('scrubSpan', () => {
  it('a streamed span (the v11 default), with its name and attributes', () => {
    const span = {
      trace_id: '0af7651916cd43dd8448eb211c80319c',
      span_id: 'b7ad6b7169203331',
      name: `GET /api/secured/results/${BOOKING_KEY}`,
      start_timestamp: 1764744000,
      end_timestamp: 1764744000.2,
      status: 'ok',
      is_segment: true,
      attributes: {
        'sentry.op': 'http.server',
        'url.full': `http://localhost:3000/api/secured/results/${BOOKING_KEY}?imsec=${IMSEC}`,
        'url.query': `imsec=${IMSEC}`,
        'user.email': EMAIL,
        'http.response.status_code': 200,
      },
    };
    const scrubbed = scrubSpan(span);
    expectNoneOf(scrubbed);
    expect(scrubbed).toMatchObject({
      trace_id: span.trace_id,
      span_id: span.span_id,
      name: 'GET /api/secured/results/[key]',
      status: 'ok',
      is_segment: true,
      attributes: {
        'sentry.op': 'http.server',
        'url.full': 'http://localhost:3000/api/secured/results/[key]',
        'http.response.status_code': 200,
      },
    });
  });
});

describe('scrubBreadcrumb', () => {
  it.each([
    {
      category: 'fetch',
      type: 'http',
      data: { method: 'POST', url: `/api/booking_keys/${BOOKING_KEY}/referrals`, status_code: 201 },
    },
    { category: 'xhr', type: 'http', data: { method: 'GET', url: `/api/image_viewer?input=${IMSEC}` } },
    {
      category: 'navigation',
      data: {
        from: `/appointments/${BOOKING_KEY}?dateOfBirth=${DATE_OF_BIRTH}`,
        to: `/imaging/viewer/${VIEWER_TOKEN}`,
      },
    },
    {
      category: 'console',
      level: 'log',
      message: `patient ${EMAIL} ${PHONE}`,
      data: { arguments: [{ firstName: FIRST_NAME }] },
    },
    { category: 'ui.input', message: `input[name="email"] ${EMAIL}` },
  ])('$category', (breadcrumb) => {
    const scrubbed = scrubBreadcrumb(breadcrumb);
    expectNoneOf(scrubbed);
    expect(scrubbed.category).toBe(breadcrumb.category);
  });

  it('keeps what is not personal', () => {
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/', to: '/booking/ct-brain' } })).toEqual(
      {
        category: 'navigation',
        data: { from: '/', to: '/booking/ct-brain' },
      },
    );
  });
});
