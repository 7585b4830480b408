import type { RouteObject } from 'react-router';
import { accountPage } from '@/components/account-route.ts';

// update_id_card and person_info, inside the account area.
export const identityAccountRoutes: RouteObject[] = [
  accountPage('personInfo', () => import('./routes/person-info-page.tsx').then((m) => ({ Component: m.PersonInfoPage }))),
  accountPage('updateIdCard', () => import('./routes/update-id-card-page.tsx').then((m) => ({ Component: m.UpdateIdCardPage }))),
];
