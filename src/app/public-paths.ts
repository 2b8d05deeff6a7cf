/** The pages of the documents' links (the server's SHARE_PAGE and UPLOAD_PAGE): no account needed. */
export const SHARE_PAGE = '/gedeeld';
export const UPLOAD_PAGE = '/opladen';
export const PUBLIC_PATHS = [SHARE_PAGE, UPLOAD_PAGE];

/** The customer's page of a quote (the server's QUOTE_PAGE), `/offerte/{id}`: no account needed. */
export const isQuotePage = (pathname: string) => /^\/offerte\/\d+$/.test(pathname);
