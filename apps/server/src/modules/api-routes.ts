import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './auth/account.routes.ts';
import { accountOpeningRoutes } from './account-opening/account-opening.routes.ts';
import { bankCardRoutes } from './bank-card/bank-card.routes.ts';
import { accountSecurityRoutes } from './account-security/account-security.routes.ts';
import { behaviourRoutes } from './behaviour/behaviour.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { passwordRoutes } from './auth/password.routes.ts';
import { devRoutes } from './dev/dev.routes.ts';
import { dictionaryRoutes } from './dictionary/dictionary.routes.ts';
import { riskRoutes } from './risk/risk.routes.ts';
import { tradePasswordRoutes } from './trade-password/trade-password.routes.ts';
import { fundDocumentRoutes } from './fund/fund-document.routes.ts';
import { fundRoutes } from './fund/fund.routes.ts';
import { managerRoutes } from './manager/manager.routes.ts';
import { serveRoutes } from './serve/serve.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { securityRoutes } from './security/security.routes.ts';
import { systemRoutes } from './system/system.routes.ts';
import { tradingRoutes } from './trading/trading.routes.ts';
import { assetsHoldingsRoutes } from './assets/assets-holdings.routes.ts';
import { assetsHistoryRoutes } from './assets/assets-history.routes.ts';

// Every /api module, registered inside the /api scope (signing, session, rate limit, decryption apply). Add new modules here.
export const API_ROUTE_PLUGINS: readonly FastifyPluginAsync[] = [
  healthRoutes,
  systemRoutes,
  securityRoutes,
  serveRoutes,
  authRoutes,
  passwordRoutes,
  accountRoutes,
  contentRoutes,
  devRoutes,
  fundRoutes,
  fundDocumentRoutes,
  managerRoutes,
  behaviourRoutes,
  searchRoutes,
  bankCardRoutes,
  accountSecurityRoutes,
  dictionaryRoutes,
  riskRoutes,
  tradePasswordRoutes,
  accountOpeningRoutes,
  tradingRoutes,
  assetsHoldingsRoutes,
  assetsHistoryRoutes,
];
