// §9: business constants and limits.
export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const MANAGER_PAGE_SIZE = 1000;
export const SERVICE_PAGE = { pageNum: 1, pageSize: 999 } as const;
export const NOTICE_CONCURRENCY = 5;
// Amounts from this value on are shown in 万元.
export const AMOUNT_THRESHOLD = 10_000;
export const ONE_YEAR_MS = 31536e6;
// §9 gives 10 without a unit; megabytes is the only reading that fits ID-card photos.
export const IMAGE_UPLOAD_LIMIT_MB = 10;
export const IMAGE_UPLOAD_LIMIT_BYTES = IMAGE_UPLOAD_LIMIT_MB * 1024 * 1024;
export const HOT_SEARCH_TOP = 4;
export const LOGOUT_MESSAGE_MS = 1000;
export const PINYIN_WINDOW = 7;
