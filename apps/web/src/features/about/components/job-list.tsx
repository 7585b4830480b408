import './job-list.css';
import { Collapse, Empty, Pagination, Skeleton } from 'antd';
import { formatDate } from '@fund-direct/domain/format';
import { useState } from 'react';
import { brand } from '@/lib/brand.ts';
import { SectionTitle } from '@/components/section-title.tsx';
import { JOB_PAGE_SIZE, useJobList } from '../api/job-list.ts';

// 人才招聘: open positions, each expandable to its duties and requirements.
export function JobList() {
  const [pageNum, setPageNum] = useState(1);
  const { data } = useJobList(pageNum);
  return (
    <section id="jobs" className="fd-about__section" aria-labelledby="fd-about-jobs">
      <SectionTitle id="fd-about-jobs" title="人才招聘" extra={data ? <span>共 {data.total} 个职位</span> : null} />
      {!data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : data.total === 0 ? (
        <Empty description="暂无招聘职位" />
      ) : (
        <>
          <Collapse
            className="fd-jobs"
            expandIconPlacement="end"
            items={data.list.map((job) => ({
              key: String(job.id),
              label: (
                <span className="fd-jobs__head">
                  <span className="fd-jobs__title">{job.title}</span>
                  <span className="fd-jobs__meta">
                    {job.department} · {job.location} · 招聘{job.headcount}人 · {formatDate(job.publishedAt)}
                  </span>
                </span>
              ),
              children: (
                <div className="fd-jobs__body">
                  <h3 className="fd-jobs__subtitle">岗位职责</h3>
                  <ol>
                    {job.duties.map((duty) => (
                      <li key={duty}>{duty}</li>
                    ))}
                  </ol>
                  <h3 className="fd-jobs__subtitle">任职要求</h3>
                  <ol>
                    {job.requirements.map((requirement) => (
                      <li key={requirement}>{requirement}</li>
                    ))}
                  </ol>
                </div>
              ),
            }))}
          />
          {data.total > JOB_PAGE_SIZE ? (
            <Pagination
              className="fd-jobs__pagination"
              current={pageNum}
              pageSize={JOB_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={setPageNum}
            />
          ) : null}
          <p className="fd-jobs__apply">
            应聘方式：请将简历发送至 <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>，邮件标题注明“应聘职位＋姓名”。
          </p>
        </>
      )}
    </section>
  );
}
