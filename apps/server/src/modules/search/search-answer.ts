import {
  articleSearchItem,
  fundSearchItem,
  managerSearchItem,
  noticeSearchItem,
  searchResponse,
  type SearchResponse,
} from '@fund-direct/domain/contracts';
import type { MatchRange } from '@fund-direct/domain/search';
import type { ZodType } from 'zod';
import { okEnvelope, okJsonText } from '../../plugins/envelope.ts';
import type { ArticleSource, FundSource, ManagerSource, NoticeSource } from './search-source.ts';

// The envelope the search endpoint replies with (its response schema).
export const searchEnvelope = okEnvelope(searchResponse);

// How a group's items are written into an answer, as the contract's serialiser writes them: the record's own object is
// checked against the contract and written once per record shown (search-index.ts keeps it), so that an uncached
// answer is put together from text instead of parsed and serialised whole on every search.
export interface ItemWriter<S> {
  record(source: S): string;
  item(record: string, codeMatched: boolean, ranges: readonly MatchRange[]): string;
}

function itemWriter<S>(type: string, recordKey: string, recordSchema: ZodType, field: (codeMatched: boolean) => string): ItemWriter<S> {
  const opening = `{"type":${JSON.stringify(type)},${JSON.stringify(recordKey)}:`;
  return {
    record: (source) => JSON.stringify(recordSchema.parse(source)),
    item: (record, codeMatched, ranges) => `${opening}${record},"field":"${field(codeMatched)}","ranges":${JSON.stringify(ranges)}}`,
  };
}

export const ITEM_WRITERS = {
  fund: itemWriter<FundSource>('fund', 'fundSearchAppVO', fundSearchItem.shape.fundSearchAppVO, (code) => (code ? 'fundCode' : 'fundName')),
  manager: itemWriter<ManagerSource>('manager', 'fundManagerSearchAppVO', managerSearchItem.shape.fundManagerSearchAppVO, () => 'name'),
  article: itemWriter<ArticleSource>('article', 'articleInfoSearchAppVO', articleSearchItem.shape.articleInfoSearchAppVO, () => 'title'),
  notice: itemWriter<NoticeSource>('notice', 'fundNoticeSearchAppVO', noticeSearchItem.shape.fundNoticeSearchAppVO, () => 'title'),
};

// The whole answer, the envelope around the items (in list order) and every group's total.
export function answerJson(items: readonly string[], counts: SearchResponse['counts']): string {
  const { fund, manager, article, notice } = counts;
  return okJsonText(`{"list":[${items.join(',')}],"counts":{"fund":${fund},"manager":${manager},"article":${article},"notice":${notice}}}`);
}
