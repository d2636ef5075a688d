/**
 * Demo catalog of an Australian radiology provider: regions, clinics (real-looking addresses and
 * coordinates in three zones, Brisbane without daylight saving), modalities, body parts and exams.
 * Deterministic: the same rows on every seed.
 */

export const regionSeeds = [
  { slug: 'sydney', name: 'Sydney', latitude: -33.8688, longitude: 151.2093, sortOrder: 1 },
  { slug: 'melbourne', name: 'Melbourne', latitude: -37.8136, longitude: 144.9631, sortOrder: 2 },
  { slug: 'brisbane', name: 'Brisbane', latitude: -27.4698, longitude: 153.0251, sortOrder: 3 },
];

export const modalitySeeds = [
  { code: 'XR', name: 'X-Ray', sortOrder: 1 },
  { code: 'US', name: 'Ultrasound', sortOrder: 2 },
  { code: 'CT', name: 'CT', sortOrder: 3 },
  { code: 'MRI', name: 'MRI', sortOrder: 4 },
  { code: 'MG', name: 'Mammography', sortOrder: 5 },
  { code: 'DEXA', name: 'DEXA', sortOrder: 6 },
  { code: 'NM', name: 'Nuclear Medicine', sortOrder: 7 },
] as const;
export type ModalityCode = (typeof modalitySeeds)[number]['code'];

export const bodyPartSeeds = [
  'head',
  'neck',
  'chest',
  'heart',
  'breast',
  'abdomen',
  'pelvis',
  'spine',
  'shoulder',
  'arm',
  'elbow',
  'hand',
  'hip',
  'knee',
  'leg',
  'foot',
].map((slug) => ({ slug, name: slug[0]?.toUpperCase() + slug.slice(1), figureRegion: slug }));

/** Which devices a clinic has and when it works. `saturday`: also open Saturday mornings; `late`: until 20:00. */
export interface ClinicSeed {
  slug: string;
  name: string;
  region: string;
  addressLine: string;
  suburb: string;
  state: 'NSW' | 'VIC' | 'QLD';
  postcode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  phone: string;
  devices: ModalityCode[];
  saturday: boolean;
  late: boolean;
  /** An imaging van (mobile location); its address is where it is parked. */
  mobile?: boolean;
}

const SYD = { region: 'sydney', state: 'NSW' as const, timeZone: 'Australia/Sydney' };
const MEL = { region: 'melbourne', state: 'VIC' as const, timeZone: 'Australia/Melbourne' };
const BNE = { region: 'brisbane', state: 'QLD' as const, timeZone: 'Australia/Brisbane' };

export const clinicSeeds: ClinicSeed[] = [
  {
    ...SYD,
    slug: 'sydney-cbd',
    name: 'Sydney CBD Imaging',
    addressLine: 'Level 2, 285 George Street',
    suburb: 'Sydney',
    postcode: '2000',
    latitude: -33.8669,
    longitude: 151.2071,
    phone: '02 9233 4100',
    devices: ['XR', 'US', 'CT', 'MRI'],
    saturday: true,
    late: true,
  },
  {
    ...SYD,
    slug: 'parramatta',
    name: 'Parramatta Radiology',
    addressLine: '160 Church Street',
    suburb: 'Parramatta',
    postcode: '2150',
    latitude: -33.8151,
    longitude: 151.0034,
    phone: '02 9635 2200',
    devices: ['XR', 'US', 'CT'],
    saturday: true,
    late: false,
  },
  {
    ...SYD,
    slug: 'chatswood',
    name: "Chatswood Women's Imaging",
    addressLine: '12 Help Street',
    suburb: 'Chatswood',
    postcode: '2067',
    latitude: -33.7969,
    longitude: 151.1803,
    phone: '02 9411 3300',
    devices: ['MG', 'US', 'DEXA'],
    saturday: false,
    late: false,
  },
  {
    ...SYD,
    slug: 'bondi-junction',
    name: 'Bondi Junction X-Ray & Ultrasound',
    addressLine: '500 Oxford Street',
    suburb: 'Bondi Junction',
    postcode: '2022',
    latitude: -33.8915,
    longitude: 151.2477,
    phone: '02 9387 5500',
    devices: ['XR', 'US'],
    saturday: true,
    late: false,
  },
  {
    ...SYD,
    slug: 'liverpool',
    name: 'Liverpool Medical Imaging',
    addressLine: '45 Goulburn Street',
    suburb: 'Liverpool',
    postcode: '2170',
    latitude: -33.9213,
    longitude: 150.9238,
    phone: '02 9602 6600',
    devices: ['XR', 'CT', 'NM'],
    saturday: false,
    late: false,
  },
  {
    ...SYD,
    slug: 'hornsby',
    name: 'Hornsby Radiology',
    addressLine: '28 Florence Street',
    suburb: 'Hornsby',
    postcode: '2077',
    latitude: -33.7047,
    longitude: 151.0993,
    phone: '02 9477 7700',
    devices: ['XR', 'US', 'MRI', 'MG'],
    saturday: false,
    late: true,
  },
  {
    ...MEL,
    slug: 'melbourne-cbd',
    name: 'Collins Street Imaging',
    addressLine: 'Level 4, 250 Collins Street',
    suburb: 'Melbourne',
    postcode: '3000',
    latitude: -37.8152,
    longitude: 144.9665,
    phone: '03 9654 1200',
    devices: ['XR', 'US', 'CT', 'MRI'],
    saturday: true,
    late: true,
  },
  {
    ...MEL,
    slug: 'box-hill',
    name: 'Box Hill Radiology',
    addressLine: '8 Station Street',
    suburb: 'Box Hill',
    postcode: '3128',
    latitude: -37.8189,
    longitude: 145.1218,
    phone: '03 9890 2300',
    devices: ['XR', 'US', 'MG'],
    saturday: true,
    late: false,
  },
  {
    ...MEL,
    slug: 'footscray',
    name: 'Footscray Medical Imaging',
    addressLine: '95 Paisley Street',
    suburb: 'Footscray',
    postcode: '3011',
    latitude: -37.8007,
    longitude: 144.8997,
    phone: '03 9687 3400',
    devices: ['XR', 'CT', 'NM'],
    saturday: false,
    late: false,
  },
  {
    ...MEL,
    slug: 'frankston',
    name: 'Frankston Imaging',
    addressLine: '30 Davey Street',
    suburb: 'Frankston',
    postcode: '3199',
    latitude: -38.1433,
    longitude: 145.1228,
    phone: '03 9783 4500',
    devices: ['XR', 'US', 'DEXA'],
    saturday: true,
    late: false,
  },
  {
    ...MEL,
    slug: 'geelong',
    name: 'Geelong Radiology',
    addressLine: '120 Ryrie Street',
    suburb: 'Geelong',
    postcode: '3220',
    latitude: -38.1485,
    longitude: 144.3592,
    phone: '03 5221 5600',
    devices: ['XR', 'US', 'CT', 'MRI'],
    saturday: false,
    late: false,
  },
  {
    ...BNE,
    slug: 'brisbane-cbd',
    name: 'Queen Street Imaging',
    addressLine: 'Level 1, 200 Queen Street',
    suburb: 'Brisbane City',
    postcode: '4000',
    latitude: -27.4685,
    longitude: 153.0259,
    phone: '07 3221 1200',
    devices: ['XR', 'US', 'CT', 'MRI'],
    saturday: true,
    late: true,
  },
  {
    ...BNE,
    slug: 'chermside',
    name: 'Chermside Radiology',
    addressLine: '766 Gympie Road',
    suburb: 'Chermside',
    postcode: '4032',
    latitude: -27.3853,
    longitude: 153.0307,
    phone: '07 3359 2300',
    devices: ['XR', 'US', 'MG'],
    saturday: true,
    late: false,
  },
  {
    ...BNE,
    slug: 'south-brisbane',
    name: 'South Bank Medical Imaging',
    addressLine: '22 Merivale Street',
    suburb: 'South Brisbane',
    postcode: '4101',
    latitude: -27.4766,
    longitude: 153.0166,
    phone: '07 3844 3400',
    devices: ['CT', 'NM', 'DEXA'],
    saturday: false,
    late: false,
  },
  {
    ...BNE,
    slug: 'ipswich',
    name: 'Ipswich X-Ray',
    addressLine: '40 Brisbane Street',
    suburb: 'Ipswich',
    postcode: '4305',
    latitude: -27.6144,
    longitude: 152.7608,
    phone: '07 3281 4500',
    devices: ['XR', 'US'],
    saturday: false,
    late: false,
  },
  {
    ...SYD,
    slug: 'mobile-van-western-sydney',
    name: 'Mobile Imaging Van – Western Sydney',
    addressLine: 'Car park, Penrith Showground, Ransley Street',
    suburb: 'Penrith',
    postcode: '2750',
    latitude: -33.7564,
    longitude: 150.6862,
    phone: '02 4721 7700',
    devices: ['XR', 'US'],
    saturday: false,
    late: false,
    mobile: true,
  },
];

const H = 60;

/** Weekly periods of a device (weekday 0 = Sunday), by clinic profile and modality; gaps are the breaks. */
export function weeklyPeriodsFor(
  modality: ModalityCode,
  clinic: { saturday: boolean; late: boolean },
): { weekday: number; startMinute: number; endMinute: number }[] {
  const weekdays = [1, 2, 3, 4, 5];
  // Nuclear medicine runs a shorter day around isotope deliveries.
  const day =
    modality === 'NM'
      ? [
          [8 * H, 12 * H],
          [13 * H, 16 * H],
        ]
      : [
          [7 * H + 30, 12 * H + 30],
          [
            13 * H + 30,
            clinic.late && (modality === 'MRI' || modality === 'CT' || modality === 'XR')
              ? 20 * H
              : 17 * H + 30,
          ],
        ];
  const periods = weekdays.flatMap((weekday) =>
    day.map(([startMinute = 0, endMinute = 0]) => ({ weekday, startMinute, endMinute })),
  );
  if (clinic.saturday && modality !== 'NM')
    periods.push({ weekday: 6, startMinute: 8 * H, endMinute: 12 * H });
  return periods;
}
