import { ACCOUNT_OPENING_ERRORS, type IdCardOcrResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';

// An OCR service that reads the front of an ID card to prefill step 1.
export interface IdCardOcr {
  recognise(front: Buffer): Promise<IdCardOcrResponse>;
}

// None is configured by default: the call answers the §8 silent code OCR-1111 and the page asks for manual entry.
export const noIdCardOcr: IdCardOcr = {
  async recognise() {
    throw new AppError(ACCOUNT_OPENING_ERRORS.OCR_UNAVAILABLE);
  },
};
