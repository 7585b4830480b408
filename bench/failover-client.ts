import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';
import { signedHeaders } from './bench-server.ts';

// A customer of the site as the web client behaves: signed calls (§9), RSA-encrypted passwords, and a purchase that meets
// a failure sent again with the same clientRequestId until the site answers.

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data?: T;
}

export interface CallResult<T = unknown> {
  ok: boolean;
  // Transport failure or a 5xx: what a client cannot tell apart from "maybe done".
  failed: boolean;
  body?: Envelope<T>;
  ms: number;
}

const REQUEST_TIMEOUT_MS = 20_000;

export class SiteClient {
  private publicKey: string | null = null;
  token: string | null = null;

  constructor(readonly baseUrl: string) {}

  async call<T>(method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}): Promise<CallResult<T>> {
    const started = performance.now();
    const headers = signedHeaders(method, path, params, this.token ?? undefined);
    const url =
      method === 'GET'
        ? `${this.baseUrl}/api${path}?${new URLSearchParams(params as Record<string, string>).toString()}`
        : `${this.baseUrl}/api${path}`;
    try {
      const response = await fetch(url, {
        method,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json()) as Envelope<T>;
      return { ok: body.code === '0000', failed: response.status >= 500, body, ms: performance.now() - started };
    } catch {
      return { ok: false, failed: true, ms: performance.now() - started };
    }
  }

  async encrypt(plaintext: string): Promise<string> {
    if (!this.publicKey) {
      const answer = await this.call<{ publicKey: string }>('GET', '/security/public-key');
      if (!answer.body?.data) throw new Error('no public key');
      this.publicKey = answer.body.data.publicKey;
    }
    const key = createPublicKey({ key: Buffer.from(this.publicKey, 'base64'), format: 'der', type: 'spki' });
    return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plaintext, 'utf8')).toString(
      'base64',
    );
  }

  async login(mobile: string, password: string): Promise<CallResult<{ accesstoken: string }>> {
    const answer = await this.call<{ accesstoken: string }>('POST', '/account/token-login', {
      loginType: '10',
      loginId: mobile,
      password: await this.encrypt(password),
    });
    if (answer.ok && answer.body?.data) this.token = answer.body.data.accesstoken;
    return answer;
  }

  newRequestId(): string {
    return randomUUID();
  }
}
