import { Button } from 'antd';
import type { TodoItem } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { Link } from 'react-router';
import { SectionTitle } from '@/components/section-title.tsx';

interface MyAssetsTodosProps {
  list: readonly TodoItem[];
  // The id being dismissed, whose button shows it is busy.
  dismissing: string | null;
  onDismiss: (id: string) => void;
}

// Things the customer should do (renew the risk assessment or the ID card, a failed plan deduction, a
// remittance still awaited): each links to where it is done and can be put aside.
export function MyAssetsTodos({ list, dismissing, onDismiss }: MyAssetsTodosProps) {
  return (
    <section className="fd-my-assets__section" aria-labelledby="fd-my-assets-todo">
      <SectionTitle id="fd-my-assets-todo" title={`待办事项（${list.length}）`} />
      {list.length === 0 ? (
        <p className="fd-my-assets__none">暂无待办事项</p>
      ) : (
        <ul className="fd-my-assets-notes" aria-label="待办事项">
          {list.map((todo) => (
            <li key={todo.id} className="fd-my-assets-notes__item">
              <div className="fd-my-assets-notes__body">
                <p className="fd-my-assets-notes__title">{todo.title}</p>
                <p className="fd-my-assets-notes__text">{todo.content}</p>
                {todo.date ? <p className="fd-my-assets-notes__date fd-num">{formatDate(todo.date)}</p> : null}
              </div>
              <div className="fd-my-assets-notes__actions">
                <Link to={todo.path} className="fd-button fd-button--small fd-button--primary" aria-label={`去处理 ${todo.title}`}>
                  去处理
                </Link>
                <Button size="small" loading={dismissing === todo.id} onClick={() => onDismiss(todo.id)} aria-label={`忽略 ${todo.title}`}>
                  忽略
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
