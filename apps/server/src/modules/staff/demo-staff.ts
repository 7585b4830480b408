import type { StaffRole } from '@fund-direct/domain/ops';

export interface DemoStaff {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
  // Base32, as an authenticator app takes it; published on purpose, so demos and tests can log in.
  totpSecret: string;
}

// Development and test only (the seed is demoOnly): `npm start` and the README print these.
export const DEMO_STAFF: readonly DemoStaff[] = [
  { username: 'admin', displayName: '王敏', role: 'admin', password: 'Admin#2026demo', totpSecret: '3RNZBXZSHLZZJANOYKHPLGUX7Q7I6MV4' },
  // The second administrator: staff changes one administrator proposes take effect only when the other approves.
  { username: 'admin2', displayName: '刘安', role: 'admin', password: 'Admin2#2026demo', totpSecret: 'TTZXJRFJRPBG6KL5ZE5YOEZ7YKVOVSGR' },
  {
    username: 'maker',
    displayName: '李晓运',
    role: 'fund_ops',
    password: 'Maker#2026demo',
    totpSecret: 'KPJ7OTNLLFXXUPTVNRF5Q3DCT62Z33K3',
  },
  {
    username: 'checker',
    displayName: '张复核',
    role: 'checker',
    password: 'Checker#2026demo',
    totpSecret: 'VSSVYRJ3W3VCCW3GCSTNDDCRCEG6TQ2Q',
  },
  {
    username: 'auditor',
    displayName: '赵合规',
    role: 'auditor',
    password: 'Auditor#2026demo',
    totpSecret: 'SEWZEWUNT7CSG2ZUH27TKGQASG7JX5EN',
  },
  {
    username: 'service',
    displayName: '陈客服',
    role: 'service',
    password: 'Service#2026demo',
    totpSecret: '5NOVB6BWD2XNQ4YCLMSFXHIDL44SX2R2',
  },
  {
    username: 'content',
    displayName: '周文',
    role: 'content',
    password: 'Content#2026demo',
    totpSecret: 'A5STD6LKB6QYEVBMLYAJPW2SP2ZEAOVU',
  },
];
