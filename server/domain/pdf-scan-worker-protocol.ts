/** The message the PDF check's worker posts once its code is loaded, before it scans. */
export const SCAN_STARTED = 'started';
