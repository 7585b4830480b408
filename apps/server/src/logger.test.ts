import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, requestChildLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ ...loggerOptions({ logLevel: 'info', nodeEnv: 'production' }), timestamp: false }, sink) };
}

// What each child writes for the same calls: the request's child logger must write what pino's own child() writes.
function linesOf(makeChild: (logger: pino.Logger) => pino.Logger): string[] {
  const { lines, logger } = capture();
  const child = makeChild(logger.child({ module: 'test' }));
  child.info({ body: { mobile: '13800000000', password: 'secret', token: 'abc' }, req: { headers: { accesstoken: 't' } } }, 'one');
  child.warn('two');
  child.child({ step: 'inner' }).error({ nested: { idno: '110101199003074514' } }, 'three');
  child.debug('not written at info');
  return lines;
}

describe('the request child logger', () => {
  it('writes the same lines as pino’s child(), the request id on each and the secrets redacted', () => {
    const bindings = { reqId: '0f8fad5b-d9cb-469f-a165-70867728950e' };
    const ours = linesOf((logger) => requestChildLogger(logger, bindings, {}) as pino.Logger);
    const pinos = linesOf((logger) => logger.child(bindings));
    expect(ours).toEqual(pinos);
    expect(ours).toHaveLength(3);
    for (const line of ours) expect(JSON.parse(line)).toMatchObject({ module: 'test', reqId: bindings.reqId });
    expect(ours.join('\n')).not.toMatch(/secret|"abc"|110101199003074514/);
  });

  it('leaves bindings that are not strings, and child options, to pino’s child()', () => {
    const { logger } = capture();
    const viaPino = requestChildLogger(logger, { reqId: { token: 'abc' } }, {}) as pino.Logger;
    expect(viaPino.bindings()).toEqual({ reqId: { token: '[redacted]' } });
    const withOptions = requestChildLogger(logger, { reqId: 'id-12345678' }, { level: 'error' }) as pino.Logger;
    expect(withOptions.level).toBe('error');
  });
});
