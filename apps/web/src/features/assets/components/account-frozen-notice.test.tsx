import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { AccountFrozenNotice } from './account-frozen-notice.tsx';

afterEach(() => clearSession());

describe('AccountFrozenNotice', () => {
  it('tells a frozen customer why trading is closed', () => {
    setToken('t-1');
    setUser({ custname: '王明', custbelongto: '1', isEnterprise: 0, accountFrozen: { reason: '应您的要求临时冻结' } });
    render(<AccountFrozenNotice />);
    expect(screen.getByRole('alert').textContent).toContain(
      '您的账户已被冻结，暂不能交易，如有疑问请致电客服热线（原因：应您的要求临时冻结）',
    );
  });

  it('shows nothing for an account that is not frozen', () => {
    setToken('t-1');
    setUser({ custname: '王明', custbelongto: '1', isEnterprise: 0, accountFrozen: null });
    const { container } = render(<AccountFrozenNotice />);
    expect(container.textContent).toBe('');
  });
});
