/** Tests start their own Orthanc (see the imaging module's launcher, shared with `npm run pacs`). */
export {
  orthancAvailable,
  type RunningOrthanc,
  startOrthanc,
} from '../modules/imaging/orthanc-process';
