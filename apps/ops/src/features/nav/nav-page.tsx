import { DownloadOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import type { NavPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import { App, Alert, Button, Card, DatePicker, Space, Upload } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { OpsApiError } from '@/lib/http.ts';
import { useNavGrid } from './api/nav-grid.ts';
import { usePreviewNavs } from './api/nav-preview.ts';
import { useProposeNavs } from './api/nav-propose.ts';
import { useUploadNavFile } from './api/nav-upload.ts';
import {
  defaultNavDate,
  filledRows,
  navTemplateCsv,
  problemsByFund,
  safeTradingDay,
  type NavCellField,
  type NavCells,
} from './nav-entry.ts';
import { NavGridTable } from './nav-grid-table.tsx';
import { NavProblems } from './nav-problems.tsx';

type Check = Pick<NavPreviewResponse, 'errors' | 'flags' | 'valid'>;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

// 净值管理: a trading day's NAVs typed into the grid or uploaded (CSV/.xlsx), checked, then proposed for review.
export function NavPage() {
  const { message } = App.useApp();
  const me = useCurrentStaff();
  const canPropose = me.data?.permissions.includes('fund.propose') ?? false;
  const [date, setDate] = useState(() => defaultNavDate(shanghaiDate(new Date())));
  const [cells, setCells] = useState<Record<string, NavCells>>({});
  const [lines, setLines] = useState<Record<string, number>>({});
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [check, setCheck] = useState<Check | null>(null);
  const grid = useNavGrid(date);
  const preview = usePreviewNavs();
  const upload = useUploadNavFile();
  const propose = useProposeNavs();
  const funds = useMemo(() => grid.data?.funds ?? [], [grid.data]);
  const problems = useMemo(() => problemsByFund([...(check?.errors ?? []), ...(check?.flags ?? [])]), [check]);
  const rows = filledRows(funds, cells, lines);

  const reset = (next: string) => {
    setDate(next);
    setCells({});
    setLines({});
    setReasons({});
    setCheck(null);
  };
  const failed = (error: unknown) => {
    if (error instanceof OpsApiError && error.data && typeof error.data === 'object' && 'errors' in error.data) {
      setCheck({ ...(error.data as Check), valid: false });
    }
    void message.error(error instanceof Error ? error.message.split('\n')[0] : '操作失败');
  };
  const edit = (fundCode: string, field: NavCellField, value: string) => {
    setCells((current) => ({ ...current, [fundCode]: { ...current[fundCode], [field]: value } }));
    setCheck(null);
  };

  const runPreview = () => preview.mutate({ date, rows }, { onSuccess: setCheck, onError: failed });
  const runUpload = (file: File) => {
    upload.mutate(
      { file, date },
      {
        onSuccess: (result) => {
          const fromFile: Record<string, NavCells> = {};
          const fileLines: Record<string, number> = {};
          for (const entry of result.entries) {
            fromFile[entry.fundCode] = {
              unitNav: entry.unitNav,
              accNav: entry.accNav,
              incomePer10k: entry.incomePer10k,
              yield7dPercent: entry.yield7dPercent,
            };
            fileLines[entry.fundCode] = entry.line;
          }
          setCells(fromFile);
          setLines(fileLines);
          setCheck(result);
          void message.info(`已读取 ${result.fileName}：${result.entries.length} 行`);
        },
        onError: failed,
      },
    );
    return false;
  };
  const runPropose = () =>
    propose.mutate(
      { date, rows, reasons },
      {
        onSuccess: (result) => {
          void message.success(`已提交复核：${result.rows} 只基金`);
          reset(date);
        },
        onError: failed,
      },
    );

  return (
    <Card title="净值管理">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {grid.data?.demoMode ? <Alert type="info" showIcon title="演示模式：系统自动生成模拟净值" /> : null}
        <Space wrap>
          <DatePicker
            allowClear={false}
            value={dayjs(date)}
            disabledDate={(day) => !safeTradingDay(day.format('YYYY-MM-DD'))}
            onChange={(day) => day && reset(day.format('YYYY-MM-DD'))}
          />
          <Button icon={<DownloadOutlined />} onClick={() => download(`净值模板-${date}.csv`, navTemplateCsv(funds, date))}>
            下载模板
          </Button>
          {canPropose ? (
            <>
              <Upload accept=".csv,.xlsx" showUploadList={false} beforeUpload={runUpload}>
                <Button icon={<UploadOutlined />} loading={upload.isPending}>
                  上传文件（CSV / .xlsx）
                </Button>
              </Upload>
              <Button disabled={rows.length === 0} loading={preview.isPending} onClick={runPreview}>
                校验
              </Button>
              <Button
                type="primary"
                icon={<SendOutlined />}
                disabled={!check?.valid || rows.length === 0}
                loading={propose.isPending}
                onClick={runPropose}
              >
                提交复核
              </Button>
            </>
          ) : null}
        </Space>
        {check ? <NavProblems errors={check.errors} flags={check.flags} valid={check.valid} /> : null}
        <NavGridTable
          funds={funds}
          cells={cells}
          problems={problems}
          reasons={reasons}
          editable={canPropose}
          onCell={edit}
          onReason={(fundCode, value) => setReasons((current) => ({ ...current, [fundCode]: value }))}
        />
      </Space>
    </Card>
  );
}
