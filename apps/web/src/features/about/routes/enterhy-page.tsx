import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { awardWallOptions } from '@/api/content/award-wall-list.ts';
import { brand } from '@/lib/brand.ts';
import { prefetchForPage } from '@/lib/query-client.ts';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { aboutUsOptions, useAboutUs } from '../api/about-us.ts';
import { jobListOptions } from '../api/job-list.ts';
import { AwardWall } from '../components/award-wall.tsx';
import { CompanyProfile } from '../components/company-profile.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { HistoryTimeline } from '../components/history-timeline.tsx';
import { JobList } from '../components/job-list.tsx';
import './enterhy.css';

const SECTIONS = [
  { id: 'profile', label: '公司简介' },
  { id: 'history', label: '发展历程' },
  { id: 'honours', label: '荣誉资质' },
  { id: 'jobs', label: '人才招聘' },
  { id: 'contact', label: '联系我们' },
] as const;

// Every section's data starts with the page chunk (on the server the HTML waits for it): the profile, the awards and
// the first page of jobs.
export async function loader(): Promise<null> {
  await prefetchForPage((client) => [
    client.prefetchQuery(aboutUsOptions()),
    client.prefetchQuery(awardWallOptions()),
    client.prefetchQuery(jobListOptions(1)),
  ]);
  return null;
}

// §2 /enterhy (走进沣泽): profile, history, honours, jobs and contact.
export function EnterhyPage() {
  const about = useAboutUs();
  return (
    <>
      <div className="fd-about-hero">
        <div className="fd-container">
          <PageBreadcrumbs items={[{ title: '走进沣泽' }]} className="fd-about-hero__crumbs" />
          <h1 className="fd-about-hero__title">走进沣泽</h1>
          <p className="fd-about-hero__lead">
            {brand.company} · {brand.slogan}
          </p>
        </div>
      </div>
      <nav className="fd-about-nav" aria-label="本页导航">
        <ul className="fd-container fd-about-nav__list">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="fd-container fd-about">
        {about.data ? (
          <>
            <CompanyProfile about={about.data} />
            <HistoryTimeline history={about.data.history} />
          </>
        ) : about.isError ? (
          <Result
            status="warning"
            title="公司介绍加载失败"
            extra={
              <button type="button" className="fd-button fd-button--primary" onClick={() => void about.refetch()}>
                重试
              </button>
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )}
        <AwardWall />
        <JobList />
        <ContactCard />
        <p className="fd-about__more">
          另见：<Link to="/footer/DjgPersonnel">董事、监事、高级管理人员</Link>
        </p>
      </div>
    </>
  );
}
