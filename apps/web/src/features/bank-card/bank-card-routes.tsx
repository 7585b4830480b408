import type { RouteObject } from 'react-router';
import { accountPage } from '@/components/account-route.ts';

// bank, add_bank, change_bank, bank_sign, bank_detail, inside the account area.
export const bankCardRoutes: RouteObject[] = [
  accountPage('bank', () => import('./routes/bank-page.tsx').then((m) => ({ Component: m.BankPage }))),
  accountPage('addBank', () => import('./routes/add-bank-page.tsx').then((m) => ({ Component: m.AddBankPage }))),
  accountPage('changeBank', () => import('./routes/change-bank-page.tsx').then((m) => ({ Component: m.ChangeBankPage }))),
  accountPage('bankSign', () => import('./routes/bank-sign-page.tsx').then((m) => ({ Component: m.BankSignPage }))),
  accountPage('bankDetail', () => import('./routes/bank-detail-page.tsx').then((m) => ({ Component: m.BankDetailPage }))),
];
