import { Pagination } from 'antd';

interface ListPaginationProps {
  className: string;
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number) => void;
  // Counter word of the total line: 条 for notices, 篇 for articles.
  unit?: string;
}

// A fixed-size paged list: shown only when there is more than one page, with the total count.
export function ListPagination({ className, pageNum, pageSize, total, onChange, unit = '条' }: ListPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      className={className}
      current={pageNum}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showTotal={(count) => `共 ${count} ${unit}`}
      onChange={onChange}
    />
  );
}
