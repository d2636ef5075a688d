import type { DicomJsonList } from './dicomweb-resource';

/**
 * The PACS writes absolute URLs into its answers (RetrieveURL 0008,1190; BulkDataURI), built from
 * its own address. The viewer must never see them: each becomes the same resource under our proxy
 * when it belongs to the granted study, and is dropped otherwise.
 */
export function rewriteDicomJson(list: DicomJsonList, proxyRoot: string, study: string): DicomJsonList {
  const rewrite = (url: unknown): string | null => {
    if (typeof url !== 'string') return null;
    const at = url.indexOf('/studies/');
    if (at === -1) return null;
    const tail = url.slice(at);
    const prefix = `/studies/${study}`;
    if (tail !== prefix && !tail.startsWith(`${prefix}/`) && !tail.startsWith(`${prefix}?`)) return null;
    if (tail.includes('..') || tail.includes('%') || tail.includes('//')) return null;
    return `${proxyRoot}${tail}`;
  };

  const walk = (dataset: DicomJsonList[number]): DicomJsonList[number] => {
    const out: DicomJsonList[number] = {};
    for (const [tag, element] of Object.entries(dataset)) {
      const copy = { ...element };
      if (copy.BulkDataURI !== undefined) {
        const url = rewrite(copy.BulkDataURI);
        if (url === null) continue;
        copy.BulkDataURI = url;
      }
      if (copy.vr === 'UR' && copy.Value) {
        copy.Value = copy.Value.map(rewrite).filter((value) => value !== null);
      }
      if (copy.vr === 'SQ' && copy.Value) {
        copy.Value = copy.Value.map((item) => walk(item as DicomJsonList[number]));
      }
      out[tag] = copy;
    }
    return out;
  };

  return list.map(walk);
}
