import { SEARCH_GROUPS, type SearchItem, type SearchResponse } from '@fund-direct/domain/contracts';
import { SEARCH_TEXTS } from '@fund-direct/domain/search';
import { Link } from 'react-router';
import { FundCompareButton } from '@/components/fund-compare-button.tsx';
import { GROUP_HREF, itemHref } from '../search-links.ts';
import { Highlighted } from './highlighted.tsx';

interface Props {
  result: SearchResponse;
  activeIndex: number;
  onChoose: () => void;
  onNavigate: () => void;
}

function ItemBody({ item }: { item: SearchItem }) {
  switch (item.type) {
    case 'fund': {
      const { fundName, fundCode } = item.fundSearchAppVO;
      return (
        <>
          <span className="fd-search__name">
            {item.field === 'fundName' ? <Highlighted text={fundName} ranges={item.ranges} /> : fundName}
          </span>
          <span className="fd-search__code">
            {item.field === 'fundCode' ? <Highlighted text={fundCode} ranges={item.ranges} /> : fundCode}
          </span>
        </>
      );
    }
    case 'manager':
      return (
        <>
          <img className="fd-search__avatar" src={item.fundManagerSearchAppVO.avatar} alt="" width={28} height={28} loading="lazy" />
          <span className="fd-search__name">
            <Highlighted text={item.fundManagerSearchAppVO.name} ranges={item.ranges} />
          </span>
        </>
      );
    case 'article':
      return (
        <span className="fd-search__name">
          <Highlighted text={item.articleInfoSearchAppVO.title} ranges={item.ranges} />
        </span>
      );
    case 'notice':
      return (
        <span className="fd-search__name">
          <Highlighted text={item.fundNoticeSearchAppVO.title} ranges={item.ranges} />
        </span>
      );
  }
}

// §2: results grouped as funds, managers, information and announcements, each with its count.
export function SearchResults({ result, activeIndex, onChoose, onNavigate }: Props) {
  if (result.list.length === 0) return <p className="fd-search__empty">{SEARCH_TEXTS.empty}</p>;
  let index = -1;
  return (
    <div className="fd-search__groups">
      {SEARCH_GROUPS.map((group) => {
        const items = result.list.filter((item) => item.type === group);
        if (items.length === 0) return null;
        const title = SEARCH_TEXTS.groups[group];
        return (
          <section key={group} className="fd-search__group" aria-label={title}>
            <header className="fd-search__group-head">
              <h3>
                {title}
                <span className="fd-search__count">（{result.counts[group]}）</span>
              </h3>
              <Link to={GROUP_HREF[group]} className="fd-search__more" onClick={onNavigate}>
                {SEARCH_TEXTS.seeAll}
              </Link>
            </header>
            <ul role="listbox" aria-label={title}>
              {items.map((item) => {
                index += 1;
                const active = index === activeIndex;
                return (
                  <li key={`${item.type}-${index}`} role="option" aria-selected={active} id={`fd-search-option-${index}`}>
                    <Link
                      to={itemHref(item)}
                      className={active ? 'fd-search__item fd-search__item--active' : 'fd-search__item'}
                      onClick={onChoose}
                      tabIndex={-1}
                    >
                      <ItemBody item={item} />
                    </Link>
                    {item.type === 'fund' && (
                      <FundCompareButton
                        fundCode={item.fundSearchAppVO.fundCode}
                        fundName={item.fundSearchAppVO.fundName}
                        className="fd-search__compare"
                        tabIndex={-1}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
