import type { CatalogFile } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../platform/csv';
import { overlayCsv, sectionToCsv } from './catalog.admin.csv-sections';

const clinic = {
  clinicPath: 'toowong',
  name: 'Toowong',
  region: 'brisbane',
  address: '1 High St',
  suburb: 'Toowong',
  state: 'QLD',
  postcode: '4066',
  latitude: -27.48,
  longitude: 152.99,
  timeZone: 'Australia/Brisbane',
  phone: '07 3000 0000',
  email: null,
  openingHours: [
    { weekday: 1, opens: '08:00', closes: '17:00' },
    { weekday: 6, opens: '09:00', closes: '12:00' },
  ],
  walkInEnabled: true,
  mobile: false,
  archived: false,
  devices: [{ name: 'X-Ray 1', modality: 'XR', active: true, templates: [], exceptions: [] }],
  closures: [],
};
const file = { version: 1, clinics: [clinic], exams: [] } as unknown as CatalogFile;

describe('catalogue sections as spreadsheets', () => {
  it('writes a clinic as a row that reads back to the same clinic, devices kept from the file', () => {
    const csv = sectionToCsv('clinics', file);
    expect(csv.split('\r\n')[1]).toBe(
      'toowong,Toowong,brisbane,1 High St,Toowong,QLD,4066,-27.48,152.99,Australia/Brisbane,07 3000 0000,,1 08:00-17:00; 6 09:00-12:00,true,false,false',
    );
    const { file: back, errors, lines } = overlayCsv('clinics', csv, file);
    expect(errors).toEqual([]);
    expect(back.clinics).toEqual([clinic]);
    expect(lines).toEqual(new Map([[0, 2]]));
  });

  it('updates only the columns a sheet has, and adds an item for a new key with the defaults', () => {
    const sheet =
      csvLine(['clinicPath', 'Name', 'walkInEnabled']) +
      csvLine(['toowong', 'Toowong West', 'No']) +
      csvLine(['ipswich', 'Ipswich', 'yes']);
    const { file: back, lines } = overlayCsv('clinics', sheet, file);
    expect(back.clinics[0]).toEqual({ ...clinic, name: 'Toowong West', walkInEnabled: false });
    expect(back.clinics[1]).toEqual({
      clinicPath: 'ipswich',
      name: 'Ipswich',
      walkInEnabled: true,
      devices: [],
      closures: [],
      archived: false,
      openingHours: [],
      email: null,
      mobile: false,
    });
    expect(lines).toEqual(
      new Map([
        [0, 2],
        [1, 3],
      ]),
    );
  });

  it('leaves what it cannot read as text for the schema to refuse at its field', () => {
    const sheet =
      csvLine(['clinicPath', 'latitude', 'openingHours', 'mobile']) +
      csvLine(['toowong', '27 S', '1 8am-5pm; 2 08:00-17:00', 'sometimes']);
    const item = overlayCsv('clinics', sheet, file).file.clinics[0] as unknown as Record<string, unknown>;
    expect(item.latitude).toBe('27 S');
    expect(item.openingHours).toEqual(['1 8am-5pm', { weekday: 2, opens: '08:00', closes: '17:00' }]);
    expect(item.mobile).toBe('sometimes');
  });

  it('reads an exam’s devices as clinic path and device name, and its body parts as a list', () => {
    const sheet =
      csvLine(['slug', 'devices', 'bodyPartSlugs']) +
      csvLine(['xray-hand', 'toowong/X-Ray 1; ipswich/Room 2/East', 'hand; ; arm']);
    const [exam] = overlayCsv('exams', sheet, file).file.exams as unknown as Record<string, unknown>[];
    expect(exam).toEqual({
      slug: 'xray-hand',
      devices: [
        { clinicPath: 'toowong', device: 'X-Ray 1' },
        { clinicPath: 'ipswich', device: 'Room 2/East' },
      ],
      bodyPartSlugs: ['hand', 'arm'],
    });
  });
});
