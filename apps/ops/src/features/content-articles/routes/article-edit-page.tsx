import { ArrowLeftOutlined } from '@ant-design/icons';
import { ARTICLE_CONTENT_TYPES } from '@fund-direct/domain/contracts';
import { JUMP_PATH_TEXT, opsArticleSaveRequest, type OpsArticleDetail, type OpsArticleSaveInput } from '@fund-direct/domain/contracts/ops';
import { App, Alert, Button, Card, Col, Form, Input, InputNumber, Result, Row, Select, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FileUpload } from '@/components/file-upload.tsx';
import { RichTextEditor } from '@/components/rich-text-editor.tsx';
import { zodRule } from '@/components/zod-rule.ts';
import { useArticle, useArticleColumns, useSaveArticle } from '../api/articles.ts';
import { ArticlePreview } from '../components/article-preview.tsx';
import { ArticleStateTag } from '../components/article-state-tag.tsx';
import { PublishButton } from '../components/publish-button.tsx';
import { UnpublishButton } from '../components/unpublish-button.tsx';
import { shanghaiDateTime } from '../shanghai-date-time.ts';

type FormValues = {
  title: string;
  summary: string;
  author: string;
  columnId?: number;
  contentType: 'video' | 'mandt' | 'other';
  cover?: string;
  jumpPath?: string;
  videoUrl?: string;
  poster?: string;
  durationSeconds?: number | null;
  fundCodes: string[];
  contentHtml: string;
};

const fields = opsArticleSaveRequest.shape;
const EMPTY: FormValues = { title: '', summary: '', author: '', contentType: 'other', fundCodes: [], contentHtml: '' };

function formValuesOf(article: OpsArticleDetail): FormValues {
  return {
    title: article.title,
    summary: article.summary,
    author: article.author,
    columnId: article.columnId,
    contentType: article.contentType,
    ...(article.cover ? { cover: article.cover } : {}),
    ...(article.jumpPath ? { jumpPath: article.jumpPath } : {}),
    ...(article.videoUrl ? { videoUrl: article.videoUrl } : {}),
    ...(article.poster ? { poster: article.poster } : {}),
    durationSeconds: article.durationSeconds,
    fundCodes: article.fundCodes,
    contentHtml: article.contentHtml,
  };
}

function bodyOf(values: FormValues): OpsArticleSaveInput {
  return {
    title: values.title,
    summary: values.summary,
    author: values.author,
    columnId: values.columnId ?? 0,
    contentType: values.contentType,
    cover: values.cover ?? null,
    jumpPath: values.jumpPath ?? null,
    videoUrl: values.videoUrl ?? null,
    poster: values.poster ?? null,
    durationSeconds: values.durationSeconds ?? null,
    fundCodes: values.fundCodes,
    contentHtml: values.contentHtml,
  };
}

// 新建 / 编辑观点文章: the fields of §3, the body in the rich-text editor with a live preview, and the publishing moves.
export function ArticleEditPage() {
  const params = useParams();
  const id = params.id === undefined || params.id === 'new' ? undefined : Number(params.id);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const article = useArticle(id);
  const columns = useArticleColumns();
  const save = useSaveArticle();
  const contentType = Form.useWatch('contentType', form);
  const title = Form.useWatch('title', form) ?? '';
  const author = Form.useWatch('author', form) ?? '';
  const html = Form.useWatch('contentHtml', form) ?? '';

  useEffect(() => {
    if (article.data) form.setFieldsValue(formValuesOf(article.data));
  }, [article.data, form]);

  if (id !== undefined && !Number.isInteger(id)) return <Result status="404" title="文章不存在" />;
  if (id !== undefined && article.isError) return <Result status="warning" title="文章读取失败" subTitle={article.error.message} />;
  if (id !== undefined && !article.data) return <Spin />;

  const submit = (values: FormValues) =>
    save.mutate(
      { id, body: bodyOf(values) },
      {
        onSuccess: (saved) => {
          void message.success(id === undefined ? '已保存为草稿' : '已保存');
          if (id === undefined) void navigate(`../${saved.id}`, { relative: 'path', replace: true });
        },
        onError: (error) => void message.error(error.message),
      },
    );

  const current = article.data;
  return (
    <Card
      title={
        <Space>
          <Link to=".." relative="path" aria-label="返回列表">
            <ArrowLeftOutlined />
          </Link>
          {id === undefined ? '新建观点文章' : '编辑观点文章'}
          {current && <ArticleStateTag state={current.displayState} />}
        </Space>
      }
      extra={
        current && (
          <Space>
            {current.state !== 'draft' && (
              <Typography.Text type="secondary">发布时间 {shanghaiDateTime(current.publishedAt)}</Typography.Text>
            )}
            {current.actions.includes('publish') && <PublishButton id={current.id} />}
            {current.actions.includes('unpublish') && <UnpublishButton id={current.id} />}
          </Space>
        )
      }
    >
      {current?.displayState === 'published' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="这篇文章正在网站上显示：保存后修改立即生效。" />
      )}
      <Form<FormValues> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit} requiredMark>
        <Row gutter={24}>
          <Col xs={24} xl={14}>
            <Form.Item name="title" label="标题" rules={[zodRule(fields.title, '请填写标题')]}>
              <Input maxLength={100} showCount />
            </Form.Item>
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item name="columnId" label="栏目" rules={[{ required: true, message: '请选择栏目' }]}>
                  <Select placeholder="选择栏目" options={(columns.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="contentType" label="类型">
                  <Select options={Object.entries(ARTICLE_CONTENT_TYPES).map(([value, label]) => ({ value, label }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="author" label="作者" rules={[zodRule(fields.author)]}>
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="summary" label="摘要" rules={[zodRule(fields.summary)]}>
              <Input.TextArea rows={2} maxLength={300} showCount />
            </Form.Item>
            {contentType === 'video' && (
              <Row gutter={16}>
                <Col span={12}>
                  <Form.Item
                    name="videoUrl"
                    label="视频地址"
                    rules={[zodRule(fields.videoUrl, '视频须填写视频地址')]}
                    extra="https:// 地址或本站 /resources/…mp4 文件"
                  >
                    <Input placeholder="https://" />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name="durationSeconds" label="时长（秒）" rules={[zodRule(fields.durationSeconds)]}>
                    <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name="poster" label="视频封面">
                    <FileUpload accept="image" />
                  </Form.Item>
                </Col>
              </Row>
            )}
            <Form.Item name="contentHtml" label="正文">
              <RichTextEditor />
            </Form.Item>
          </Col>
          <Col xs={24} xl={10}>
            <Form.Item name="cover" label="封面图">
              <FileUpload accept="image" />
            </Form.Item>
            <Form.Item name="fundCodes" label="相关基金" rules={[zodRule(fields.fundCodes)]} extra="输入 6 位基金代码后回车，可填多只">
              <Select mode="tags" tokenSeparators={[',', '，', ' ']} placeholder="如 000512" open={false} />
            </Form.Item>
            <Form.Item name="jumpPath" label="跳转路径" rules={[zodRule(fields.jumpPath)]} extra={`选填；${JUMP_PATH_TEXT}`}>
              <Input placeholder="/fund_detail?fundCode=000512" />
            </Form.Item>
            <ArticlePreview title={title} author={author} html={html} />
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {id === undefined ? '保存草稿' : '保存'}
          </Button>
          <Link to=".." relative="path">
            <Button>返回列表</Button>
          </Link>
          {current?.actions.includes('publish') && <Typography.Text type="secondary">发布前请先保存修改。</Typography.Text>}
        </Space>
      </Form>
    </Card>
  );
}
