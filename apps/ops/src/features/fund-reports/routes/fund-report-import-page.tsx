import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { FundReportPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { Alert, App, Button, Card, Form, Input, Result, Space, Upload } from 'antd';
import { useState } from 'react';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useFundReportOverview } from '../api/fund-report-overview.ts';
import { usePreviewFundReport } from '../api/fund-report-preview.ts';
import { useProposeFundReport } from '../api/fund-report-propose.ts';
import { ReportOverview } from '../components/report-overview.tsx';
import { ReportPreviewSummary, ReportProblems } from '../components/report-preview-result.tsx';
import { downloadReportTemplate, readReportFile } from '../report-file.ts';

interface UploadedFile {
  name: string;
  text: string;
}

const FORMAT_HELP =
  '上传季度报告数据的 CSV 文件（UTF-8 或 Excel 另存的 GBK 编码）：[基金报告] 段每行一只基金一个报告期末（资产净值、期末份额、股票/债券/现金/其他占净值比例），' +
  '[十大重仓股] 与 [行业配置] 段按基金代码与报告期末对应，[指数行情] 段为业绩比较基准指数的每日收盘点位（可单独上传）。' +
  '任一行有误则整份不导入；校验通过后提交复核，复核岗批准后在网站基金页生效。';

// 基金报告: 基金运营 uploads a report file, reads the refused lines and fields or a summary of what it would write, and
// submits it for 复核 (the 'fund.report.import' proposal); below, what is stored now.
export function FundReportImportPage() {
  const me = useCurrentStaff();
  const { message } = App.useApp();
  const overview = useFundReportOverview();
  const preview = usePreviewFundReport();
  const propose = useProposeFundReport();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [result, setResult] = useState<FundReportPreviewResponse | null>(null);
  const [note, setNote] = useState('');
  const [proposalId, setProposalId] = useState<string | null>(null);
  const canPropose = me.data?.permissions.includes('fund.propose') ?? false;

  async function check(next: UploadedFile) {
    try {
      setResult(await preview.mutateAsync({ fileName: next.name, text: next.text }));
    } catch (error) {
      setResult(null);
      void message.error(error instanceof Error ? error.message : '校验失败');
    }
  }

  async function submit() {
    if (!file) return;
    try {
      const created = await propose.mutateAsync({ fileName: file.name, text: file.text, ...(note.trim() ? { note: note.trim() } : {}) });
      setProposalId(created.proposalId);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '提交失败');
    }
  }

  if (proposalId) {
    return (
      <Result
        status="success"
        title="已提交复核"
        subTitle={`申请编号 ${proposalId.slice(0, 8)}，复核岗批准后报告数据与指数行情在网站基金页生效。`}
        extra={
          <Button
            type="primary"
            onClick={() => {
              setProposalId(null);
              setFile(null);
              setResult(null);
              setNote('');
            }}
          >
            继续导入
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Card
        title="基金报告导入"
        extra={
          <Button icon={<DownloadOutlined />} onClick={downloadReportTemplate}>
            下载模板
          </Button>
        }
      >
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={FORMAT_HELP} />
        {canPropose ? (
          <Form layout="vertical" style={{ maxWidth: 720 }}>
            <Form.Item label="报告文件" required>
              <Upload.Dragger
                accept=".csv,text/csv"
                maxCount={1}
                showUploadList={false}
                beforeUpload={async (picked) => {
                  const next = { name: picked.name, text: await readReportFile(picked) };
                  setFile(next);
                  setResult(null);
                  await check(next);
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{file ? `已选择：${file.name}（点击或拖入以更换）` : '点击或将报告 CSV 文件拖到此处'}</p>
              </Upload.Dragger>
            </Form.Item>
            <Form.Item label="备注" extra="如：2026 年第三季度报告（复核岗可见）">
              <Input.TextArea value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} aria-label="备注" />
            </Form.Item>
            <Space>
              <Button disabled={!file} loading={preview.isPending} onClick={() => file && void check(file)}>
                重新校验
              </Button>
              <Button type="primary" disabled={!result?.valid} loading={propose.isPending} onClick={() => void submit()}>
                提交复核
              </Button>
            </Space>
          </Form>
        ) : (
          <Alert type="warning" showIcon title="基金报告由基金运营岗导入并提交，复核岗在「复核申请」中批准后生效。" />
        )}
        <div style={{ marginTop: 24 }}>
          {result && !result.valid ? <ReportProblems errors={result.errors} /> : null}
          {result?.valid ? <ReportPreviewSummary preview={result} /> : null}
        </div>
      </Card>
      {overview.data ? <ReportOverview overview={overview.data} /> : null}
    </>
  );
}
