import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';

interface FilterDrawerPanelProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onReset: () => void;
  onApply: () => void;
  children: ReactNode;
}

// The bottom drawer of filter-drawer.tsx, in a chunk of its own: a desktop visit, and a phone that never opens it, do
// not load it.
export default function FilterDrawerPanel({ title, open, onClose, onReset, onApply, children }: FilterDrawerPanelProps) {
  return (
    <Drawer
      title={title}
      placement="bottom"
      size="auto"
      open={open}
      onClose={onClose}
      destroyOnHidden
      classNames={{ wrapper: 'fd-filter-drawer__panel', section: 'fd-filter-drawer__panel', body: 'fd-filter-drawer__body' }}
      footer={
        <div className="fd-filter-drawer__footer">
          <Button onClick={onReset}>重置</Button>
          <Button type="primary" onClick={onApply}>
            确定
          </Button>
        </div>
      }
    >
      {children}
    </Drawer>
  );
}
