// What the browser needs to keep the document head in step with the page, in a chunk of its own: the first page comes
// with its head written by the server, so these are needed only from the first navigation on.
export { announcedOrigin, applyHead } from './apply-head.ts';
export { pageHead } from './page-head.ts';
