import type { FastifyInstance } from 'fastify';
import { createRedisClient } from '../../plugins/rate-limit.ts';
import { createOutbox, type Outbox } from '../dev/dev.public.ts';
import { createDbCodeStore } from './code-store.db.ts';
import { createRedisCodeStore } from './code-store.redis.ts';
import type { CodeStore } from './code-store.ts';
import { createImageCodeService, type ImageCodeService } from './image-code.service.ts';
import { createSmsBudget } from './sms-budget.ts';
import { createSmsCodeService, type SmsCodeService } from './sms-code.service.ts';
import { createSmsSender, loadSmsConfig, type SmsSender } from './sms-sender.ts';

export interface CodeServices {
  store: CodeStore;
  outbox: Outbox;
  sender: SmsSender;
  images: ImageCodeService;
  sms: SmsCodeService;
}

// One set per app (shared by every /api module that verifies codes, e.g. bank signing).
const byDatabase = new WeakMap<object, CodeServices>();

export function codeServicesOf(app: FastifyInstance): CodeServices {
  const existing = byDatabase.get(app.database);
  if (existing) return existing;
  const now = () => app.now();
  const store = app.config.redisUrl
    ? createRedisCodeStore(createRedisClient(app.config.redisUrl), { ownsConnection: true })
    : createDbCodeStore(app.db);
  const outbox = createOutbox(app.config.nodeEnv !== 'production');
  const sender = createSmsSender(loadSmsConfig(process.env, app.config.nodeEnv), app.log);
  const services: CodeServices = {
    store,
    outbox,
    sender,
    images: createImageCodeService({ store, outbox, now }),
    sms: createSmsCodeService({ store, sender, outbox, now, budget: createSmsBudget(app.db, app.config.smsBudget, app.log) }),
  };
  byDatabase.set(app.database, services);
  app.addHook('onClose', async () => {
    byDatabase.delete(app.database);
    await store.close();
  });
  return services;
}
