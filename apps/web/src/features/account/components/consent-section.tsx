import { formatDate } from '@fund-direct/domain/format';
import { QueryStatus } from '@/components/query-status.tsx';
import { useConsents } from '../api/consent-list.ts';

// The agreements the customer accepted: which version, when, and while doing what; each opens as accepted.
export function ConsentSection() {
  const consents = useConsents();
  const list = consents.data?.list ?? [];
  return (
    <section aria-labelledby="fd-consents">
      <h2 className="fd-account-subtitle" id="fd-consents">
        已同意的协议
      </h2>
      <QueryStatus loading={consents.isPending} error={consents.isError} onRetry={() => void consents.refetch()} />
      {list.length > 0 ? (
        <ul className="fd-account-list" aria-label="已同意的协议">
          {list.map((item) => (
            <li key={item.id} className="fd-account-list__item">
              <span>
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.title}
                </a>
                <br />
                <span className="fd-account-list__meta">
                  版本 {item.versionDate} · {formatDate(item.acceptedAt, 'YYYY-MM-DD HH:mm')} {item.actionText}时同意
                </span>
              </span>
              <a href={item.url} download className="fd-account-link" aria-label={`下载${item.title}`}>
                下载
              </a>
            </li>
          ))}
        </ul>
      ) : consents.isSuccess ? (
        <p className="fd-account-note">暂无记录</p>
      ) : null}
    </section>
  );
}
