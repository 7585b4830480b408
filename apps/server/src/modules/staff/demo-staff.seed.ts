import type { SeedModule } from '../../db/seed/seed-module.ts';
import { passwordHasherFor } from '../auth/auth.public.ts';
import { DEMO_STAFF } from './demo-staff.ts';
import { upsertStaff } from './staff.repository.ts';

// Issue 17: the demo staff, enrolled already (fixed TOTP secrets) and with their passwords set, so a demo starts at the
// code prompt. Never in production.
export const demoStaffSeed: SeedModule = {
  name: 'demo-staff',
  demoOnly: true,
  async run({ tx, fieldCipher, now }) {
    const hasher = passwordHasherFor(process.env.NODE_ENV ?? 'development');
    for (const member of DEMO_STAFF) {
      await upsertStaff(tx, {
        username: member.username,
        displayName: member.displayName,
        role: member.role,
        passwordHash: await hasher.hash(member.password),
        mustChangePassword: false,
        totpSecret: fieldCipher.encrypt(member.totpSecret),
        totpPendingSecret: null,
        totpLastStep: null,
        failedLogins: 0,
        lockedUntil: null,
        disabledAt: null,
        createdAt: now,
        createdBy: null,
        createdApprovedBy: null,
        resetBy: null,
        resetApprovedBy: null,
        resetAt: null,
      });
    }
  },
};
