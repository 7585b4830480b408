// What other modules use of files: the PDF renderer.
export { renderPdf, type PdfBlock } from './pdf.ts';
