import { AppError } from '@fund-direct/domain/errors';
import { can, type OpsPermission, type StaffRole } from '@fund-direct/domain/ops';
import type { StaffStage } from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Issue 17: the staff side of /api/ops. Staff sessions live in an HttpOnly, SameSite=Strict cookie scoped to
// /api/ops, so neither a script on a page nor a customer's token can carry them, and the customer API never sees it.
export const OPS_COOKIE = 'fd_ops';
export const OPS_PREFIX = '/api/ops';

// What a route demands: 'public' (the login itself), 'pending' (a session at any login step: the next step, me,
// logout), 'signed-in' (a complete login) or a permission of the role table (a complete login and the role).
export type OpsAccess = OpsPermission | 'public' | 'pending' | 'signed-in';

export interface StaffActor {
  id: string;
  username: string;
  displayName: string;
  role: StaffRole;
  sessionId: string;
}

export interface ResolvedStaffSession {
  actor: StaffActor;
  stage: StaffStage;
  idleExpiresAt: Date;
}

export interface StaffSessionResolver {
  // The live session of a token, touched if due; null when unknown, revoked, expired or the staff is disabled.
  resolve(token: string): Promise<ResolvedStaffSession | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: OpsAccess;
  }
  interface FastifyRequest {
    staff: StaffActor | null;
    staffSession: ResolvedStaffSession | null;
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function setOpsCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header('set-cookie', `${OPS_COOKIE}=${token}; Path=${OPS_PREFIX}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`);
}

export function clearOpsCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', `${OPS_COOKIE}=; Path=${OPS_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`);
}

// Every route of the scope must say who may call it: a route without `config.permission` stops the app from starting.
export function registerOpsAccess(scope: FastifyInstance, resolver: StaffSessionResolver): void {
  scope.decorateRequest('staff', null);
  scope.decorateRequest('staffSession', null);
  scope.addHook('onRoute', (route) => {
    if (!route.config?.permission) throw new Error(`ops route ${String(route.method)} ${route.url} declares no config.permission`);
  });
  // onRequest: refused before the body is parsed.
  scope.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.permission;
    if (!access) return; // the scope's 404 handler
    // SameSite=Strict already keeps the cookie off cross-site requests; browsers that say so are refused outright.
    if (request.method !== 'GET' && request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('OPS_FORBIDDEN');
    const token = readCookie(request.headers.cookie, OPS_COOKIE);
    const resolved = token ? await resolver.resolve(token) : null;
    if (resolved) {
      request.staffSession = resolved;
      if (resolved.stage === 'active') request.staff = resolved.actor;
    }
    if (access === 'public') return;
    if (!resolved) throw new AppError('OPS_UNAUTHORIZED');
    if (access === 'pending') return;
    if (resolved.stage !== 'active') throw new AppError('OPS_SECOND_FACTOR');
    if (access !== 'signed-in' && !can(resolved.actor.role, access)) throw new AppError('OPS_FORBIDDEN');
  });
}

export function currentStaff(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError('OPS_UNAUTHORIZED');
  return request.staff;
}

export function pendingStaffSession(request: FastifyRequest): ResolvedStaffSession {
  if (!request.staffSession) throw new AppError('OPS_UNAUTHORIZED');
  return request.staffSession;
}

export interface AuditMeta {
  ip: string;
  userAgent: string | null;
}

export function auditMeta(request: FastifyRequest): AuditMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null };
}
