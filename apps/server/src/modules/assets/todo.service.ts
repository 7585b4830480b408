import { riskAssessmentExpired } from '@fund-direct/domain/codes';
import type { TodoItem, todoResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { formatMoney } from '@fund-direct/domain/format';
import { ID_LONG_TERM, ROUTE_PATHS } from '@fund-direct/domain/guards';
import { addDays, parseIsoDate } from '@fund-direct/domain/yield';
import type { z } from 'zod';
import { todayOf, type AssetsDeps } from './assets-deps.ts';
import { insertTodoDismissal, todoSources, type CustomerTodoFacts, type TodoSources } from './todo.repository.ts';

// To-dos are derived on read: a risk assessment or an ID card expiring within this many days (or
// expired), a plan deduction that failed within it, a remittance purchase still waiting for the money.
export const TODO_WINDOW_DAYS = 30;

export const TODO_NOT_FOUND = '待办事项不存在或已处理';

type TodoList = z.infer<typeof todoResponse>;

const dateOf = (yyyymmdd: string | null): string | null => (yyyymmdd ? (parseIsoDate(yyyymmdd) ?? null) : null);

function expiryTodos(facts: CustomerTodoFacts, today: string, now: Date): TodoItem[] {
  const list: TodoItem[] = [];
  const soon = addDays(today, TODO_WINDOW_DAYS);
  const riskDate = dateOf(facts.riskinvalidate);
  if (facts.riskability && riskAssessmentExpired(facts.riskinvalidate, facts.riskexpired, now)) {
    list.push({
      id: `risk_expired:${facts.riskinvalidate ?? 'flag'}`,
      kind: 'risk_expired',
      title: '风险测评已过期',
      content: riskDate
        ? `您的风险承受能力评测已于${riskDate}到期，请重新评测后再进行交易。`
        : '您的风险承受能力评测已过期，请重新评测后再进行交易。',
      path: ROUTE_PATHS.risk,
      date: riskDate,
    });
  } else if (facts.riskability && riskDate && riskDate <= soon) {
    list.push({
      id: `risk_expiring:${facts.riskinvalidate}`,
      kind: 'risk_expiring',
      title: '风险测评即将到期',
      content: `您的风险承受能力评测将于${riskDate}到期，请及时重新评测，以免影响交易。`,
      path: ROUTE_PATHS.risk,
      date: riskDate,
    });
  }
  const idDate = facts.invalidate && facts.invalidate.trim() !== ID_LONG_TERM ? dateOf(facts.invalidate.replace(/\D/g, '')) : null;
  if (idDate && idDate < today) {
    list.push({
      id: `id_expired:${facts.invalidate}`,
      kind: 'id_expired',
      title: '身份证已过期',
      content: `您的身份证已于${idDate}到期，请重新上传身份证。`,
      path: ROUTE_PATHS.personInfo,
      date: idDate,
    });
  } else if (idDate && idDate <= soon) {
    list.push({
      id: `id_expiring:${facts.invalidate}`,
      kind: 'id_expiring',
      title: '身份证即将到期',
      content: `您的身份证将于${idDate}到期，请及时更新证件信息，以免影响交易。`,
      path: ROUTE_PATHS.personInfo,
      date: idDate,
    });
  }
  return list;
}

// The first day whose failed plan deductions are still to do.
export function todoSince(deps: AssetsDeps): string {
  return addDays(todayOf(deps), -TODO_WINDOW_DAYS);
}

// GET /trade/todo: what is still to do, less what the customer dismissed.
export async function todoList(deps: AssetsDeps, customerId: string): Promise<TodoList> {
  return todoListFrom(deps, await todoSources(deps.db, customerId, todoSince(deps)));
}

export function todoListFrom(deps: AssetsDeps, sources: TodoSources | undefined): TodoList {
  const now = deps.now();
  const today = todayOf(deps);
  if (!sources) throw new AppError('UNAUTHORIZED');
  const todos: TodoItem[] = [
    ...expiryTodos(sources, today, now),
    ...sources.failed.map((run) => ({
      id: `plan_failed:${run.planNo}:${run.runDate}`,
      kind: 'plan_failed',
      title: '定投扣款失败',
      content: `您的定投计划（${run.fundName}，每期${formatMoney(run.amount)}元）${run.runDate}扣款失败${run.reason ? `：${run.reason}` : ''}。`,
      path: ROUTE_PATHS.myFix,
      date: run.runDate,
    })),
    ...sources.remits.map((order) => ({
      id: `remit_awaiting:${order.orderNo}`,
      kind: 'remit_awaiting',
      title: '汇款待支付',
      content: `您购买${order.fundName}的订单（订单号${order.orderNo}，${formatMoney(order.amount)}元）尚未收到汇款，请于${order.tradeDate} 15:00前完成汇款，逾期订单将失败。`,
      path: ROUTE_PATHS.tradeRecord,
      date: order.tradeDate,
    })),
  ];
  const dismissed = new Set(sources.dismissed);
  return { list: todos.filter((todo) => !dismissed.has(todo.id)) };
}

// POST /trade/todo { id }: hidden until its cause changes (a new cause is a new id).
export async function dismissTodo(deps: AssetsDeps, customerId: string, id: string): Promise<TodoList> {
  const current = await todoList(deps, customerId);
  if (!current.list.some((todo) => todo.id === id)) throw new AppError('RESOURCE_NOT_FOUND', TODO_NOT_FOUND);
  await insertTodoDismissal(deps.db, customerId, id, deps.now());
  return { list: current.list.filter((todo) => todo.id !== id) };
}
