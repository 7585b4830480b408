
describe('what the mode and the environment do not allow', () => {
  const who = () => ({
    actor: { id: 'x', username: 'maker', displayName: '运营', role: 'fund_ops' as const, sessionId: 's' },
    meta: { ip: null, userAgent: null },
  });
  const depsWith = (mode: 'embedded' | 'exchange', nodeEnv: 'production' | 'test') => ({
    db: t.database.db,
    config: { exchange: { ...t.config.exchange, mode }, nodeEnv },
    fieldCipher: t.app.fieldCipher,
    logger: { error: () => undefined },
    now: () => clock,
  });

  it('runs nothing in embedded mode, where the built-in batch confirms the orders', async () => {
    await expect(exportDay(depsWith('embedded', 'test'), who(), T)).rejects.toThrow(EXCHANGE_TEXT.embeddedMode);
    await expect(importDay(depsWith('embedded', 'test'), who(), T)).rejects.toThrow(EXCHANGE_TEXT.embeddedMode);
  });

  it('has no built-in registrar in production', async () => {
    await expect(answerAsRegistrar(depsWith('exchange', 'production'), who(), T)).rejects.toThrow(EXCHANGE_TEXT.counterpartyProduction);
  });
});
