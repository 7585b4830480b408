// What other modules use of consent: recording an action's agreements, and the stored versions for their PDFs.
export { consentList, findDocumentVersion, recordConsents } from './consent.service.ts';
