/** The few parts of dcmjs (which ships no types) that the demo studies use. */
declare module 'dcmjs' {
  type Dataset = Record<string, unknown>;
  class DicomDict {
    constructor(meta: Dataset);
    dict: Dataset;
    write(): ArrayBuffer;
  }
  const dcmjs: {
    data: {
      DicomDict: typeof DicomDict;
      DicomMetaDictionary: {
        naturalizeDataset(dataset: Dataset): Dataset;
        denaturalizeDataset(dataset: Dataset): Dataset;
      };
    };
  };
  export default dcmjs;
}
