import type { NavProblem } from '@fund-direct/domain/nav';
import { Alert, Typography } from 'antd';

const MAX_SHOWN = 50;

// Every problem of the last check, with its line, column and field: errors in red, flags needing a reason in orange.
export function NavProblems({ errors, flags, valid }: { errors: readonly NavProblem[]; flags: readonly NavProblem[]; valid: boolean }) {
  if (errors.length === 0 && flags.length === 0) {
    return valid ? <Alert type="success" showIcon title="校验通过：可以提交复核" /> : null;
  }
  const list = (problems: readonly NavProblem[], type: 'danger' | 'warning') => (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {problems.slice(0, MAX_SHOWN).map((p) => (
        <li key={`${p.kind}-${p.line}-${p.column ?? 0}-${p.message}`}>
          <Typography.Text type={type}>{p.text}</Typography.Text>
        </li>
      ))}
      {problems.length > MAX_SHOWN ? <li>……共 {problems.length} 处</li> : null}
    </ul>
  );
  return (
    <>
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`${errors.length} 处错误，修改后才能提交（不会写入任何数据）`}
          description={list(errors, 'danger')}
        />
      ) : null}
      {flags.length > 0 ? (
        <Alert type="warning" showIcon title={`${flags.length} 处异常波动，请在表格中逐只填写原因`} description={list(flags, 'warning')} />
      ) : null}
    </>
  );
}
