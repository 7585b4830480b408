import './filter-drawer.css';
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';

interface FilterDrawerProps<V> {
  // The filters as applied.
  value: V;
  // How many filters value sets; shown on the 筛选 button.
  count: number;
  title: string;
  onApply: (next: V) => void;
  onReset: () => void;
  // The filter controls over a value: the applied one on desktop, a draft in the drawer.
  children: (value: V, change: (patch: Partial<V>) => void, inDrawer: boolean) => ReactNode;
}

// On desktop the filters sit above their list and apply at once; below 576 px they move into a
// bottom drawer behind a 筛选 button, where they are edited as a draft and applied together, so a
// phone does not reload the list on every tap.
export function FilterDrawer<V>({ value, count, title, onApply, onReset, children }: FilterDrawerProps<V>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [draft, setDraft] = useState<V | null>(null);

  if (!phone) return <>{children(value, (patch) => onApply({ ...value, ...patch }), false)}</>;

  const close = () => setDraft(null);
  return (
    <div className="fd-filter-drawer">
      <Button
        icon={<FilterOutlined />}
        onClick={() => setDraft(value)}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `筛选，已设${count}项` : '筛选'}
      >
        筛选
        {count > 0 ? <Badge className="fd-filter-drawer__count" count={count} size="small" color="var(--fd-primary)" /> : null}
      </Button>
      <Drawer
        title={title}
        placement="bottom"
        size="auto"
        open={draft !== null}
        onClose={close}
        destroyOnHidden
        classNames={{ body: 'fd-filter-drawer__body' }}
        footer={
          <div className="fd-filter-drawer__footer">
            <Button
              onClick={() => {
                onReset();
                close();
              }}
            >
              重置
            </Button>
            <Button
              type="primary"
              onClick={() => {
                if (draft !== null) onApply(draft);
                close();
              }}
            >
              确定
            </Button>
          </div>
        }
      >
        {draft !== null
          ? children(draft, (patch) => setDraft((current) => (current === null ? current : { ...current, ...patch })), true)
          : null}
      </Drawer>
    </div>
  );
}
