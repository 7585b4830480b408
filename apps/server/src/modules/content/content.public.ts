// What other modules use of content: the documents and notice attachments the files module serves.
export { findDocument } from './company.repository.ts';
export { notFound } from './content-mappers.ts';
export { findAttachment } from './notice.repository.ts';
export { htmlToText } from './sanitize-html.ts';
