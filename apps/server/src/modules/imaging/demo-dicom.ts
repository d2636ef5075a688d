import dcmjs from 'dcmjs';
import type { SyntheticInstance, SyntheticSeries, SyntheticStudy } from './demo-studies';

/** DICOM JSON (PS3.18 F.2): tag → { vr, Value }. */
export type DicomJson = Record<string, { vr: string; Value?: unknown[]; BulkDataURI?: string }>;

const PATIENT = { name: 'DEMO^SYNTHETIC', id: 'DEMO-0001' };

const studyTags = (study: SyntheticStudy): DicomJson => ({
  '00080020': { vr: 'DA', Value: [study.studyDate] },
  '00080050': { vr: 'SH', Value: [study.accessionNumber] },
  '00081030': { vr: 'LO', Value: [study.description] },
  '00100010': { vr: 'PN', Value: [{ Alphabetic: PATIENT.name }] },
  '00100020': { vr: 'LO', Value: [PATIENT.id] },
  '0020000D': { vr: 'UI', Value: [study.studyInstanceUid] },
});

const seriesTags = (series: SyntheticSeries): DicomJson => ({
  '00080060': { vr: 'CS', Value: [series.modality] },
  '0008103E': { vr: 'LO', Value: [series.description] },
  '0020000E': { vr: 'UI', Value: [series.seriesInstanceUid] },
  '00200011': { vr: 'IS', Value: [series.seriesNumber] },
});

const instanceTags = (
  study: SyntheticStudy,
  series: SyntheticSeries,
  instance: SyntheticInstance,
): DicomJson => ({
  '00080016': { vr: 'UI', Value: [study.sopClassUid] },
  '00080018': { vr: 'UI', Value: [instance.sopInstanceUid] },
  '00200013': { vr: 'IS', Value: [instance.instanceNumber] },
  '00280002': { vr: 'US', Value: [1] },
  '00280004': { vr: 'CS', Value: ['MONOCHROME2'] },
  '00280010': { vr: 'US', Value: [instance.rows] },
  '00280011': { vr: 'US', Value: [instance.columns] },
  '00280100': { vr: 'US', Value: [16] },
  '00280101': { vr: 'US', Value: [16] },
  '00280102': { vr: 'US', Value: [15] },
  '00280103': { vr: 'US', Value: [1] },
  '00281050': { vr: 'DS', Value: [series.windowCenter] },
  '00281051': { vr: 'DS', Value: [series.windowWidth] },
  '00281052': { vr: 'DS', Value: [0] },
  '00281053': { vr: 'DS', Value: [1] },
});

const instanceCount = (study: SyntheticStudy) => study.series.reduce((n, s) => n + s.instances.length, 0);

/** QIDO-RS study answer. */
export const studyJson = (study: SyntheticStudy): DicomJson => ({
  ...studyTags(study),
  '00080061': { vr: 'CS', Value: [...new Set(study.series.map((s) => s.modality))] },
  '00201208': { vr: 'IS', Value: [instanceCount(study)] },
});

/** QIDO-RS series answer. */
export const seriesJson = (study: SyntheticStudy, series: SyntheticSeries): DicomJson => ({
  ...studyTags(study),
  ...seriesTags(series),
  '00201209': { vr: 'IS', Value: [series.instances.length] },
});

/** QIDO-RS instance answer and WADO-RS metadata (metadata without the pixel data). */
export const instanceJson = (
  study: SyntheticStudy,
  series: SyntheticSeries,
  instance: SyntheticInstance,
): DicomJson => ({
  ...studyTags(study),
  ...seriesTags(series),
  ...instanceTags(study, series, instance),
});

const { DicomDict, DicomMetaDictionary } = dcmjs.data;
const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';

/** A Part-10 file of one synthetic instance, written by dcmjs (what tests upload to Orthanc). */
export function part10(study: SyntheticStudy, series: SyntheticSeries, instance: SyntheticInstance): Buffer {
  const pixels = instance.pixels();
  const natural = {
    ...DicomMetaDictionary.naturalizeDataset(instanceJson(study, series, instance)),
    PixelData: pixels.buffer,
    _vrMap: { PixelData: 'OW' },
  };
  const meta = {
    FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
    MediaStorageSOPClassUID: study.sopClassUid,
    MediaStorageSOPInstanceUID: instance.sopInstanceUid,
    TransferSyntaxUID: EXPLICIT_VR_LITTLE_ENDIAN,
    ImplementationClassUID: '2.25.271828182845904523536.99',
  };
  const dict = new DicomDict(DicomMetaDictionary.denaturalizeDataset(meta));
  dict.dict = DicomMetaDictionary.denaturalizeDataset(natural);
  return Buffer.from(dict.write());
}

/** Every instance of the studies as Part-10 files. */
export function* part10Files(studies: SyntheticStudy[]): Generator<Buffer> {
  for (const study of studies) {
    for (const series of study.series) {
      for (const instance of series.instances) yield part10(study, series, instance);
    }
  }
}
