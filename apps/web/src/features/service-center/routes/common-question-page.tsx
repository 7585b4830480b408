import { Collapse } from 'antd';
import { Link } from 'react-router';
import { brand } from '@/lib/brand.ts';
import { RichText } from '@/components/rich-text.tsx';
import { useServiceCenterList } from '../api/service-center-list.ts';
import { QueryState } from '../components/query-state.tsx';
import { useRequiredServiceEntry } from '../use-service-entry.ts';

// §2 common_question: the questions as a collapsible FAQ, the newest first and open.
export function CommonQuestionPage() {
  const { serviceType } = useRequiredServiceEntry();
  const { data, isError, refetch } = useServiceCenterList(serviceType);
  return (
    <>
      <QueryState
        data={data}
        isError={isError}
        onRetry={() => void refetch()}
        isEmpty={(list) => list.length === 0}
        emptyText="暂无常见问题"
      >
        {(list) => (
          <Collapse
            className="fd-faq"
            defaultActiveKey={list[0] ? [String(list[0].id)] : []}
            expandIconPlacement="end"
            items={list.map((item, index) => ({
              key: String(item.id),
              label: (
                <span className="fd-faq__question">
                  <span className="fd-faq__mark" aria-hidden>
                    Q{index + 1}
                  </span>
                  {item.title}
                </span>
              ),
              children: <RichText html={item.contentHtml} className="fd-faq__answer" />,
            }))}
          />
        )}
      </QueryState>
      <p className="fd-service__more">
        没有找到您的问题？请拨打客服热线 <a href={`tel:${brand.contact.hotline}`}>{brand.contact.hotlineDisplay}</a>，或查看
        <Link to="/services/personal_guide">个人投资指南</Link>。
      </p>
    </>
  );
}
