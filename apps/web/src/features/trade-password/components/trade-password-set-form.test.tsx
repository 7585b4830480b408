import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADE_PASSWORD_TEXT } from '@fund-direct/domain/contracts';
import { TRADE_PASSWORD_WEAKNESS } from '@fund-direct/domain/validate';
import { clearUser, setUser } from '@/lib/auth-state.ts';
import { resetPublicKey } from '@/lib/field-encryption.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { TradePasswordSetForm } from './trade-password-set-form.tsx';

const LAZY = { timeout: 15_000 };
let pair: CryptoKeyPair;
let posted: Record<string, string>[] = [];

beforeEach(async () => {
  posted = [];
  resetPublicKey();
  pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))));
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = String(input);
    const json = (data: unknown, msg = '成功') =>
      new Response(JSON.stringify({ code: '0000', msg, data }), { headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/security/public-key')) return json({ alg: 'RSA-OAEP-256', publicKey });
    if (url === '/api/account/trade-password/set') {
      posted.push(JSON.parse(String(init.body)) as Record<string, string>);
      return json({}, TRADE_PASSWORD_TEXT.setSucceeded);
    }
    throw new Error(`unexpected call ${url}`);
  });
  // 王明, born 1990-03-07.
  setUser({ birthday: '19900307', mobileno: '13800000001' }, false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearUser();
});

async function decrypt(value: string | undefined): Promise<string> {
  const cipher = Uint8Array.from(atob(value ?? ''), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, cipher));
}

describe('TradePasswordSetForm', () => {
  it('checks the domain rules on the client, then sends both fields encrypted', async () => {
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <TradePasswordSetForm onDone={onDone} />
        </App>
      </QueryClientProvider>,
    );
    const password = await screen.findByLabelText('交易密码', {}, LAZY);
    const confirm = screen.getByLabelText('确认交易密码');
    expect(password.getAttribute('maxlength')).toBe('6');
    expect(password.getAttribute('inputmode')).toBe('numeric');
    const submit = screen.getByRole('button', { name: /确认设置/ });

    fireEvent.change(password, { target: { value: '111111' } });
    fireEvent.click(submit);
    expect(await screen.findByText(TRADE_PASSWORD_WEAKNESS.sameDigits)).toBeDefined();

    fireEvent.change(password, { target: { value: '900307' } });
    expect(await screen.findByText(TRADE_PASSWORD_WEAKNESS.birthday)).toBeDefined();

    fireEvent.change(password, { target: { value: '135792' } });
    fireEvent.change(confirm, { target: { value: '135790' } });
    fireEvent.click(submit);
    expect(await screen.findByText(TRADE_PASSWORD_TEXT.mismatch)).toBeDefined();
    expect(posted).toHaveLength(0);

    fireEvent.change(confirm, { target: { value: '135792' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted).toHaveLength(1);
    expect(posted[0]?.tradePassword).not.toBe('135792');
    expect(await decrypt(posted[0]?.tradePassword)).toBe('135792');
    expect(await decrypt(posted[0]?.confirmPassword)).toBe('135792');
  }, 30_000);
});
