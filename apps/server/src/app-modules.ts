import { staffProposalHandler } from './modules/staff/staff-proposal.handler.ts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { CliCommand } from './cli/command-registry.ts';
import { createSeedCommand, migrateCommand } from './cli/core-commands.ts';
import { backupCommand, restoreCommand } from './cli/backup-commands.ts';
import type { Config } from './config.ts';
import type { FieldCipher } from './security/field-cipher.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { SeedModule } from './db/seed/seed-module.ts';
import { systemParamsSeed } from './db/seed/system-params.seed.ts';
import { accountOpeningRoutes } from './modules/account-opening/account-opening.routes.ts';
import { idReviewCommand } from './modules/account-opening/id-review.command.ts';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes.ts';
import { assetsHistoryRoutes } from './modules/assets/assets-history.routes.ts';
import { assetsHoldingsRoutes } from './modules/assets/assets-holdings.routes.ts';
import { demoHistorySeed } from './modules/assets/demo-history.seed.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { demoAccountsSeed } from './modules/auth/demo-accounts.seed.ts';
import { passwordRoutes } from './modules/auth/password.routes.ts';
import { bankCardRoutes } from './modules/bank-card/bank-card.routes.ts';
import { bankCardSeed } from './modules/bank-card/bank-card.seed.ts';
import { behaviourRoutes } from './modules/behaviour/behaviour.routes.ts';
import { startCalendarRefresh } from './modules/calendar/calendar-refresh.ts';
import { calendarImportCommand, calendarListCommand } from './modules/calendar/calendar.command.ts';
import { calendarOpsRoutes } from './modules/calendar/calendar.ops-routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentSeed } from './modules/content/seed/content.seed.ts';
import { siteContentOpsRoutes } from './modules/content/simple-content.ops-routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { dictionarySeed } from './modules/dictionary/dictionary.seed.ts';
import { dividendOpsRoutes } from './modules/fund/dividend.ops-routes.ts';
import { fundDocumentRoutes } from './modules/fund/fund-document.routes.ts';
import { fundOpsRoutes } from './modules/fund/fund.ops-routes.ts';
import { fundRoutes } from './modules/fund/fund.routes.ts';
import { navImportCommand } from './modules/fund/nav-import.command.ts';
import { fundReportImportCommand } from './modules/fund/fund-report-import.command.ts';
import { navOpsRoutes } from './modules/fund/nav-ops.routes.ts';
import { fundReportOpsRoutes } from './modules/fund/fund-report.ops-routes.ts';
import { fundReportImportHandler } from './modules/fund/fund-report-import.handler.ts';
import { navPublishHandler } from './modules/fund/nav-publish.handler.ts';
import { demoNavSeed, fundSeed } from './modules/fund/seed/fund.seed.ts';
import { demoFundReportSeed, fundReportSeed } from './modules/fund/seed/fund-report.seed.ts';
import { dividendDeclareHandler } from './modules/fund/dividend-declare.handler.ts';
import { fundUpdateHandler } from './modules/fund/fund-update.handler.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { managerRoutes } from './modules/manager/manager.routes.ts';
import { riskRoutes } from './modules/risk/risk.routes.ts';
import { demoRiskSeed, riskSeed } from './modules/risk/risk.seed.ts';
import { refreshSearchIndexes } from './modules/search/search-registry.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { serveRoutes } from './modules/serve/serve.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { taConfirmCommand } from './modules/ta/ta-confirm.command.ts';
import { taOpsRoutes } from './modules/ta/ta.ops-routes.ts';
import { instantAdvanceOpsRoutes } from './modules/trading/instant-advance.ops-routes.ts';
import { instantTotalHandler } from './modules/trading/instant-total.handler.ts';
import { reconcileCommand } from './modules/reconciliation/reconcile.command.ts';
import { taRebuildCommand } from './modules/ta/ta-rebuild.command.ts';
import { startTaScheduler } from './modules/ta/ta-scheduler.ts';
import { runTaOnce } from './modules/ta/ta-run-once.ts';
import { taRunHandler } from './modules/ta/ta-run.handler.ts';
import { calendarImportHandler } from './modules/calendar/calendar-import.handler.ts';
import { taSimulateCommand } from './modules/ta/ta-simulate.command.ts';
import { demoTradePasswordSeed } from './modules/trade-password/demo-trade-password.seed.ts';
import { tradePasswordRoutes } from './modules/trade-password/trade-password.routes.ts';
import { remitArriveCommand } from './modules/trading/remit.command.ts';
import { exchangeCounterpartyCommand, exchangeExportCommand, exchangeImportCommand } from './modules/exchange/exchange.command.ts';
import { demoDayConfirmer } from './modules/exchange/exchange-day.service.ts';
import { exchangeOpsRoutes } from './modules/exchange/exchange.ops-routes.ts';
import { tradingRoutes } from './modules/trading/trading.routes.ts';
import type { ProposalHandler } from './modules/approval/proposal-handler.public.ts';
import { proposalRoutes } from './modules/approval/proposal.routes.ts';
import { opsDashboardRoutes } from './modules/ops-dashboard/ops-dashboard.routes.ts';
import { demoStaffSeed } from './modules/staff/demo-staff.seed.ts';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes.ts';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.ts';
import { staffCreateCommand } from './modules/staff/staff.command.ts';
import { auditLogRoutes } from './modules/audit/audit-log.routes.ts';
import { auditVerifyCommand } from './modules/audit/audit-verify.command.ts';
import { opsCustomerRoutes } from './modules/ops-customers/ops-customers.routes.ts';
import { noticeOpsRoutes } from './modules/content/notice.ops-routes.ts';
import { noticePublishHandler, noticeUnpublishHandler } from './modules/content/notice-publish.handler.ts';
import { mediaOpsRoutes } from './modules/content/media.ops-routes.ts';
import { articleOpsRoutes } from './modules/content/article.ops-routes.ts';
import { mediaRoutes } from './modules/content/media.routes.ts';
import { orderCancelHandler } from './modules/ops-customers/order-cancel.handler.ts';
import { idCardReviewOpsRoutes } from './modules/account-opening/id-card-review.ops-routes.ts';
import { remittanceOpsRoutes } from './modules/trading/remittance.ops-routes.ts';
import { bankStatementOpsRoutes } from './modules/bank-statement/bank-statement.ops-routes.ts';
import { bankStatementImportCommand } from './modules/bank-statement/bank-statement.command.ts';
import { createRotateDataKeyCommand, rotateRsaKeyCommand } from './modules/security/key-rotation.command.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { personalDataRoutes } from './modules/personal-data/personal-data.routes.ts';
import { dataExportFileRoutes } from './modules/personal-data/data-export-files.routes.ts';
import { startDataExportPoller } from './modules/personal-data/data-export.job.ts';
import { demoConsentsSeed } from './modules/consent/demo-consents.seed.ts';
import { startSiteChangeRelay } from './modules/site-changes/site-change-relay.ts';
import { startSessionRevocationRelay } from './modules/session/session-revocation-relay.ts';

// The composition root's list of modules: the only file that names every module's routes, seeds, CLI commands and jobs
// (layer rules, issue 15). Add a new module's pieces here.

// Every /api module, registered inside the /api scope (signing, session, rate limit, decryption apply).
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
  mediaRoutes,
  personalDataRoutes,
];

// The operations console's API, registered inside the /api/ops scope (staff session and permission checks apply;
// every route declares config.permission).
export const OPS_ROUTE_PLUGINS: readonly FastifyPluginAsync[] = [
  staffAuthRoutes,
  staffAdminRoutes,
  proposalRoutes,
  taOpsRoutes,
  calendarOpsRoutes,
  auditLogRoutes,
  opsCustomerRoutes,
  opsDashboardRoutes,
  fundOpsRoutes,
  dividendOpsRoutes,
  navOpsRoutes,
  fundReportOpsRoutes,
  siteContentOpsRoutes,
  noticeOpsRoutes,
  mediaOpsRoutes,
  idCardReviewOpsRoutes,
  remittanceOpsRoutes,
  bankStatementOpsRoutes,
  articleOpsRoutes,
  instantAdvanceOpsRoutes,
  exchangeOpsRoutes,
];

// Routes at the site's root beside the web app (crawler files, plain download links outside the signed /api), registered
// before the web app's fallback.
export const SITE_ROUTE_PLUGINS: readonly FastifyPluginAsync[] = [sitemapRoutes, dataExportFileRoutes];

// What each kind of maker–checker proposal does once approved (issue 17).
export const PROPOSAL_HANDLERS: readonly ProposalHandler[] = [
  fundUpdateHandler,
  navPublishHandler,
  dividendDeclareHandler,
  taRunHandler,
  calendarImportHandler,
  noticePublishHandler,
  noticeUnpublishHandler,
  orderCancelHandler,
  instantTotalHandler,
  fundReportImportHandler,
  staffProposalHandler,
];

// Ordered: a module may rely on the rows of the modules before it. The demoOnly ones (demo customers, their history,
// synthetic NAVs, demo staff) never run in production; the rest is the reference data every deployment needs.
export const SEED_MODULES: readonly SeedModule[] = [
  systemParamsSeed,
  demoAccountsSeed,
  fundSeed,
  demoNavSeed,
  fundReportSeed,
  demoFundReportSeed,
  contentSeed,
  dictionarySeed,
  riskSeed,
  demoRiskSeed,
  demoTradePasswordSeed,
  bankCardSeed,
  demoHistorySeed,
  demoConsentsSeed,
  demoStaffSeed,
];

// Every command the CLI knows, in `help` order; commands run in the server process when it holds the data directory.
export const CLI_COMMANDS: readonly CliCommand[] = [
  migrateCommand,
  createSeedCommand(SEED_MODULES, refreshSearchIndexes),
  navImportCommand,
  fundReportImportCommand,
  idReviewCommand,
  taConfirmCommand,
  taSimulateCommand,
  taRebuildCommand,
  reconcileCommand,
  remitArriveCommand,
  exchangeExportCommand,
  exchangeCounterpartyCommand,
  exchangeImportCommand,
  bankStatementImportCommand,
  calendarImportCommand,
  calendarListCommand,
  staffCreateCommand,
  auditVerifyCommand,
  createRotateDataKeyCommand(),
  rotateRsaKeyCommand,
  backupCommand,
  restoreCommand,
];

export interface JobContext {
  config: Config;
  database: DatabaseHandle;
  fieldCipher: FieldCipher;
  now: () => Date;
  logger: FastifyBaseLogger;
}

export interface BackgroundJob {
  name: string;
  enabled(config: Config): boolean;
  start(context: JobContext): { stop(): Promise<void> | void };
}

// Timers the server runs next to the requests.
export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  {
    // Instances sharing PostgreSQL poll for calendar years another instance imported.
    name: 'calendar refresh',
    enabled: (config) => Boolean(config.databaseUrl),
    start: ({ database, logger }) => startCalendarRefresh(database, logger),
  },
  {
    // Demo mode: each closed trading day's synthetic NAVs and batch.
    name: 'TA scheduler',
    enabled: (config) => config.taSchedule === 'demo' && !config.inMemory && config.nodeEnv !== 'test',
    start: ({ config, database, fieldCipher, now, logger }) =>
      startTaScheduler({
        db: database.db,
        once: (work) => runTaOnce(database, work),
        now,
        logger,
        confirm: demoDayConfirmer(config.exchange, fieldCipher, logger),
      }),
  },
  {
    // Exports another instance took and never finished, and the files of expired download links.
    name: 'data export poller',
    enabled: (config) => config.nodeEnv !== 'test',
    start: ({ database, fieldCipher, now, logger }) => startDataExportPoller({ db: database.db, cipher: fieldCipher, now, log: logger }),
  },
  {
    // Instances sharing PostgreSQL drop their server-rendered pages when another one changes the site's data.
    name: 'site change relay',
    enabled: (config) => Boolean(config.databaseUrl),
    start: ({ config, database, logger }) => startSiteChangeRelay(config.databaseUrl ?? '', database, logger),
  },
  {
    // Instances sharing PostgreSQL drop the sessions they keep in memory when one is revoked anywhere.
    name: 'session revocation relay',
    enabled: (config) => Boolean(config.databaseUrl),
    start: ({ config, logger }) => startSessionRevocationRelay(config.databaseUrl ?? '', logger),
  },
];
