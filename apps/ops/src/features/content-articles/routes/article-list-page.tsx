import { PlusOutlined } from '@ant-design/icons';
import { ARTICLE_CONTENT_TYPES } from '@fund-direct/domain/contracts';
import type { OpsArticleListItem, OpsArticleListQuery } from '@fund-direct/domain/contracts/ops';
import { CONTENT_DISPLAY_STATES, type ContentDisplayState } from '@fund-direct/domain/ops';
import { Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { useArticleColumns, useArticleList } from '../api/articles.ts';
import { ArticleStateTag } from '../components/article-state-tag.tsx';
import { PublishButton } from '../components/publish-button.tsx';
import { UnpublishButton } from '../components/unpublish-button.tsx';
import { shanghaiDateTime } from '../shanghai-date-time.ts';

const PAGE_SIZE = 20;

const columns: ColumnsType<OpsArticleListItem> = [
  {
    title: '标题',
    dataIndex: 'title',
    render: (title: string, article) => <Link to={String(article.id)}>{title}</Link>,
  },
  { title: '栏目', dataIndex: 'columnName', width: 120 },
  {
    title: '类型',
    dataIndex: 'contentType',
    width: 110,
    render: (type: keyof typeof ARTICLE_CONTENT_TYPES) => ARTICLE_CONTENT_TYPES[type],
  },
  { title: '状态', dataIndex: 'displayState', width: 100, render: (state: ContentDisplayState) => <ArticleStateTag state={state} /> },
  {
    title: '发布时间（北京时间）',
    dataIndex: 'publishedAt',
    width: 170,
    render: (at: string, article) =>
      article.state === 'draft' ? <Typography.Text type="secondary">—</Typography.Text> : shanghaiDateTime(at),
  },
  {
    title: '最后修改',
    key: 'updated',
    width: 190,
    render: (_: unknown, article) =>
      article.updatedAt ? (
        <Space direction="vertical" size={0}>
          <span>{shanghaiDateTime(article.updatedAt)}</span>
          <Typography.Text type="secondary">{article.updatedBy ?? ''}</Typography.Text>
        </Space>
      ) : (
        <Typography.Text type="secondary">初始内容</Typography.Text>
      ),
  },
  {
    title: '操作',
    key: 'actions',
    width: 170,
    render: (_: unknown, article) => (
      <Space size={0}>
        <Link to={String(article.id)}>
          <Button type="link" size="small">
            编辑
          </Button>
        </Link>
        {article.actions.includes('publish') && <PublishButton id={article.id} type="link" />}
        {article.actions.includes('unpublish') && <UnpublishButton id={article.id} type="link" />}
      </Space>
    ),
  },
];

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

// 观点文章: the site's viewpoint articles and videos, filtered by column, type, state and title.
export function ArticleListPage() {
  const [filters, setFilters] = useState<Partial<OpsArticleListQuery>>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = useArticleList({ ...filters, page, pageSize: PAGE_SIZE });
  const columnsQuery = useArticleColumns();
  const update = (next: Partial<OpsArticleListQuery>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <Card
      title="观点文章"
      extra={
        <Link to="new">
          <Button type="primary" icon={<PlusOutlined />}>
            新建文章
          </Button>
        </Link>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部栏目"
          aria-label="栏目"
          style={{ width: 160 }}
          options={(columnsQuery.data?.list ?? []).map((column) => ({ value: column.id, label: column.name }))}
          onChange={(columnId?: number) => update({ columnId })}
        />
        <Select
          allowClear
          placeholder="全部类型"
          aria-label="类型"
          style={{ width: 140 }}
          options={options(ARTICLE_CONTENT_TYPES)}
          onChange={(contentType?: OpsArticleListQuery['contentType']) => update({ contentType })}
        />
        <Select
          allowClear
          placeholder="全部状态"
          aria-label="状态"
          style={{ width: 140 }}
          options={options(CONTENT_DISPLAY_STATES)}
          onChange={(state?: ContentDisplayState) => update({ state })}
        />
        <Input.Search
          placeholder="标题关键词"
          aria-label="标题关键词"
          allowClear
          enterButton="查询"
          style={{ width: 300 }}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
        />
      </Space>
      <Table<OpsArticleListItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 篇`,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
