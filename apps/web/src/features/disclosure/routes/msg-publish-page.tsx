import { Alert, Skeleton } from 'antd';
import { NOTICE_GROUPS, type NoticeGroup } from '@fund-direct/domain/codes';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { TabBar, TabPanel } from '@/components/tab-bar.tsx';
import { noticeListOptions } from '@/api/content/notice-list.ts';
import { prefetchForPage } from '@/lib/query-client.ts';
import { infoNoticeOptions, NOTICE_GROUP_KEYS, useInfoNotice } from '../api/info-notice.ts';
import { groupPage, useGroupNotices } from '../api/notice-list.ts';
import { NoticeList } from '../components/notice-list.tsx';
import './disclosure.css';

function readGroup(value: string | null): NoticeGroup {
  return NOTICE_GROUP_KEYS.find((group) => group === value) ?? 'regular';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function GroupPanel({
  group,
  pageNum,
  ready,
  onPageChange,
}: {
  group: NoticeGroup;
  pageNum: number;
  ready: boolean;
  onPageChange: (page: number) => void;
}) {
  // Page 1 of every group is already cached by the infoNotice preload once it settles.
  const { data, isError, refetch } = useGroupNotices(group, pageNum, ready);
  if (isError && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="公告加载失败"
        action={
          <button type="button" className="fd-button" onClick={() => void refetch()}>
            重试
          </button>
        }
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <NoticeList page={data} pageNum={pageNum} onPageChange={onPageChange} label={`${NOTICE_GROUPS[group]}列表`} />;
}

// The first page of every group (§3 infoNotice) starts loading with the page chunk, and a later page of the tab asked
// for (on the server the HTML waits for them).
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const search = new URL(request.url).searchParams;
  const pageNum = readPage(search.get('page'));
  const group = readGroup(search.get('group'));
  await prefetchForPage((client) => [
    client.prefetchQuery(infoNoticeOptions(client)),
    ...(pageNum > 1 ? [client.prefetchQuery(noticeListOptions(groupPage(group, pageNum)))] : []),
  ]);
  return null;
}

// §2 /msg_publish: the five notice groups of §3 as tabs, each a paged list.
export function MsgPublishPage() {
  const [search, setSearch] = useSearchParams();
  const group = readGroup(search.get('group'));
  const pageNum = readPage(search.get('page'));
  const infoNotice = useInfoNotice();
  const ready = !infoNotice.isPending;

  const go = (nextGroup: NoticeGroup, nextPage: number) => {
    const params = new URLSearchParams();
    params.set('group', nextGroup);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params, { preventScrollReset: true });
  };

  return (
    <div className="fd-container fd-disclosure">
      <PageBreadcrumbs items={[{ title: '信息披露' }]} />
      <header className="fd-disclosure__head">
        <h1 className="fd-disclosure__title">信息披露</h1>
        <p className="fd-disclosure__lead">
          沣泽基金依法披露旗下基金的定期报告、交易与发行公告、临时公告及公司公告。公告附件为PDF文件，可在线查看或下载。
        </p>
      </header>
      <TabBar
        label="公告分类"
        idPrefix="fd-notice-group"
        activeKey={group}
        onChange={(key) => go(readGroup(key), 1)}
        items={NOTICE_GROUP_KEYS.map((key) => {
          const total = infoNotice.data?.[key]?.total;
          return { key, label: total === undefined ? NOTICE_GROUPS[key] : `${NOTICE_GROUPS[key]}（${total}）` };
        })}
      />
      <TabPanel idPrefix="fd-notice-group" activeKey={group}>
        <GroupPanel group={group} pageNum={pageNum} ready={ready} onPageChange={(page) => go(group, page)} />
      </TabPanel>
      <aside className="fd-disclosure__more" aria-label="其他公示">
        <h2 className="fd-disclosure__more-title">其他公示</h2>
        <ul>
          <li>
            <Link to="/footer/bond_publicity">债券投资交易公示</Link>
          </li>
          <li>
            <Link to="/footer/sales_publicity">销售机构公示</Link>
          </li>
          <li>
            <Link to="/footer/DjgPersonnel">董事、监事、高级管理人员</Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}
