import { UploadOutlined } from '@ant-design/icons';
import type { BankStatementItem } from '@fund-direct/domain/contracts/ops';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { Link } from 'react-router';
import { useUploadBankStatement } from '../api/bank-statement-upload.ts';

function ImportResult(props: { statement: BankStatementItem }) {
  const { statement } = props;
  const { matched, unmatched, ambiguous, ignored } = statement.counts;
  const skipped = statement.duplicateCount > 0 ? `，其中 ${statement.duplicateCount} 条此前已导入，未再处理` : '';
  return (
    <Alert
      type={unmatched + ambiguous > 0 ? 'warning' : 'success'}
      showIcon
      message={`已导入 ${statement.fileName}（${statement.layoutName}）：共 ${statement.lineCount} 条${skipped}`}
      description={
        <Space wrap>
          <span>自动匹配 {matched} 条</span>
          <span>未匹配 {unmatched} 条</span>
          <span>多笔候选 {ambiguous} 条</span>
          <span>无需处理 {ignored} 条</span>
          <Link to={`/bank-statements/${statement.id}`}>查看流水明细</Link>
        </Space>
      }
    />
  );
}

// One file at a time: the server validates it whole (a refused cell names its line and column) before it matches.
export function StatementUpload() {
  const upload = useUploadBankStatement();
  const run = (file: File) => {
    upload.mutate({ file });
    return false;
  };
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Space wrap>
        <Upload accept=".csv,.xlsx" showUploadList={false} beforeUpload={run}>
          <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
            导入银行流水
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          支持招商银行企业网银交易明细，或通用格式（交易日期,交易时间,收入金额,支出金额,对方户名,对方账号,附言,银行流水号）的 CSV 或 .xlsx
          文件
        </Typography.Text>
      </Space>
      {upload.data ? <ImportResult statement={upload.data} /> : null}
      {upload.error ? <Alert type="error" showIcon message="流水文件未导入" description={upload.error.message} /> : null}
    </Space>
  );
}
