import { AccountBookOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const bankStatementMenu: OpsMenuEntry[] = [
  { path: '/bank-statements', label: '银行流水', icon: <AccountBookOutlined />, permission: 'bank.statement', group: 'service' },
];

export const bankStatementRoutes: RouteObject[] = [
  { path: 'bank-statements', lazy: () => import('./routes/bank-statement-page.tsx').then((m) => ({ Component: m.BankStatementPage })) },
  {
    path: 'bank-statements/:id',
    lazy: () => import('./routes/bank-statement-lines-page.tsx').then((m) => ({ Component: m.BankStatementLinesPage })),
  },
];
