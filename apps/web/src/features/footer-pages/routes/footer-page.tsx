import FilePdfOutlinedSvg from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { Result, Skeleton } from 'antd';
import { AGREEMENT_KEYS, agreementUrl, type FooterPageKey } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { useMatches } from 'react-router';
import { brand } from '@/lib/brand.ts';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { CopyablePhone } from '@/components/copyable-phone.tsx';
import { QrCode } from '@/components/qr-code.tsx';
import { RichText } from '@/components/rich-text.tsx';
import { prefetchForPage } from '@/lib/query-client.ts';
import { footerPageOptions, useFooterPage } from '../api/footer-page.ts';
import { FOOTER_DOCUMENTS } from '../footer-documents.ts';
import './footer-page.css';

const FilePdfOutlined = iconOf(FilePdfOutlinedSvg);

function useFooterKey(): FooterPageKey {
  const handle = useMatches().at(-1)?.handle as { footerKey?: FooterPageKey } | undefined;
  if (!handle?.footerKey) throw new Error('footer page without its key');
  return handle.footerKey;
}

function ContactExtras() {
  return (
    <section className="fd-footer-page__extra" aria-labelledby="fd-footer-contact">
      <h2 id="fd-footer-contact" className="fd-footer-page__subtitle">
        快速联系
      </h2>
      <div className="fd-footer-page__phones">
        <CopyablePhone label="客服热线" display={brand.contact.hotlineDisplay} value={brand.contact.hotline} />
        <CopyablePhone label="公司电话" display={brand.contact.phone} />
        <CopyablePhone label="传真" display={brand.contact.fax} />
      </div>
      <div className="fd-footer-page__qr">
        {brand.qrCodes.map((code) => (
          <QrCode key={code.key} value={code.value} label={code.label} />
        ))}
      </div>
    </section>
  );
}

// The page's text starts loading with its chunk (on the server the HTML waits for it).
export async function loadFooterPage(key: FooterPageKey): Promise<null> {
  await prefetchForPage((client) => [client.prefetchQuery(footerPageOptions(key))]);
  return null;
}

// §2 footer pages: the company's own text from the content call, with the PDFs of §7 that go with it.
export function FooterPage() {
  const key = useFooterKey();
  const { data: page, isError, refetch } = useFooterPage(key);
  const documents = FOOTER_DOCUMENTS[key] ?? [];

  return (
    <div className="fd-container fd-footer-page">
      <PageBreadcrumbs items={[{ title: page?.title ?? '…' }]} />
      {page ? (
        <article className="fd-footer-page__article" aria-labelledby="fd-footer-page-title">
          <header className="fd-footer-page__head">
            <h1 id="fd-footer-page-title" className="fd-footer-page__title">
              {page.title}
            </h1>
            <p className="fd-footer-page__date">更新日期：{formatDate(page.updatedAt)}</p>
          </header>
          <RichText html={page.contentHtml} />
          {key === 'contact_us' ? <ContactExtras /> : null}
          {documents.length > 0 ? (
            <section className="fd-footer-page__extra" aria-labelledby="fd-footer-docs">
              <h2 id="fd-footer-docs" className="fd-footer-page__subtitle">
                相关协议与规则
              </h2>
              <ul className="fd-footer-page__docs">
                {documents.map((doc) => (
                  <li key={doc}>
                    <a href={agreementUrl(doc)} target="_blank" rel="noopener noreferrer">
                      <FilePdfOutlined aria-hidden />《{AGREEMENT_KEYS[doc]}》
                      <span className="fd-footer-page__hint">（PDF，在新窗口打开）</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      ) : isError ? (
        <Result
          status="warning"
          title="内容加载失败"
          extra={
            <button type="button" className="fd-button fd-button--primary" onClick={() => void refetch()}>
              重试
            </button>
          }
        />
      ) : (
        <Skeleton active title paragraph={{ rows: 10 }} />
      )}
    </div>
  );
}
