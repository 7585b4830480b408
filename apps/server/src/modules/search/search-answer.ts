import { searchResponse, type SearchResponse } from '@fund-direct/domain/contracts';
import { ok, okEnvelope } from '../../plugins/envelope.ts';

// The envelope the search endpoint replies with; an answer is checked against the contract once, when serialised
// (in the server's thread or in a search worker).
export const searchEnvelope = okEnvelope(searchResponse);

export function serialiseAnswer(answer: SearchResponse): string {
  return JSON.stringify(searchEnvelope.parse(ok(answer)));
}
