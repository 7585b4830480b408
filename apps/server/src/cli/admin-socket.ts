import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { UsageError, type CliCommand, type CommandContext } from './command-registry.ts';

export interface AdminRequest {
  // The registered command name (e.g. 'ta confirm') and its arguments.
  command: string;
  args: string[];
}

export interface AdminResponse {
  ok: boolean;
  output: string;
  // Set when the arguments were wrong, so the CLI exits with 2 rather than 1.
  usage?: boolean;
}

const MAX_REQUEST_BYTES = 64 * 1024;

export async function executeCommand(
  commands: readonly CliCommand[],
  context: CommandContext,
  request: AdminRequest,
): Promise<AdminResponse> {
  const command = commands.find((candidate) => candidate.name === request.command);
  if (!command) return { ok: false, usage: true, output: `未知命令：${request.command || '（空）'}` };
  try {
    return { ok: true, output: await command.run(context, request.args) };
  } catch (error) {
    if (error instanceof UsageError) return { ok: false, usage: true, output: `${error.message}\n用法：${command.usage}` };
    return { ok: false, output: error instanceof Error ? error.message : String(error) };
  }
}

export interface AdminServer {
  close(): Promise<void>;
}

// The running server answers CLI commands on DATA_DIR/admin.sock (mode 0600: only this machine's user).
// Protocol: one JSON line {command: string[]} in, one JSON line {ok, output} out.
export async function startAdminServer(
  socketPath: string,
  commands: readonly CliCommand[],
  context: CommandContext,
  log: FastifyBaseLogger,
): Promise<AdminServer> {
  // The caller holds the data directory lock, so a leftover socket file is stale.
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) return void socket.destroy();
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      socket.removeAllListeners('data');
      void answer(buffer.slice(0, newline)).then((response) => socket.end(`${JSON.stringify(response)}\n`));
    });
    socket.on('error', (error) => log.warn({ err: error }, 'admin socket connection error'));
  });
  const answer = async (line: string): Promise<AdminResponse> => {
    let request: AdminRequest;
    try {
      request = JSON.parse(line) as AdminRequest;
    } catch {
      return { ok: false, output: '请求不是合法的 JSON' };
    }
    const args: unknown = request?.args ?? [];
    if (typeof request?.command !== 'string' || !Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
      return { ok: false, usage: true, output: '请求格式应为 {"command": string, "args": string[]}' };
    }
    log.info({ command: request.command }, 'admin command');
    return executeCommand(commands, context, { command: request.command, args: args as string[] });
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (existsSync(socketPath)) unlinkSync(socketPath);
      }),
  };
}

export function sendAdminCommand(socketPath: string, request: AdminRequest, timeoutMs = 10 * 60 * 1000): Promise<AdminResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('等待服务进程应答超时')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer.trim()) as AdminResponse);
      } catch {
        reject(new Error('服务进程的应答无法解析'));
      }
    });
  });
}
