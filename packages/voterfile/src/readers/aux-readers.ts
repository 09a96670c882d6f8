/** The auxiliary sources' readers (spec 4, section 4), one file each. */
export { type CanvassRecord, openCanvassCsv } from './canvass-csv-reader';
export { type AuxFile, type DeceasedRecord, openDeceasedCsv } from './deceased-csv-reader';
export { type NcoaMoveType, type NcoaRecord, openNcoaCsv } from './ncoa-csv-reader';
export {
  openPostalLocationsCsv,
  type PostalLocationKind,
  type PostalLocationRecord,
} from './postal-locations-csv-reader';
