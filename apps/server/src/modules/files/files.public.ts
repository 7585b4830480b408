// What other modules use of files: the PDF renderer and the download header.
export { renderPdf, type PdfBlock } from './pdf.ts';
export { contentDisposition } from './files.routes.ts';
