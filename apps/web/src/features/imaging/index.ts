/** The imaging feature's public surface for other features' lazy pages (never the entry chunk). */
export { type DirectCaller, directViewerUrl } from './api/direct-viewer-url';
