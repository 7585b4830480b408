import { BEHAVIOUR_REF_TYPES, type BehaviourRefType } from '@fund-direct/domain/contracts';

// Where a footprint or watchlist entry leads: the fund's detail page or the article.
export function behaviourHref(refType: BehaviourRefType, refObjectId: string): string {
  const id = encodeURIComponent(refObjectId);
  return refType === 'own_select' ? `/fund_detail?fundCode=${id}` : `/viewpoint/viewpoint_article?id=${id}`;
}

export function behaviourTypeLabel(refType: BehaviourRefType): string {
  return refType === 'own_select' ? '基金' : BEHAVIOUR_REF_TYPES[refType];
}

// A removed fund or article keeps its entry, named by its code or number.
export function behaviourTitle(refType: BehaviourRefType, refObjectId: string, title: string | null): string {
  if (title) return title;
  return refType === 'own_select' ? `基金 ${refObjectId}（已下架）` : `文章 ${refObjectId}（已删除）`;
}
