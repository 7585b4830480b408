import { InboxOutlined } from '@ant-design/icons';
import type { CalendarPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { Alert, App, Button, Card, Checkbox, Form, Input, Result, Space, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { usePreviewCalendar } from '../api/calendar-preview.ts';
import { useProposeCalendar } from '../api/calendar-propose.ts';
import { CalendarErrors, CalendarSummary } from '../components/calendar-preview-result.tsx';

interface UploadedFile {
  name: string;
  text: string;
}

// FileReader rather than Blob.text(): the same in every browser the staff use and in the page tests (jsdom).
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('无法读取文件'));
    reader.readAsText(file, 'utf-8');
  });
}

// The README's `calendar import` as a page: upload the year's JSON, read the refused fields, submit for 复核.
export function CalendarImportPage() {
  const me = useCurrentStaff();
  const { message } = App.useApp();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [source, setSource] = useState('');
  const [replace, setReplace] = useState(false);
  const [result, setResult] = useState<CalendarPreviewResponse | null>(null);
  const [proposalId, setProposalId] = useState<string | null>(null);
  const preview = usePreviewCalendar();
  const propose = useProposeCalendar();

  if (me.data && !me.data.permissions.includes('fund.propose')) {
    return <Result status="403" title="无权导入交易日历" subTitle="交易日历导入由基金运营岗提交，复核岗批准后生效。" />;
  }
  if (proposalId) {
    return (
      <Result
        status="success"
        title="已提交复核"
        subTitle={`申请编号 ${proposalId}，复核岗批准后该年份的交易日历立即生效。`}
        extra={
          <Link to="/calendar">
            <Button type="primary">返回交易日历</Button>
          </Link>
        }
      />
    );
  }

  const body = () => ({ text: file?.text ?? '', source: source.trim() || null, replace });

  async function check(next: UploadedFile | null = file) {
    if (!next) return;
    try {
      setResult(await preview.mutateAsync({ text: next.text, source: source.trim() || null, replace }));
    } catch (error) {
      setResult(null);
      void message.error(error instanceof Error ? error.message : '校验失败');
    }
  }

  async function submit() {
    try {
      setProposalId((await propose.mutateAsync(body())).id);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '提交失败');
    }
  }

  return (
    <Card title={<Link to="/calendar">交易日历</Link>} extra="导入新年份">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="上传国务院办公厅公布的当年节假日安排（JSON 文件，格式见 README「交易日历」一节），校验通过后提交复核，批准后立即生效。"
      />
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label="交易日历文件" required>
          <Upload.Dragger
            accept=".json,application/json"
            maxCount={1}
            showUploadList={false}
            beforeUpload={async (picked) => {
              const next = { name: picked.name, text: await readText(picked) };
              setFile(next);
              setResult(null);
              await check(next);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? `已选择：${file.name}（点击或拖入以更换）` : '点击或将 JSON 文件拖到此处'}</p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item label="通知文号" extra="如 国办发明电〔2027〕N号，可不填">
          <Input
            value={source}
            maxLength={100}
            onChange={(event) => {
              setSource(event.target.value);
              setResult(null);
            }}
            aria-label="通知文号"
          />
        </Form.Item>
        <Form.Item>
          <Checkbox
            checked={replace}
            onChange={(event) => {
              setReplace(event.target.checked);
              setResult(null);
            }}
          >
            替换已导入的年份（国务院办公厅发布调整通知时）
          </Checkbox>
        </Form.Item>
        <Space>
          <Button disabled={!file} loading={preview.isPending} onClick={() => void check()}>
            重新校验
          </Button>
          <Button type="primary" disabled={!result?.valid} loading={propose.isPending} onClick={() => void submit()}>
            提交复核
          </Button>
        </Space>
      </Form>
      <div style={{ marginTop: 24 }}>
        {result && !result.valid ? <CalendarErrors errors={result.errors} /> : null}
        {result?.summary ? <CalendarSummary summary={result.summary} /> : null}
      </div>
    </Card>
  );
}
