/**
 * Synthetic demo studies (no patient data, nothing downloaded): a CT with 3 series of 24 slices, an
 * MR, an X-ray and a 4-view mammogram. Pixels are simple phantoms computed from the slice position,
 * so the same studies come out on every run and their UIDs can be seeded against appointments.
 */

export interface SyntheticInstance {
  sopInstanceUid: string;
  instanceNumber: number;
  rows: number;
  columns: number;
  /** Stored values, signed 16-bit; rescale slope 1, intercept 0 (CT values are HU). */
  pixels: () => Int16Array;
}

export interface SyntheticSeries {
  seriesInstanceUid: string;
  seriesNumber: number;
  modality: string;
  description: string;
  windowCenter: number;
  windowWidth: number;
  instances: SyntheticInstance[];
}

export interface SyntheticStudy {
  studyInstanceUid: string;
  accessionNumber: string;
  studyDate: string;
  description: string;
  sopClassUid: string;
  series: SyntheticSeries[];
}

/** Under the 2.25 (UUID-derived) root: numeric, unique to this product's demo, well under 64 characters. */
const ROOT = '2.25.271828182845904523536';
const uid = (...parts: number[]) => [ROOT, ...parts].join('.');

const CT_IMAGE = '1.2.840.10008.5.1.4.1.1.2';
const MR_IMAGE = '1.2.840.10008.5.1.4.1.1.4';
const DX_IMAGE = '1.2.840.10008.5.1.4.1.1.1.1';
const MG_IMAGE = '1.2.840.10008.5.1.4.1.1.1.2';

type Phantom = (x: number, y: number, z: number) => number;

/** A body ellipse with two "lungs", a "spine" and a "liver" whose size follows the slice. */
const ctPhantom =
  (contrast: number): Phantom =>
  (x, y, z) => {
    const body = (x / 0.9) ** 2 + (y / 0.7) ** 2;
    if (body > 1) return -1000;
    const lungScale = 0.25 + 0.1 * Math.sin(z * Math.PI);
    const inLung = (cx: number) => ((x - cx) / lungScale) ** 2 + ((y + 0.1) / 0.4) ** 2 < 1;
    if (inLung(-0.4) || inLung(0.4)) return -800;
    if (x ** 2 + (y - 0.45) ** 2 < 0.012) return 700;
    if ((x - 0.1) ** 2 / 0.12 + (y - 0.05) ** 2 / (0.05 + 0.05 * z) < 1) return 60 + contrast;
    return 40;
  };

/** A head: skull ring, brain, ventricles growing towards the middle slices. */
const mrPhantom: Phantom = (x, y, z) => {
  const r = x * x + (y / 1.15) ** 2;
  if (r > 0.8) return 0;
  if (r > 0.68) return 200;
  const ventricle = (x / 0.12) ** 2 + (y / (0.1 + 0.2 * Math.sin(z * Math.PI))) ** 2 < 1;
  return ventricle ? 1400 : 800 + Math.round(120 * Math.cos(6 * x) * Math.cos(5 * y));
};

const chestPhantom: Phantom = (x, y) => {
  const ribs = Math.abs(Math.sin(y * 14)) > 0.92 ? 600 : 0;
  const lung = ((Math.abs(x) - 0.4) / 0.3) ** 2 + (y / 0.7) ** 2 < 1;
  return (lung ? 300 : 1500) + ribs;
};

const breastPhantom =
  (side: 1 | -1, mlo: boolean): Phantom =>
  (x, y) => {
    const edge = side * x + 0.2 * (mlo ? y : 0);
    const inside = (edge + 1) ** 2 + (y / 0.9) ** 2 < 1.4;
    if (!inside) return 0;
    return 1200 + Math.round(300 * Math.cos(9 * x) * Math.sin(7 * y));
  };

function render(rows: number, columns: number, z: number, phantom: Phantom): Int16Array {
  const pixels = new Int16Array(rows * columns);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      pixels[row * columns + column] = phantom((2 * column) / columns - 1, (2 * row) / rows - 1, z);
    }
  }
  return pixels;
}

function series(
  studyIndex: number,
  seriesNumber: number,
  options: Omit<SyntheticSeries, 'seriesInstanceUid' | 'seriesNumber' | 'instances'> & {
    count: number;
    rows: number;
    columns: number;
    phantom: (index: number) => Phantom;
  },
): SyntheticSeries {
  const { count, rows, columns, phantom, ...rest } = options;
  return {
    ...rest,
    seriesInstanceUid: uid(studyIndex, seriesNumber),
    seriesNumber,
    instances: Array.from({ length: count }, (_, index) => ({
      sopInstanceUid: uid(studyIndex, seriesNumber, index + 1),
      instanceNumber: index + 1,
      rows,
      columns,
      pixels: () => render(rows, columns, count === 1 ? 0.5 : index / (count - 1), phantom(index)),
    })),
  };
}

const ct = (n: number, description: string, contrast: number, windowCenter: number, windowWidth: number) =>
  series(1, n, {
    modality: 'CT',
    description,
    windowCenter,
    windowWidth,
    count: 24,
    rows: 128,
    columns: 128,
    phantom: () => ctPhantom(contrast),
  });

const mgView = (index: number, description: string, side: 1 | -1, mlo: boolean) => ({
  sopInstanceUid: uid(4, 1, index),
  instanceNumber: index,
  rows: 160,
  columns: 128,
  description,
  pixels: () => render(160, 128, 0.5, breastPhantom(side, mlo)),
});

/** The demo studies, each with its accession number (the key the RIS and the seed use). */
export const demoStudies: SyntheticStudy[] = [
  {
    studyInstanceUid: uid(1),
    accessionNumber: 'DEMO-CT-0001',
    studyDate: '20260310',
    description: 'CT chest and abdomen',
    sopClassUid: CT_IMAGE,
    series: [
      ct(1, 'Axial soft tissue', 0, 40, 400),
      ct(2, 'Axial lung', 0, -600, 1500),
      ct(3, 'Axial with contrast', 80, 50, 350),
    ],
  },
  {
    studyInstanceUid: uid(2),
    accessionNumber: 'DEMO-MR-0001',
    studyDate: '20260402',
    description: 'MR brain',
    sopClassUid: MR_IMAGE,
    series: [
      series(2, 1, {
        modality: 'MR',
        description: 'Axial T2',
        windowCenter: 800,
        windowWidth: 1600,
        count: 20,
        rows: 128,
        columns: 128,
        phantom: () => mrPhantom,
      }),
    ],
  },
  {
    studyInstanceUid: uid(3),
    accessionNumber: 'DEMO-DX-0001',
    studyDate: '20260415',
    description: 'X-ray chest PA',
    sopClassUid: DX_IMAGE,
    series: [
      series(3, 1, {
        modality: 'DX',
        description: 'Chest PA',
        windowCenter: 1000,
        windowWidth: 2000,
        count: 1,
        rows: 256,
        columns: 256,
        phantom: () => chestPhantom,
      }),
    ],
  },
  {
    studyInstanceUid: uid(4),
    accessionNumber: 'DEMO-MG-0001',
    studyDate: '20260501',
    description: 'Screening mammogram, 4 views',
    sopClassUid: MG_IMAGE,
    series: [
      {
        seriesInstanceUid: uid(4, 1),
        seriesNumber: 1,
        modality: 'MG',
        description: 'RCC, LCC, RMLO, LMLO',
        windowCenter: 1200,
        windowWidth: 1400,
        instances: [
          mgView(1, 'RCC', 1, false),
          mgView(2, 'LCC', -1, false),
          mgView(3, 'RMLO', 1, true),
          mgView(4, 'LMLO', -1, true),
        ],
      },
    ],
  },
];
